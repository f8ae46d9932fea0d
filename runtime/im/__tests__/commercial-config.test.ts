import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create, type ChatSdk } from '../sdk.ts';
import { hasAbility, requireAbility } from '../core/commercial.ts';
import { cloudAnswer, commercialAnswer, configTiming } from '../core/remote-config.ts';
import { encodeConfigResponse, type ConfigResponse } from '../protocol/service-codec.ts';
import { defaultRateLimits, overloadBlockMs, RateLimiter } from '../core/rate-limiter.ts';
import { ErrorCode, ServerCode } from '../errors.ts';
import { codeOf } from './code-of.ts';
import { scriptedSockets, type ScriptedSocket } from './scripted-socket.ts';

const settle = () => vi.advanceTimersByTimeAsync(0);

/** An SDK over scripted sockets, logged in with `purchaseBits` and ready; heartbeats are answered as they go out. */
async function readySdk(
  purchaseBits: string,
  cloudConfig?: Record<string, string>,
): Promise<{ sdk: ChatSdk; socket: ScriptedSocket; sockets: ScriptedSocket[] }> {
  const { sockets, createSocket } = scriptedSockets();
  const sdk = create({
    SDKAppID: 1400000001,
    server: 'https://chat.example.com',
    createSocket: (url) => {
      const socket = createSocket(url);
      const send = socket.send.bind(socket);
      socket.send = (data) => {
        send(data);
        if (socket.written.at(-1)?.header?.command === 'hello') queueMicrotask(() => socket.answer('hello', { helloResponse: {} }));
      };
      return socket;
    },
    cloudConfig,
    logSink: () => undefined,
  });
  const login = sdk.login({ userID: 'me', userSig: 'sig' });
  sockets[0].open();
  sockets[0].answer('login', { loginResponse: { a2Key: 'key', tinyId: 'tiny', helloInterval: 120, purchaseBits } });
  await settle();
  sockets[0].answer('conversation.list', { conversationListResponse: { completeFlag: 1 } });
  await login;
  await settle();
  return { sdk, socket: sockets[0], sockets };
}

/** Starts `calls` calls, answers each request of `command`, and gives each call's code (0 for success). */
async function codesOf(socket: ScriptedSocket, command: string, calls: number, call: () => Promise<unknown>): Promise<number[]> {
  const results = Array.from({ length: calls }, () =>
    call().then(
      () => 0,
      (error: { code: number }) => error.code,
    ),
  );
  await settle();
  // answer() throws once every request of the command is answered.
  for (let answered = 0; answered < calls; answered++) {
    try {
      socket.answer(command);
    } catch {
      break;
    }
  }
  return Promise.all(results);
}

/** A config answer's frame body. */
const config = (response: ConfigResponse) => ({ service: encodeConfigResponse(response) });

const count = (socket: ScriptedSocket, command: string) => socket.commands().filter((sent) => sent === command).length;

beforeEach(() => {
  vi.useFakeTimers({ now: 1_790_000_000_000 });
});
afterEach(() => vi.useRealTimers());

describe('purchase bits (spec 001 §1, §5; docs/decisions.md "Commercial abilities")', () => {
  it('reads each ability from its bit, counted from the left; bits beyond the string and malformed strings grant nothing', () => {
    expect(hasAbility('1', 'userStatus')).toBe(true);
    expect(hasAbility('1', 'groupCounter')).toBe(false);
    expect(hasAbility('0001', 'groupCounter')).toBe(true);
    expect(hasAbility('0001', 'userStatus')).toBe(false);
    for (const bad of ['', '12', '1'.repeat(65), 'abc']) expect(hasAbility(bad, 'userStatus'), bad).toBe(false);
    expect(codeOf(() => requireAbility({ purchaseBits: () => '0' }, 'userStatus'))).toBe(ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY);
    expect(() => requireAbility({ purchaseBits: () => '1' }, 'userStatus')).not.toThrow();
  });

  it("takes the login answer's bits, and refuses status queries unsent without the userStatus bit", async () => {
    const { sdk, socket } = await readySdk('01111111');
    for (const call of [
      () => sdk.getUserStatus({ userIDList: ['7'] }),
      () => sdk.subscribeUserStatus({ userIDList: ['7'] }),
      () => sdk.unsubscribeUserStatus(),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY });
    }
    expect(socket.commands().filter((command) => command.startsWith('status.'))).toEqual([]);
    await sdk.destroy();
  });
});

