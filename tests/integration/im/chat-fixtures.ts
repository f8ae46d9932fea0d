import WebSocket from 'ws';
import { afterAll, beforeAll } from 'vitest';
import { create, ImEvent, type ChatSdk, type ImEventMap } from '../../../runtime/im/index.ts';
import type { FetchLike, SocketLike } from '../../../runtime/im/core/host.ts';
import type { ChatOptions } from '../../../runtime/im/chat-options.ts';
import { startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';

/** The test server's chat app id (prepareServer's default). */
export const sdkAppID = 1400000001;

/** Registers an account and returns its chat identity (user id and txim_sign) from the real API. */
export async function chatUser(server: TestServer, account: string): Promise<{ userID: string; userSig: string }> {
  const { data, status, msg } = await server.call<{ uid: string | number; txim_sign: string }>('/webapi/user/regist', {
    account,
    password: 'goal2026',
  });
  if (status !== 0) throw new Error(`register ${account}: ${msg}`);
  return { userID: String(data.uid), userSig: data.txim_sign };
}

export async function guestIdentity(server: TestServer): Promise<{ userID: string; userSig: string }> {
  const { data } = await server.call<{ userid: string; txim_sign: string }>('/api/user/getGuestInfo');
  return { userID: data.userid, userSig: data.txim_sign };
}

/** A real SDK instance over real sockets (the `ws` package: Node 20 has no WebSocket of its own). */
export function chatClient(server: TestServer, options: Partial<ChatOptions> = {}): ChatSdk {
  return create({
    SDKAppID: sdkAppID,
    server: server.url,
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    ...options,
  });
}

/** Resolves with the next payload of `event` (fails after `timeoutMs`). */
export function nextEvent<E extends keyof ImEventMap>(sdk: ChatSdk, event: E, timeoutMs = 10_000): Promise<ImEventMap[E]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const off = sdk.on(
      event as never,
      ((payload: ImEventMap[E]) => {
        clearTimeout(timer);
        off();
        resolve(payload);
      }) as never,
    );
  });
}

/** Logs in and waits for SDK_READY. */
export async function loggedIn(sdk: ChatSdk, identity: { userID: string; userSig: string }): Promise<ChatSdk> {
  const ready = nextEvent(sdk, ImEvent.SDK_READY);
  await sdk.login(identity);
  await ready;
  return sdk;
}

/** Polls `check` every 20 ms until it holds (fails after `timeoutMs`). */
export async function eventually(check: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The SDK instances one test file opens on a server, destroyed together when it ends. */
export function clientsOf(server: () => TestServer): { open(options?: Partial<ChatOptions>): ChatSdk; destroyAll(): Promise<void> } {
  const opened: ChatSdk[] = [];
  return {
    open(options) {
      const sdk = chatClient(server(), options);
      opened.push(sdk);
      return sdk;
    },
    async destroyAll() {
      for (const sdk of opened.splice(0)) await sdk.destroy();
    },
  };
}

/**
 * A real fetch that records the HTTP status of each PUT a client makes (its uploads to the store) and runs
 * `beforeNextPut`, when a test sets it, just before the next one (to move the server clock meanwhile).
 */
export function putRecorder(): { fetch: FetchLike; statuses: number[]; beforeNextPut?: () => void } {
  const recorder: { fetch: FetchLike; statuses: number[]; beforeNextPut?: () => void } = {
    statuses: [],
    fetch: async (url, init) => {
      if (init?.method === 'PUT') {
        recorder.beforeNextPut?.();
        recorder.beforeNextPut = undefined;
      }
      const response = await fetch(url, init as RequestInit);
      if (init?.method === 'PUT') recorder.statuses.push(response.status);
      return response;
    },
  };
  return recorder;
}

/** Two logged-in chat users on their own test server, for one describe block; alice's uploads are recorded. */
export interface UploadingPair {
  server: TestServer;
  alice: ChatSdk;
  bob: ChatSdk;
  aliceId: string;
  bobId: string;
  /** alice's PUTs to the store (putRecorder). */
  recorder: ReturnType<typeof putRecorder>;
  clients: ReturnType<typeof clientsOf>;
}

/**
 * Starts a server (on `databaseUrl`, PGlite without one) with `<prefix>_alice` and `<prefix>_bob` logged in before the
 * block's tests, and closes all after.
 */
export function uploadingPair(prefix: string, databaseUrl?: string): UploadingPair {
  const pair = { recorder: putRecorder(), clients: clientsOf(() => pair.server) } as UploadingPair;
  beforeAll(async () => {
    pair.server = await startTestServer({ databaseUrl });
    const a = await chatUser(pair.server, `${prefix}_alice`);
    const b = await chatUser(pair.server, `${prefix}_bob`);
    pair.aliceId = a.userID;
    pair.bobId = b.userID;
    pair.alice = await loggedIn(pair.clients.open({ fetch: pair.recorder.fetch }), a);
    pair.bob = await loggedIn(pair.clients.open(), b);
  });
  afterAll(async () => {
    await pair.clients.destroyAll();
    await pair.server?.close();
  });
  return pair;
}
