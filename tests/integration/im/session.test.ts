import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, ImEvent } from '../../../runtime/im/index.ts';
import { decodeFrame, encodeFrame } from '../../../runtime/im/protocol/codec.ts';
import { signImUser } from '../../../server/security/tokens.ts';
import { startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';
import { clientsOf, chatUser, guestIdentity, loggedIn, nextEvent, sdkAppID } from './chat-fixtures.ts';

/** Spec 001 §4 Login and readiness, against the real gateway on the real clock. */
describe('chat sessions', () => {
  let server: TestServer;
  const clients = clientsOf(() => server);
  const client = () => clients.open();

  beforeAll(async () => {
    // The real clock: signatures must be able to expire.
    server = await startTestServer({ clock: undefined });
  });

  afterAll(async () => {
    await clients.destroyAll();
    await server?.close();
  });

  it('rejects calls before ready with SDK-not-ready, and answers a repeated login with repeatLogin', async () => {
    const sdk = client();
    await expect(sdk.getConversationList()).rejects.toMatchObject({ code: ErrorCode.SDK_IS_NOT_READY });
    const identity = await chatUser(server, 'session_fan');
    await loggedIn(sdk, identity);
    expect((await sdk.getConversationList()).code).toBe(0);
    expect((await sdk.login(identity)).data).toEqual({ repeatLogin: true });
  });

  it('refuses a wrong signature with the server code and stays not ready', async () => {
    const sdk = client();
    const identity = await chatUser(server, 'session_forger');
    await expect(sdk.login({ ...identity, userSig: `${identity.userSig}x` })).rejects.toMatchObject({ code: 70003 });
    expect(sdk.isReady()).toBe(false);
  });

  it('logs a guest in with its guest signature', async () => {
    const sdk = await loggedIn(client(), await guestIdentity(server));
    expect(sdk.isReady()).toBe(true);
  });

  it(
    'raises the signature-expired event when the key expires, then lets the app log in with a new signature',
    { timeout: 30_000 },
    async () => {
      const { userID } = await chatUser(server, 'session_expiring');
      const sdk = client();
      const expiresAt = Math.floor(Date.now() / 1000) + 2;
      await loggedIn(sdk, { userID, userSig: signImUser(server.context.imSecret, userID, expiresAt) });
      const expired = nextEvent(sdk, ImEvent.USER_SIG_EXPIRED, 20_000);
      const kicked = nextEvent(sdk, ImEvent.KICKED_OUT, 20_000);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt * 1000 - Date.now()) + 200));
      await expect(sdk.setAllMessageRead()).rejects.toMatchObject({ code: 70001 });
      await expired;
      expect(await kicked).toEqual({ type: 'userSigExpired' });
      expect(sdk.isReady()).toBe(false);
      await loggedIn(sdk, { userID, userSig: signImUser(server.context.imSecret, userID, Math.floor(Date.now() / 1000) + 3600) });
      expect(sdk.isReady()).toBe(true);
    },
  );

  it('survives 10,000 random byte frames at the gateway and still answers on the same socket', async () => {
    const socket = new WebSocket(
      `${server.url.replace('http', 'ws')}/im/ws?sdkappid=${sdkAppID}&instanceid=1&random=1&platform=7&host=x&version=1&sdkversion=2.27.6`,
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 10_000; i++)
      socket.send(Uint8Array.from({ length: 1 + Math.floor(random() * 48) }, () => Math.floor(random() * 256)));
    const answer = new Promise<Buffer>((resolve) =>
      socket.on('message', (data: Buffer) => {
        const frame = decodeFrame(new Uint8Array(data));
        if (frame.header?.sequence === 424242) resolve(data);
      }),
    );
    socket.send(encodeFrame({ header: { command: 'hello', sequence: 424242 } }));
    const frame = decodeFrame(new Uint8Array(await answer));
    expect(frame.header?.command).toBe('hello');
    expect(frame.errorCode).toBe(6014);
    socket.close();
  });
});
