import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatClient } from '../chat-client.ts';
import type { ChatOptions } from '../chat-options.ts';
import { cachedConversationCount, emptyConversation } from '../conversations/conversation-store.ts';
import type { FetchLike } from '../core/host.ts';
import { ErrorCode, ServerCode, type ImError } from '../errors.ts';
import { ImEvent } from '../events.ts';
import type { WireConversation, WireMessage } from '../protocol/codec.ts';
import type { Conversation } from '../types.ts';
import { scriptedSockets } from './scripted-socket.ts';

const SDKAppID = 1400000001;
const cacheKey = `sideline-im-${SDKAppID}-me-conversations`;
const settle = () => vi.advanceTimersByTimeAsync(0);

/** A ChatClient over scripted sockets; `login` opens the first socket and answers the login. */
function client(options: Partial<ChatOptions> = {}) {
  const { sockets, createSocket } = scriptedSockets();
  const warnings: string[] = [];
  const chat = new ChatClient({
    SDKAppID,
    server: 'https://chat.example.com',
    createSocket,
    logSink: (level, message) => level === 'warn' && warnings.push(message),
    ...options,
  });
  const login = async () => {
    const done = chat.session.login({ userID: 'me', userSig: 'sig' });
    sockets[0].open();
    sockets[0].answer('login', { loginResponse: { a2Key: 'key', tinyId: 'tiny', helloInterval: 120, nick: 'Me' } });
    await settle();
    return done;
  };
  return { chat, sockets, warnings, login };
}

const roomMessage = (sequence: number): WireMessage => ({
  conversationType: 2,
  from: 'fan',
  to: 'live_1',
  sequence,
  random: sequence,
  time: 1_790_000_000 + sequence,
  elements: [{ type: 'TIMTextElem', text: `m${sequence}` }],
});
const c2cMessage = (inboxSequence: number): WireMessage => ({
  conversationType: 1,
  from: 'u2',
  to: 'me',
  sequence: inboxSequence,
  inboxSequence,
  random: inboxSequence,
  time: 1_790_000_000 + inboxSequence,
  elements: [{ type: 'TIMTextElem', text: 'hi' }],
});
const wireConversation = (peer: string, time: number): WireConversation => ({
  type: 1,
  peer,
  lastMessage: { ...c2cMessage(time), from: peer, time },
});

beforeEach(() => {
  vi.useFakeTimers({ now: 1_790_000_000_000 });
});
afterEach(() => vi.useRealTimers());

describe('connection address (spec 001 §7)', () => {
  it('carries sdkappid, instanceid, random, platform, host, version and sdkversion, with a fresh random per socket', async () => {
    const { chat, sockets } = client();
    chat.session.login({ userID: 'me', userSig: 'sig' }).catch(() => undefined);
    sockets[0].open();
    const url = new URL(sockets[0].url);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('wss://chat.example.com/im/ws');
    expect([...url.searchParams.keys()]).toEqual(['sdkappid', 'instanceid', 'random', 'platform', 'host', 'version', 'sdkversion']);
    expect(url.searchParams.get('sdkappid')).toBe(String(SDKAppID));
    expect(url.searchParams.get('instanceid')).toMatch(/^\d+$/);
    // The instance in the address is the one every header carries.
    expect(String(sockets[0].written[0].header?.instanceId)).toBe(url.searchParams.get('instanceid'));
    expect(url.searchParams.get('random')).toMatch(/^\d+$/);
    expect(url.searchParams.get('platform')).toBe('7');
    expect(url.searchParams.get('host')).toBe('chat.example.com');
    expect(url.searchParams.get('version')).toBe('1');
    expect(url.searchParams.get('sdkversion')).toBe('2.27.6');

    sockets[0].onclose?.({});
    await vi.advanceTimersByTimeAsync(500);
    const again = new URL(sockets[1].url);
    expect(again.searchParams.get('instanceid')).toBe(url.searchParams.get('instanceid'));
    expect(again.searchParams.get('random')).not.toBe(url.searchParams.get('random'));
    chat.destroy();
  });

  it('given several servers (the app’s host list, spec 000 §7), stays on one while it answers and moves to the next when a reconnect fails', async () => {
    const { chat, sockets } = client({ server: ['https://a.example.com/', 'https://b.example.com'] });
    chat.session.login({ userID: 'me', userSig: 'sig' }).catch(() => undefined);
    sockets[0].open();
    // Up long enough to count as healthy: what follows are the first tries after a drop.
    await vi.advanceTimersByTimeAsync(2000);
    const hostOf = (index: number) => new URL(sockets[index].url).host;
    /** The newest socket closes (opened or not), and the reconnect's pause passes. */
    const drop = async () => {
      sockets.at(-1)?.onclose?.({});
      await vi.advanceTimersByTimeAsync(2000);
    };
    // Its server died: the first reconnect tries it again, and once that never opens, the next server.
    await drop();
    await drop();
    sockets[2].open();
    await vi.advanceTimersByTimeAsync(2000);
    expect([0, 1, 2].map(hostOf)).toEqual(['a.example.com', 'a.example.com', 'b.example.com']);
    // Opened there: a later drop tries b first; past the last server the list starts over.
    await drop();
    await drop();
    expect([3, 4].map(hostOf)).toEqual(['b.example.com', 'a.example.com']);
    chat.destroy();
  });
});

