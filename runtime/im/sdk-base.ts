import { ChatClient } from './chat-client.ts';
import type { ChatOptions } from './chat-options.ts';
import { imError } from './errors.ts';
import type { ImageFileInput } from './upload/upload-rules.ts';
import type { ImResponse, Message } from './types.ts';

/** A module's method as the SDK instance offers it: the same arguments, the result in the `{ code: 0, data }` answer. */
export type ModuleMethod<F> = F extends (...args: infer A) => infer R ? (...args: A) => Promise<ImResponse<Awaited<R>>> : never;

/** The answer of every call that succeeded, as the Tencent SDK gives it. */
export const ok = <T>(data: T): ImResponse<T> => ({ code: 0, data });

/**
 * The plumbing of the SDK instance (sdk.ts): its client, the guard every call passes (login state, rate, a destroyed
 * instance) and the calls that load a module on demand before they run.
 */
export abstract class SdkBase {
  protected readonly client: ChatClient;

  constructor(options: ChatOptions) {
    this.client = new ChatClient(options);
  }

  /** Keeps a message's file for its upload at send time, and starts loading the upload module now. */
  protected withFile(options: { payload?: { file?: ImageFileInput }; onProgress?: unknown }, create: () => Message): Message {
    if (options.onProgress !== undefined && typeof options.onProgress !== 'function') throw imError('MESSAGE_ONPROGRESS_FUNCTION_ERROR');
    const message = create();
    this.client.modules.pendingFiles.set(message, {
      file: options.payload?.file as ImageFileInput,
      onProgress: options.onProgress as ((percent: number) => void) | undefined,
    });
    this.client.modules.uploadModule().catch((error) => this.client.log.warn('chat: the upload module did not load', error));
    return message;
  }

  /** A method of a module loaded on demand, under its own name: guarded like the others, run once `load` has the module. */
  protected moduleCall<M, K extends keyof M & string>(load: () => Promise<M>, call: K): ModuleMethod<M[K]> {
    return this.guarded(call, async (...args: unknown[]) => {
      const module = await load();
      return (module[call] as (...a: unknown[]) => unknown).apply(module, args);
    }) as ModuleMethod<M[K]>;
  }

  protected guarded<A extends unknown[], T>(call: string, work: (...args: A) => Promise<T>): (...args: A) => Promise<ImResponse<T>> {
    return async (...args: A) => {
      this.client.guard(call);
      return ok(await work(...args));
    };
  }
}
