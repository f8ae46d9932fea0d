import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../core/host.ts';
import { ImEvent } from '../events.ts';
import { decodeLongPollRequest, encodeJoinGroupResponse, encodeLongPollResponse, type WireMessage } from '../protocol/codec.ts';
import { create } from '../sdk.ts';
import { GroupType, type Message } from '../types.ts';
import { scriptedSockets } from './scripted-socket.ts';

const settle = () => vi.advanceTimersByTimeAsync(0);

/** An online-only line the gateway writes into the room (EnterRoomMessage): no sequence, pushed and polled alike. */
const entrance: WireMessage = {
  conversationType: 2,
  from: 'administrator',
  to: 'live_1',
  sequence: 0,
  random: 77,
  time: 1_790_000_000,
  onlineOnly: true,
  elements: [{ type: 'TIMCustomElem', data: '{"type":"EnterRoomMessage","uid":"me","nick_name":"Me"}' }],
};

/**
 * An SDK over a scripted socket and a scripted HTTP side: the anonymous join answers the key `guest`; each long poll of
 * the key `member` answers the next scripted batch of messages, then polls hold until aborted (as the gateway's hold).
 */
function setup(polled: WireMessage[][] = [], anonymousJoin: Promise<void> = Promise.resolve()) {
  const { sockets, createSocket } = scriptedSockets();
  const paths: string[] = [];
  const keys: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    const path = new URL(url).pathname;
    paths.push(path);
    const reply = (bytes: Uint8Array) => ({ ok: true, status: 200, arrayBuffer: async () => new Uint8Array(bytes).buffer });
    if (path === '/im/long-poll') keys.push(decodeLongPollRequest(init?.body ?? new Uint8Array()).key);
    if (path === '/im/anonymous-join')
      return anonymousJoin.then(() =>
        reply(
          encodeJoinGroupResponse({ status: 'JoinedSuccess', groupType: GroupType.AVCHATROOM, longPollingKey: 'guest', nextSequence: 1 }),
        ),
      );
    const messages = decodeLongPollRequest(init?.body ?? new Uint8Array()).key === 'member' ? polled.shift() : undefined;
    if (messages) return reply(encodeLongPollResponse({ messages, nextSequence: 1 }));
    return new Promise((_resolve, reject) =>
      (init?.signal as AbortSignal | undefined)?.addEventListener('abort', () => reject(new Error('aborted'))),
    );
  };
  const sdk = create({ SDKAppID: 1400000001, server: 'https://chat.example.com', createSocket, fetch });
  const received: Message[] = [];
  sdk.on(ImEvent.MESSAGE_RECEIVED, (messages) => received.push(...messages));
  /** Logged in once the login answers (the SDK is ready later, with its conversation list: not needed here). */
  const login = async () => {
    void sdk.login({ userID: 'me', userSig: 'sig' }).catch(() => undefined);
    sockets[0].open();
    sockets[0].answer('login', { loginResponse: { a2Key: 'key', tinyId: 'tiny', helloInterval: 120, nick: 'Me' } });
    await settle();
  };
  /**
   * Holds the group service's chunk until `open` is called: a slow network, or a busy phone. The module itself is
   * loaded first, so that once open it is handed over within the same turn, whatever the test runner's own pace.
   */
  const slowGroupService = async () => {
    const modules = (sdk as unknown as { client: { modules: { groupService: () => Promise<unknown> } } }).client.modules;
    const load = modules.groupService;
    await load();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    modules.groupService = () => gate.then(load);
    return () => open();
  };
  /**
   * What the page does once the SDK is ready: it quits its anonymous reading, then joins as a member; `beforeAnswer`
   * runs once the join is on its way (a push the gateway sends first). Answers the key `member`.
   */
  const rejoinAsMember = async (beforeAnswer: () => void = () => undefined) => {
    const quit = sdk.quitGroup('live_1');
    await settle();
    sockets[0].answer('group.quit');
    await quit;
    const joined = sdk.joinGroup({ groupID: 'live_1', type: GroupType.AVCHATROOM });
    await settle();
    beforeAnswer();
    sockets[0].answer('group.join', {
      joinGroupResponse: { status: 'JoinedSuccess', groupType: GroupType.AVCHATROOM, longPollingKey: 'member', nextSequence: 1 },
    });
    return joined;
  };
  return { sdk, sockets, paths, keys, received, login, slowGroupService, rejoinAsMember };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_790_000_000_000 });
});
afterEach(() => vi.useRealTimers());