describe('login timeout (spec 001 §9: 90 s)', () => {
  it('fails a login the server does not answer after 90 s, not before, with the timeout code', async () => {
    const { chat, sockets } = client();
    let failure: ImError | undefined;
    chat.session.login({ userID: 'me', userSig: 'sig' }).catch((error: ImError) => (failure = error));
    sockets[0].open();
    expect(sockets[0].commands()).toEqual(['login']);
    await vi.advanceTimersByTimeAsync(89_999);
    expect(failure).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(failure?.code).toBe(ErrorCode.NETWORK_TIMEOUT);
    chat.destroy();
  });
});

describe('network probe wiring (spec 001 §4 Connection, §8)', () => {
  /** Fails the connection three times in a row (each socket closes at once), so the fourth failure probes. */
  async function failThreeTimes(fetch: FetchLike) {
    const setup = client({ fetch });
    const errors: number[] = [];
    setup.chat.emitter.on(ImEvent.ERROR, (error) => errors.push(error.code));
    setup.chat.session.login({ userID: 'me', userSig: 'sig' }).catch(() => undefined);
    for (let attempt = 0; attempt < 3; attempt++) {
      setup.sockets.at(-1)?.onclose?.({});
      await vi.advanceTimersByTimeAsync(1500);
    }
    setup.sockets.at(-1)?.onclose?.({});
    await settle();
    return { ...setup, errors };
  }

  it('asks the server over HTTP; a 503 counts as a working network, so reconnecting goes on without an error', async () => {
    const asked: string[] = [];
    const { chat, sockets, errors } = await failThreeTimes(
      async (url) => (asked.push(url), { ok: false, status: 503, arrayBuffer: async () => new ArrayBuffer(0) }),
    );
    expect(asked).toEqual(['https://chat.example.com/im/probe']);
    expect(errors).toEqual([]);
    const opened = sockets.length;
    await vi.advanceTimersByTimeAsync(3000);
    expect(sockets).toHaveLength(opened + 1);
    chat.destroy();
  });

  it('emits reconnect-failed when the probe cannot reach the server', async () => {
    const { chat, errors } = await failThreeTimes(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(errors).toEqual([ErrorCode.NETWORK_RECONNECT_FAILED]);
    chat.destroy();
  });
});

describe('conversation cache (spec 001 §9: the first 20 C2C and group conversations stored locally)', () => {
  const cached = (count: number): Conversation[] =>
    Array.from({ length: count }, (_, i) => ({ ...emptyConversation(`C2Cold${i}`), lastMessage: null }));

  it('reads the cache back at login, before the server list arrives, and saves the newest 20 of the server list', async () => {
    const stored = new Map([[cacheKey, JSON.stringify(cached(cachedConversationCount))]]);
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const { chat, sockets, login } = client({ storage });
    const ready = login();
    await settle();
    expect(sockets[0].commands()).toEqual(['login', 'conversation.list']);
    expect(chat.isReady).toBe(false);
    expect(chat.conversations.sorted().map((c) => c.conversationID)).toEqual(cached(20).map((c) => c.conversationID));

    const fromServer = Array.from({ length: 25 }, (_, i) => wireConversation(`peer${i}`, 1_790_000_000 + i));
    sockets[0].answer('conversation.list', { conversationListResponse: { conversations: fromServer, completeFlag: 1 } });
    await ready;
    await vi.advanceTimersByTimeAsync(1000);
    const saved = JSON.parse(stored.get(cacheKey) ?? '[]') as Conversation[];
    expect(saved.map((c) => c.conversationID)).toEqual(Array.from({ length: 20 }, (_, i) => `C2Cpeer${24 - i}`));
    chat.destroy();
  });

  it('draws the cache as login is asked for, before the socket has opened, and only the cache of the user logging in', async () => {
    const stored = new Map([
      [cacheKey, JSON.stringify(cached(3))],
      [`sideline-im-${SDKAppID}-other-conversations`, JSON.stringify([{ ...emptyConversation('C2Cnotyours'), lastMessage: null }])],
    ]);
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const { chat, sockets } = client({ storage });
    const announced: string[][] = [];
    chat.emitter.on(ImEvent.CONVERSATION_LIST_UPDATED, (list) => announced.push(list.map((c) => c.conversationID)));
    chat.session.login({ userID: 'me', userSig: 'sig' }).catch(() => undefined);
    expect(sockets[0].commands()).toEqual([]);
    expect(announced).toEqual([['C2Cold0', 'C2Cold1', 'C2Cold2']]);
    expect(chat.isReady).toBe(false);
    chat.destroy();
  });

  it('forgets what it drew from the cache when the first login fails, and keeps the cache for the next try', async () => {
    const stored = new Map([[cacheKey, JSON.stringify(cached(2))]]);
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const { chat, sockets } = client({ storage });
    const announced: string[][] = [];
    chat.emitter.on(ImEvent.CONVERSATION_LIST_UPDATED, (list) => announced.push(list.map((c) => c.conversationID)));
    const failed = chat.session.login({ userID: 'me', userSig: 'bad' }).catch((error: ImError) => error.code);
    sockets[0].open();
    sockets[0].answer('login', {}, ServerCode.USERSIG_EXPIRED);
    expect(await failed).toBeTruthy();
    expect(announced).toEqual([['C2Cold0', 'C2Cold1'], []]);
    expect(stored.has(cacheKey)).toBe(true);
    chat.destroy();
  });

  it('removes the user’s cache when they log out on this device', async () => {
    const stored = new Map([[cacheKey, JSON.stringify(cached(2))]]);
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    const { chat, sockets, login } = client({ storage });
    const ready = login();
    await settle();
    sockets[0].answer('conversation.list', {
      conversationListResponse: { conversations: [wireConversation('peer1', 1_790_000_000)], completeFlag: 1 },
    });
    await ready;
    await vi.advanceTimersByTimeAsync(1000);
    expect(stored.has(cacheKey)).toBe(true);
    const out = chat.session.logout();
    sockets[0].answer('logout', {});
    await out;
    expect(stored.has(cacheKey)).toBe(false);
    chat.destroy();
  });

  it("gives a group conversation its groupProfile with the group's picture, and a cache written before it had one a null one", async () => {
    const stored = new Map([[cacheKey, JSON.stringify([{ conversationID: 'GROUPold', type: 'GROUP', unreadCount: 2 }])]]);
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const { chat, sockets, login } = client({ storage });
    const ready = login();
    await settle();
    expect(chat.conversations.get('GROUPold')).toMatchObject({ unreadCount: 2, groupProfile: null, name: '' });
    const group: WireConversation = {
      type: 2,
      peer: '@TGS#1ABC',
      groupType: 'Public',
      name: '巴萨球迷',
      faceUrl: '/upload/group/barca.png',
    };
    sockets[0].answer('conversation.list', {
      conversationListResponse: { conversations: [group, wireConversation('peer1', 1_790_000_000)], completeFlag: 1 },
    });
    await ready;
    expect(chat.conversations.get('GROUP@TGS#1ABC')?.groupProfile).toEqual({
      groupID: '@TGS#1ABC',
      name: '巴萨球迷',
      type: 'Public',
      faceURL: '/upload/group/barca.png',
    });
    expect(chat.conversations.get('C2Cpeer1')?.groupProfile).toBeNull();
    chat.destroy();
  });
});

describe('conversation paging (spec 001 §4: the list request loops until completeFlag is 1)', () => {
  it('announces the first page while the later ones load, and removes what the complete list lacks only at the end', async () => {
    const stored = new Map([[cacheKey, JSON.stringify([{ ...emptyConversation('C2Cgone'), unreadCount: 1 }])]]);
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const { chat, sockets, login } = client({ storage });
    const announced: string[][] = [];
    chat.emitter.on(ImEvent.CONVERSATION_LIST_UPDATED, (list) => announced.push(list.map((c) => c.conversationID)));
    const ready = login();
    await settle();
    // The cache is drawn first: a list screen need not wait for the server.
    expect(announced).toEqual([['C2Cgone']]);
    const listRequests = () =>
      sockets[0].written.filter((frame) => frame.header?.command === 'conversation.list').map((frame) => frame.conversationListRequest);
    // The first page is a screen of rows and little more, so it comes back soonest; the rest in pages of 100.
    expect(listRequests()).toEqual([expect.objectContaining({ startIndex: 0, count: 20 })]);
    const newest = Array.from({ length: 20 }, (_, i) => wireConversation(`new${i}`, 1_790_000_500 - i));
    sockets[0].answer('conversation.list', { conversationListResponse: { conversations: newest, completeFlag: 0, startIndex: 20 } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(listRequests().at(-1)).toEqual(expect.objectContaining({ startIndex: 20, count: 100 }));
    expect(chat.isReady).toBe(false);
    // The cached conversation with unread messages stays until the whole list says it was deleted elsewhere.
    expect(announced.at(-1)).toEqual([...newest.map((c) => `C2C${c.peer}`), 'C2Cgone']);
    sockets[0].answer('conversation.list', {
      conversationListResponse: { conversations: [wireConversation('old', 1_790_000_000)], completeFlag: 1 },
    });
    await ready;
    await vi.advanceTimersByTimeAsync(1000);
    expect(chat.isReady).toBe(true);
    expect(announced.at(-1)).toEqual([...newest.map((c) => `C2C${c.peer}`), 'C2Cold']);
    chat.destroy();
  });
});

describe('conversation paging around a list screen (ours: afterFirstListPage)', () => {
  const listRequests = (sockets: ReturnType<typeof client>['sockets']) =>
    sockets[0].written.filter((frame) => frame.header?.command === 'conversation.list').map((frame) => frame.conversationListRequest);
  const page = (from: number, length: number) =>
    Array.from({ length }, (_, i) => wireConversation(`peer${from + i}`, 1_790_000_500 - from - i));

  it('asks the second page only once the first has been announced and the pause the app gave has ended', async () => {
    let painted: () => void = () => undefined;
    const events: string[] = [];
    const { chat, sockets, login } = client({
      afterFirstListPage: () => {
        events.push('pause');
        return new Promise<void>((resolve) => (painted = resolve));
      },
    });
    chat.emitter.on(ImEvent.CONVERSATION_LIST_UPDATED, (list) => events.push(`announced ${list.length}`));
    const ready = login();
    await settle();
    sockets[0].answer('conversation.list', { conversationListResponse: { conversations: page(0, 20), completeFlag: 0, startIndex: 20 } });
    await vi.advanceTimersByTimeAsync(2000);
    // The first page is on the list screen's side; no later page is asked while the screen draws it.
    expect(events).toEqual(['announced 20', 'pause']);
    expect(listRequests(sockets)).toHaveLength(1);
    painted();
    await settle();
    expect(listRequests(sockets).at(-1)).toEqual(expect.objectContaining({ startIndex: 20, count: 100 }));
    sockets[0].answer('conversation.list', {
      conversationListResponse: { conversations: page(20, 100), completeFlag: 0, startIndex: 120 },
    });
    await settle();
    // Only the first page waits: the third is asked as soon as the second is in.
    expect(listRequests(sockets).at(-1)).toEqual(expect.objectContaining({ startIndex: 120, count: 100 }));
    sockets[0].answer('conversation.list', { conversationListResponse: { conversations: page(120, 5), completeFlag: 1 } });
    await ready;
    await vi.advanceTimersByTimeAsync(1000);
    expect(events.filter((event) => event === 'pause')).toHaveLength(1);
    expect(chat.isReady).toBe(true);
    expect(chat.conversations.sorted()).toHaveLength(125);
    chat.destroy();
  });

  it("keeps the earlier pages' conversations as they were drawn through the complete list, and what came meanwhile", async () => {
    const { chat, sockets, login } = client();
    const ready = login();
    await settle();
    sockets[0].answer('conversation.list', { conversationListResponse: { conversations: page(0, 20), completeFlag: 0, startIndex: 20 } });
    await settle();
    const drawn = chat.conversations.sorted().slice(1);
    // A message from the newest peer arrives while the later pages load.
    sockets[0].push('push.message', { messagePush: { messages: [{ ...c2cMessage(1), from: 'peer0', time: 1_790_000_600 }] } });
    await settle();
    expect(chat.conversations.get('C2Cpeer0')?.unreadCount).toBe(1);
    sockets[0].answer('conversation.list', { conversationListResponse: { conversations: page(20, 3), completeFlag: 1 } });
    await ready;
    // A list screen's rows compare conversations by object: the ones it drew are the same, so they are not drawn again.
    const list = chat.conversations.sorted();
    expect(list).toHaveLength(23);
    for (const conversation of drawn) expect(chat.conversations.get(conversation.conversationID)).toBe(conversation);
    // The complete list, asked before the message, does not undo its count.
    expect(chat.conversations.get('C2Cpeer0')?.unreadCount).toBe(1);
    chat.destroy();
  });
});

/** A client logged in with its list loaded, in live room live_1: its type known, as after a join. */
async function inLiveRoom() {
  const { chat, sockets, login } = client();
  void login();
  await settle();
  sockets[0].answer('conversation.list', { conversationListResponse: { completeFlag: 1 } });
  await settle();
  // An unknown group's messages would be held while it is probed.
  (chat as unknown as { groupTypes: Map<string, string> }).groupTypes.set('live_1', 'AVChatRoom');
  return { chat, sockets };
}

describe('live-room message cap (ours: 1,000 kept per room)', () => {
  it('keeps the newest 1,000 of a room, dropping the oldest, and delivers every message once', async () => {
    const { chat, sockets } = await inLiveRoom();
    let received = 0;
    chat.emitter.on(ImEvent.MESSAGE_RECEIVED, (messages) => (received += messages.length));
    for (let first = 1; first <= 1050; first += 50)
      sockets[0].push('push.message', { messagePush: { messages: Array.from({ length: 50 }, (_, i) => roomMessage(first + i)) } });
    const kept = chat.listOf('GROUPlive_1').messages;
    expect(received).toBe(1050);
    expect(kept).toHaveLength(1000);
    expect(kept[0].sequence).toBe(51);
    expect(kept.at(-1)?.sequence).toBe(1050);
    sockets[0].push('push.message', { messagePush: { messages: [roomMessage(1051)] } });
    expect(chat.listOf('GROUPlive_1').messages).toHaveLength(1000);
    expect(chat.listOf('GROUPlive_1').messages[0].sequence).toBe(52);
    chat.destroy();
  });
});

describe('stacked messages (spec 001 §8: 100 or more warn, at most 5 times)', () => {
  it('warns when 100 C2C messages wait behind an inbox gap while the sync fetches it', async () => {
    const { chat, sockets, warnings, login } = client();
    void login();
    await settle();
    sockets[0].answer('conversation.list', { conversationListResponse: { completeFlag: 1 } });
    await settle();
    // Inbox 1 never came by push: 2, 3 ... wait for the sync (left unanswered) to bring it.
    for (let inbox = 2; inbox <= 100; inbox++) sockets[0].push('push.message', { messagePush: { messages: [c2cMessage(inbox)] } });
    expect(sockets[0].commands()).toContain('sync');
    expect(warnings.filter((line) => line.includes('stacked'))).toEqual([]);
    sockets[0].push('push.message', { messagePush: { messages: [c2cMessage(101)] } });
    expect(warnings.filter((line) => line.includes('stacked'))).toEqual([
      'chat: 100 messages stacked in the inbox behind a gap (report 1 of 5)',
    ]);
    sockets[0].answer('sync', { syncResponse: { messages: [c2cMessage(1)], cookie: 101, syncFlag: 2 } });
    await settle();
    expect(chat.listOf('C2Cu2').messages).toHaveLength(101);
    chat.destroy();
  });
});
