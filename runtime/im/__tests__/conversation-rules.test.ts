import { describe, expect, it } from 'vitest';
import { compareConversations, sortConversations } from '../conversations/conversation-sort.ts';
import { cachedConversationCount, ConversationStore, emptyConversation } from '../conversations/conversation-store.ts';
import { countsUnread, raisesUnread, totalUnread, unreadAfterFetch, unreadAfterRevoke } from '../conversations/unread.ts';
import { needsSync, pagingReducer } from '../conversations/paging-state.ts';
import { parseDeleteArgument } from '../conversations/module/list-changes.ts';
import { ErrorCode } from '../errors.ts';
import type { Conversation, LastMessage, Message } from '../types.ts';

const at = (lastTime: number) => ({ lastTime }) as LastMessage;
const conversation = (id: string, change: Partial<Conversation> = {}): Conversation => ({ ...emptyConversation(id), ...change });
const incoming = (change: Partial<Message> = {}) => ({ flow: 'in', onlineOnly: false, isRead: false, ...change }) as Message;

describe('conversation sorting (spec 001 §4 Sorting)', () => {
  it('puts pinned first, each block newest first, and conversations without a last time after their block', () => {
    const list = [
      conversation('C2Cold', { lastMessage: at(100) }),
      conversation('C2Cempty'),
      conversation('C2Cnew', { lastMessage: at(300) }),
      conversation('GROUPpinnedOld', { isPinned: true, lastMessage: at(50) }),
      conversation('GROUPpinnedEmpty', { isPinned: true }),
      conversation('C2CpinnedNew', { isPinned: true, lastMessage: at(200) }),
    ];
    expect(sortConversations(list).map((c) => c.conversationID)).toEqual([
      'C2CpinnedNew',
      'GROUPpinnedOld',
      'GROUPpinnedEmpty',
      'C2Cnew',
      'C2Cold',
      'C2Cempty',
    ]);
  });

  it('re-sorts when a conversation is pinned or unpinned', () => {
    const a = conversation('C2Ca', { lastMessage: at(10) });
    const b = conversation('C2Cb', { lastMessage: at(20) });
    expect([a, b].sort(compareConversations)[0]).toBe(b);
    expect([a, { ...b, isPinned: false }, { ...a, isPinned: true }].sort(compareConversations)[0].isPinned).toBe(true);
  });
});

describe('unread counting (spec 001 §4 Unread counting)', () => {
  it('replaces group counts on fetch', () => {
    expect(unreadAfterFetch(conversation('GROUPg', { unreadCount: 9 }), conversation('GROUPg', { unreadCount: 2 }), false)).toBe(2);
  });

  it('replaces C2C counts when the server sends unread pairs, and adds them up otherwise', () => {
    const local = conversation('C2Cu', { unreadCount: 3 });
    const fetched = conversation('C2Cu', { unreadCount: 2 });
    expect(unreadAfterFetch(local, fetched, true)).toBe(2);
    expect(unreadAfterFetch(local, fetched, false)).toBe(5);
  });

  it('keeps AVChatRoom groups at 0, whatever arrives', () => {
    const room = conversation('GROUPlive_1', { groupType: 'AVChatRoom' });
    expect(countsUnread(room)).toBe(false);
    expect(unreadAfterFetch(undefined, { ...room, unreadCount: 7 }, true)).toBe(0);
    expect(raisesUnread(room, incoming())).toBe(false);
    expect(totalUnread([room, conversation('C2Cx', { unreadCount: 4 })])).toBe(4);
  });

  it('does not count online-only, outgoing or already read messages', () => {
    const c2c = conversation('C2Cx');
    expect(raisesUnread(c2c, incoming())).toBe(true);
    expect(raisesUnread(c2c, incoming({ onlineOnly: true }))).toBe(false);
    expect(raisesUnread(c2c, incoming({ flow: 'out' }))).toBe(false);
    expect(raisesUnread(c2c, incoming({ isRead: true }))).toBe(false);
  });

  it('takes a revoked unread message off the count, never below 0', () => {
    expect(unreadAfterRevoke(conversation('C2Cx', { unreadCount: 2 }), incoming())).toBe(1);
    expect(unreadAfterRevoke(conversation('C2Cx', { unreadCount: 0 }), incoming())).toBe(0);
    expect(unreadAfterRevoke(conversation('C2Cx', { unreadCount: 2 }), incoming({ isRead: true }))).toBe(2);
  });
});