describe('commercial config refetch (spec 001 §8, §9)', () => {
  it('maps answers to the next fetch: expiredTime when ok, 1 h when the config is missing, and keeps only valid bits', () => {
    expect(commercialAnswer({ purchaseBits: '101', expiredTime: 600 })).toEqual({ bits: '101', nextMs: 600_000 });
    expect(commercialAnswer(undefined)).toEqual({ nextMs: configTiming.badAnswerMs });
    expect(commercialAnswer({ purchaseBits: '2', expiredTime: 600 })).toEqual({ nextMs: 3_600_000 });
    expect(commercialAnswer({ purchaseBits: '1', expiredTime: 0 })).toEqual({ nextMs: 3_600_000 });
  });

  it('fetches at login, again by expiredTime, after 2 min on an error and 1 h on a missing config; new bits apply at once', async () => {
    const { sdk, socket } = await readySdk('11111111');
    expect(count(socket, 'config.commercial')).toBe(1);
    socket.answer('config.commercial', config({ purchaseBits: '0', expiredTime: 600 }));
    await settle();
    await expect(sdk.getUserStatus()).rejects.toMatchObject({ code: ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY });
    await vi.advanceTimersByTimeAsync(599_999);
    expect(count(socket, 'config.commercial')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(count(socket, 'config.commercial')).toBe(2);
    socket.answer('config.commercial', {}, ServerCode.SERVICE_OVERLOAD);
    await vi.advanceTimersByTimeAsync(configTiming.errorMs - 1);
    expect(count(socket, 'config.commercial')).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(count(socket, 'config.commercial')).toBe(3);
    socket.answer('config.commercial', {});
    await vi.advanceTimersByTimeAsync(configTiming.badAnswerMs - 1);
    expect(count(socket, 'config.commercial')).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(count(socket, 'config.commercial')).toBe(4);
    await sdk.destroy();
  });

  it('waits 2 s at a time while the socket is not logged in, then fetches', async () => {
    const { sdk, socket, sockets } = await readySdk('1');
    socket.answer('config.commercial', config({ purchaseBits: '1', expiredTime: 60 }));
    await settle();
    socket.onclose?.({});
    await vi.advanceTimersByTimeAsync(61_000);
    const reconnected = sockets.at(-1)!;
    expect(reconnected).not.toBe(socket);
    reconnected.open();
    expect(count(reconnected, 'config.commercial')).toBe(0);
    reconnected.answer('login', { loginResponse: { a2Key: 'key2', tinyId: 'tiny', helloInterval: 120, purchaseBits: '1' } });
    await vi.advanceTimersByTimeAsync(configTiming.notLoggedInMs);
    expect(count(reconnected, 'config.commercial')).toBe(1);
    expect(count(socket, 'config.commercial')).toBe(1);
    await sdk.destroy();
  });

  it('stops fetching when the session ends', async () => {
    const { sdk, socket } = await readySdk('1');
    socket.answer('config.commercial', config({ purchaseBits: '1', expiredTime: 60 }));
    await settle();
    void sdk.logout();
    socket.answer('logout');
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(count(socket, 'config.commercial')).toBe(1);
  });
});

describe('cloud control config (spec 001 §9)', () => {
  it('maps answers: a JSON object of strings is kept, anything else waits 1 h', () => {
    expect(cloudAnswer({ cloudControlConfig: '{"q_rpt_interval":"60","n":1}', expiredTime: 300 })).toEqual({
      values: { q_rpt_interval: '60' },
      nextMs: 300_000,
    });
    for (const bad of ['', '{oops', '[]', 'null', '"x"'])
      expect(cloudAnswer({ cloudControlConfig: bad, expiredTime: 300 }), bad).toEqual({ nextMs: configTiming.badAnswerMs });
  });

  it("applies the server's cmd_frequency_limit to the local rate limits, under the app's own values", async () => {
    // setAllMessageRead's chunk (the conversation module) loaded first, so the calls below are sent within one settle.
    await import('../conversations/module/conversation-module.ts');
    const { sdk, socket } = await readySdk('1');
    socket.answer(
      'config.cloud',
      config({ cloudControlConfig: JSON.stringify({ cmd_frequency_limit: '{"setAllMessageRead":[1,3]}' }), expiredTime: 600 }),
    );
    await settle();
    expect(await codesOf(socket, 'conversation.readAll', 3, () => sdk.setAllMessageRead())).toEqual([0, 0, 0]);
    await sdk.destroy();

    const own = await readySdk('1', { cmd_frequency_limit: '{"setAllMessageRead":[1,1]}' });
    own.socket.answer(
      'config.cloud',
      config({ cloudControlConfig: JSON.stringify({ cmd_frequency_limit: '{"setAllMessageRead":[1,3]}' }), expiredTime: 600 }),
    );
    await settle();
    expect(await codesOf(own.socket, 'conversation.readAll', 2, () => own.sdk.setAllMessageRead())).toEqual([
      0,
      ErrorCode.OVER_FREQUENCY_LIMIT,
    ]);
    await own.sdk.destroy();
  });
});

describe('local rate limits and overload (spec 001 §5, §8, §9)', () => {
  it('holds the whole §9 table, user status included', () => {
    expect(defaultRateLimits).toMatchObject({
      getGroupProfile: [1, 20],
      getGroupMemberList: [3, 1],
      joinGroup: [1, 15],
      getTopicList: [1, 10],
      setGroupAttributes: [5, 10],
      getGroupAttributes: [5, 20],
      setGroupCounters: [5, 20],
      setAllMessageRead: [1, 1],
      getUserStatus: [5, 20],
      subscribeUserStatus: [5, 20],
      unsubscribeUserStatus: [5, 20],
    });
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 20; i++) expect(limiter.check('subscribeUserStatus')).toBeUndefined();
    expect(limiter.check('subscribeUserStatus')?.code).toBe(ErrorCode.OVER_FREQUENCY_LIMIT);
    now = 5000;
    expect(limiter.check('subscribeUserStatus')).toBeUndefined();
  });

  it('blocks a command the server answered 60022 for 5 s (OPEN_SERVICE_OVERLOAD, unsent), other commands not', async () => {
    const { sdk, socket } = await readySdk('1');
    const first = sdk.getUserStatus({ userIDList: ['7'] });
    await settle();
    socket.answer('status.get', {}, ServerCode.SERVICE_OVERLOAD);
    await expect(first).rejects.toMatchObject({ code: ServerCode.SERVICE_OVERLOAD });
    await expect(sdk.getUserStatus({ userIDList: ['7'] })).rejects.toMatchObject({ code: ErrorCode.OPEN_SERVICE_OVERLOAD });
    const other = sdk.subscribeUserStatus({ userIDList: ['7'] });
    await settle();
    socket.answer('status.subscribe', {});
    await other;
    expect(count(socket, 'status.get')).toBe(1);
    await vi.advanceTimersByTimeAsync(overloadBlockMs);
    const again = sdk.getUserStatus({ userIDList: ['7'] });
    await settle();
    socket.answer('status.get', {});
    await again;
    expect(count(socket, 'status.get')).toBe(2);
    await sdk.destroy();
  });
});
