import type { ChatSdk } from '../../im/index.ts';

/** Loads and starts the chat SDK; provided by runtime/app so that core never imports the SDK's code, only its types. */
export type ChatSdkLoader = () => Promise<ChatSdk>;

/**
 * Where the app's one chat SDK instance lives. The SDK is heavy (protobuf, the socket, the conversation store) and
 * only live rooms and chat screens need it, so it is loaded on first need rather than with the initial bundle:
 * runtime/app provides a loader that imports it dynamically, and the first caller of {@link loadChatSdk} runs it.
 */
export function createChatSdkRegistry() {
  let loader: ChatSdkLoader | undefined;
  let instance: ChatSdk | null = null;
  let loading: Promise<ChatSdk | null> | undefined;
  const listeners = new Set<() => void>();

  return {
    /** Sets how the SDK is loaded (once, at start). */
    provide(load: ChatSdkLoader): void {
      loader = load;
    },
    /**
     * The SDK, loading it the first time. Resolves with null when no loader was provided or loading failed (a
     * failed load may be retried by calling again: a dropped chunk request should not disable chat until reload).
     */
    load(): Promise<ChatSdk | null> {
      if (instance) return Promise.resolve(instance);
      if (!loader) return Promise.resolve(null);
      loading ??= loader().then(
        (sdk) => {
          instance = sdk;
          listeners.forEach((listener) => listener());
          return sdk;
        },
        () => {
          loading = undefined;
          return null;
        },
      );
      return loading;
    },
    /** The SDK if it has loaded, else null. */
    current(): ChatSdk | null {
      return instance;
    },
    /** Calls `listener` once the SDK has loaded; returns the unsubscribe function. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ChatSdkRegistry = ReturnType<typeof createChatSdkRegistry>;
