import { useEffect, useSyncExternalStore } from 'react';
import type { ChatSdk } from '../../im/index.ts';
import { createChatSdkRegistry, type ChatSdkLoader } from './chat-sdk-registry.ts';

const registry = createChatSdkRegistry();
/** The build's prerender has no SDK, and a hydrating page renders as the build did (core/prerender/use-hydrated.ts). */
const noSdk = () => null;

/** Sets how the app loads its chat SDK (runtime/app does this once, at start; see chat-sdk-registry.ts). */
export function provideChatSdk(loader: ChatSdkLoader): void {
  registry.provide(loader);
}

/** The app's chat SDK, loading it on first call; null when the app provides none or it failed to load. */
export function loadChatSdk(): Promise<ChatSdk | null> {
  return registry.load();
}

/**
 * The app's chat SDK for a component that needs it: null until it has loaded (the first component to ask starts the
 * load), then the one instance, logged in as the session's user or logged out for guests.
 */
export function useChatSdk(): ChatSdk | null {
  const sdk = useSyncExternalStore(registry.subscribe, registry.current, noSdk);
  useEffect(() => {
    if (!sdk) void registry.load();
  }, [sdk]);
  return sdk;
}

/**
 * The app's chat SDK once something else has loaded it (the always-on notices do, after the page has started), else
 * null; it never starts the load itself, so a page that only listens (the live scores) adds nothing to its own load.
 */
export function useLoadedChatSdk(): ChatSdk | null {
  return useSyncExternalStore(registry.subscribe, registry.current, noSdk);
}
