import { startTransition, useEffect, useReducer, useSyncExternalStore } from 'react';
import type { ChatSdk } from '../../im/index.ts';
import { createChatSdkRegistry, type ChatSdkLoader } from './chat-sdk-registry.ts';

const registry = createChatSdkRegistry();
/** The build's prerender has no SDK, and a hydrating page renders as the build did (core/prerender/use-hydrated.ts). */
const noSdk = () => null;
/** The registry's subscription is taken in an effect (see useRegistrySdk), not by useSyncExternalStore. */
const noSubscription = () => () => undefined;

/**
 * The SDK as the registry holds it at each render. Its arrival re-renders the components that show it in a
 * transition: it comes while the page is in use (the always-on notices load it once the page has started), and as a
 * store update (useSyncExternalStore's own subscription) React would re-render every one of them, commit and run
 * their effects in one task, some 150 ms on a slow phone (docs/decisions.md "TBT at load").
 */
function useRegistrySdk(): ChatSdk | null {
  const sdk = useSyncExternalStore(noSubscription, registry.current, noSdk);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const update = () => startTransition(rerender);
    const stop = registry.subscribe(update);
    // It may have loaded between the render and this effect.
    if (registry.current() !== sdk) update();
    return stop;
  }, [sdk]);
  return sdk;
}

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
  const sdk = useRegistrySdk();
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
  return useRegistrySdk();
}