describe('joining a live room around a login (spec 001 §4 Live chat room; the room hears each fan come in once)', () => {
  it('reads the room anonymously when the join was asked before login, even if the login ends while the group service loads', async () => {
    const { sdk, sockets, paths, login, slowGroupService } = setup();
    const open = await slowGroupService();
    const joined = sdk.joinGroup({ groupID: 'live_1', type: GroupType.AVCHATROOM });
    await login();
    open();
    await settle();
    // A member's join here would be announced to the room, then quit and joined again by the app (a second entrance).
    expect(sockets[0].commands()).not.toContain('group.join');
    expect(paths.slice(0, 2)).toEqual(['/im/anonymous-join', '/im/long-poll']);
    expect((await joined).data.status).toBe('JoinedSuccess');
    await sdk.destroy();
  });

  it('joins as a member when the join is asked after login, however slowly the group service loads', async () => {
    const { sdk, sockets, paths, login, slowGroupService } = setup();
    await login();
    const open = await slowGroupService();
    const joined = sdk.joinGroup({ groupID: 'live_1', type: GroupType.AVCHATROOM });
    open();
    await settle();
    sockets[0].answer('group.join', {
      joinGroupResponse: { status: 'JoinedSuccess', groupType: GroupType.AVCHATROOM, longPollingKey: 'member', nextSequence: 1 },
    });
    expect((await joined).data.status).toBe('JoinedSuccess');
    expect(paths).not.toContain('/im/anonymous-join');
    await sdk.destroy();
  });

  it('reads nothing of a room the app quit while its join was on its way: the member join that follows polls alone', async () => {
    let answerGuest!: () => void;
    const { sdk, keys, login, rejoinAsMember } = setup([], new Promise<void>((resolve) => (answerGuest = resolve)));
    const stopped: string[] = [];
    sdk.on(ImEvent.GROUP_POLLING_STOPPED, (event) => stopped.push(event.reason));
    const reading = sdk.joinGroup({ groupID: 'live_1', type: GroupType.AVCHATROOM });
    await settle();
    await login();
    // The page now joins as a member: its anonymous reading is still unanswered.
    await rejoinAsMember();
    answerGuest();
    await reading;
    await vi.advanceTimersByTimeAsync(1000);
    // Had the late answer started polling, it would have replaced the member's poller and reported it stopped.
    expect(stopped).toEqual([]);
    expect(new Set(keys)).toEqual(new Set(['member']));
    await sdk.destroy();
  });

  it('delivers an online-only notice once when the socket pushes it before the join answers and the long poll brings it again', async () => {
    const { sdk, sockets, received, login, rejoinAsMember } = setup([[entrance]]);
    // Read anonymously before the login (the room's type is known from then on), then joined as a member.
    await sdk.joinGroup({ groupID: 'live_1', type: GroupType.AVCHATROOM });
    await login();
    // The gateway pushes the entrance to the joiner's socket before it answers the join, and hands it to the new key.
    await rejoinAsMember(() => sockets[0].push('push.message', { messagePush: { messages: [entrance] } }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(received.filter((message) => message.random === 77)).toHaveLength(1);
    expect(sdk.getLocalMessages('GROUPlive_1').filter((message) => message.random === 77)).toHaveLength(1);
    await sdk.destroy();
  });
});
