import { provideChatSdk } from '../../core/chat/chat-sdk.ts';
import type { SiteConfig } from '../../core/store/client-state.ts';
import { useAppStore } from '../../core/store/use-app-store.ts';

/** How long the first chat screen waits for the server config (its im_sdkappid) before using the manifest's id. */
const configWaitMs = 5_000;

/** The server config once it has loaded, or null if it has not within `timeoutMs` (its fetch fails silently). */
function loadedConfig(timeoutMs: number): Promise<SiteConfig | null> {
  const config = useAppStore.getState().config;
  if (config) return Promise.resolve(config);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve(null);
    }, timeoutMs);
    const off = useAppStore.subscribe((state) => {
      if (!state.config) return;
      clearTimeout(timer);
      off();
      resolve(state.config);
    });
  });
}

/**
 * The chat SDK is not part of the initial bundle (its budget has no room for it, and most pages never chat): the
 * first screen that asks for it loads it with this dynamic import (docs/decisions.md "The chat SDK in the app").
 */
provideChatSdk(async () => {
  const [{ startChat }, config] = await Promise.all([import('./start-chat.ts'), loadedConfig(configWaitMs)]);
  return startChat(config);
});
