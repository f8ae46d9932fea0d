import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyConversation } from '../conversations/conversation-store.ts';
import { ImEvent } from '../events.ts';
import { c2cMessage, cacheKey, client, inLiveRoom, roomMessage, settle, wireConversation } from './chat-client-setup.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_790_000_000_000 });
});
afterEach(() => vi.useRealTimers());

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

describe('live-room message cap (ours: 1,000 kept per room)', () => {
  it('keeps the newest 1,000 of a room, dropping the oldest, and delivers every message once', async () => {
    const { chat, sockets } = await inLiveRoom();
    // Joining loaded the group service, whose recovery puts group messages in order.
    await chat.modules.groupService();
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

  it('delivers group messages pushed before the group service has loaded once it has, in order and once', async () => {
    const { chat, sockets } = await inLiveRoom();
    const received: number[] = [];
    chat.emitter.on(ImEvent.MESSAGE_RECEIVED, (messages) => received.push(...messages.map((m) => m.sequence)));
    sockets[0].push('push.message', { messagePush: { messages: [roomMessage(1), roomMessage(2)] } });
    sockets[0].push('push.message', { messagePush: { messages: [roomMessage(3), roomMessage(2)] } });
    expect(chat.modules.rooms).toBeUndefined();
    await chat.modules.groupService();
    await settle();
    sockets[0].push('push.message', { messagePush: { messages: [roomMessage(4)] } });
    expect(received).toEqual([1, 2, 3, 4]);
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