describe('conversation paging states (spec 001 §4 Conversation paging)', () => {
  it('goes not started → pending → resolved, and a rejected sync makes the next request sync again', () => {
    expect(needsSync('notStarted')).toBe(true);
    expect(pagingReducer('notStarted', 'request')).toBe('pending');
    expect(pagingReducer('pending', 'succeed')).toBe('resolved');
    expect(needsSync('resolved')).toBe(false);
    expect(pagingReducer('pending', 'fail')).toBe('rejected');
    expect(needsSync('rejected')).toBe(true);
  });
});

describe('deleteConversation arguments (spec 001 §5 Delete conversation)', () => {
  const codeOf = (argument: unknown) => {
    try {
      parseDeleteArgument(argument);
      return 0;
    } catch (error) {
      return (error as { code: number }).code;
    }
  };

  it('takes a valid ID string', () => {
    expect(parseDeleteArgument('C2C42')).toEqual({ ids: ['C2C42'], clearHistoryMessage: true });
    expect(codeOf('friend42')).toBe(ErrorCode.INVALID_CONVERSATION_ID);
  });

  it('takes an object with a non-empty list of valid IDs, cut to 100, and a boolean clearHistoryMessage', () => {
    const ids = Array.from({ length: 130 }, (_, i) => `C2C${i}`);
    expect(parseDeleteArgument({ conversationIDList: ids, clearHistoryMessage: false })).toEqual({
      ids: ids.slice(0, 100),
      clearHistoryMessage: false,
    });
    expect(codeOf({ conversationIDList: [] })).toBe(ErrorCode.INVALID_PARAMETER);
    expect(codeOf({ conversationIDList: ['C2C1', 'nope'] })).toBe(ErrorCode.INVALID_CONVERSATION_ID);
    expect(codeOf({ conversationIDList: ['C2C1'], clearHistoryMessage: 'yes' })).toBe(ErrorCode.INVALID_PARAMETER);
  });
});

describe('conversation cache (spec 001 §9: first 20 of C2C and group, excluding group tip last messages)', () => {
  const storage = () => {
    const stored = new Map<string, string>();
    return {
      stored,
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
  };

  it('saves the first 20 C2C and group conversations in list order, without a group tip as last message', () => {
    const store = new ConversationStore(() => undefined);
    const list = [
      conversation('@TIM#SYSTEM', { lastMessage: at(999) }),
      conversation('GROUPtips', { lastMessage: { ...at(998), type: 'TIMGroupTipElem' } as unknown as LastMessage }),
      ...Array.from({ length: 24 }, (_, i) => conversation(i % 2 ? `GROUPg${i}` : `C2Cu${i}`, { lastMessage: at(900 - i) })),
    ];
    store.applyServerList(list, true);
    const cache = storage();
    store.saveCache(cache, 'k');
    const saved = JSON.parse(cache.stored.get('k') ?? '[]') as Conversation[];
    expect(cachedConversationCount).toBe(20);
    expect(saved.map((c) => c.conversationID)).toEqual(['GROUPtips', ...list.slice(2, 21).map((c) => c.conversationID)]);
    expect(saved[0].lastMessage).toBeNull();
    expect(saved[1].lastMessage?.lastTime).toBe(900);
  });

  it('reads the cache back, skipping entries with invalid IDs, and ignores a damaged cache', () => {
    const cache = storage();
    cache.setItem('k', JSON.stringify([conversation('C2Ca', { lastMessage: at(5) }), conversation('nope'), conversation('GROUPg')]));
    const store = new ConversationStore(() => undefined);
    store.loadCache(cache, 'k');
    expect(store.sorted().map((c) => c.conversationID)).toEqual(['C2Ca', 'GROUPg']);
    cache.setItem('other', '{not json');
    const fresh = new ConversationStore(() => undefined);
    fresh.loadCache(cache, 'other');
    expect(fresh.sorted()).toEqual([]);
  });
});
