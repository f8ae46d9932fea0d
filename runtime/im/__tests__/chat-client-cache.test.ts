import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedConversationCount, emptyConversation } from '../conversations/conversation-store.ts';
import { ServerCode, type ImError } from '../errors.ts';
import { ImEvent } from '../events.ts';
import type { WireConversation } from '../protocol/codec.ts';
import type { Conversation } from '../types.ts';
import { cacheKey, client, SDKAppID, settle, wireConversation } from './chat-client-setup.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_790_000_000_000 });
});
afterEach(() => vi.useRealTimers());

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
