import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../im/index.ts';
import { anchorGroupUnread, c2cUnread, sameAnchorGroups } from '../c2c-unread.ts';

const conversation = (conversationID: string, unreadCount: number, change: Partial<Conversation> = {}): Conversation =>
  ({ conversationID, type: conversationID.startsWith('C2C') ? 'C2C' : 'GROUP', unreadCount, groupType: '', ...change }) as Conversation;

describe("the menu's chat badge (c2cUnreadCount)", () => {
  it('adds up the one-to-one conversations only: groups, fan groups and live rooms count elsewhere', () => {
    const list = [
      conversation('C2C9', 3),
      conversation('C2C8', 120),
      conversation('GROUPfans_1', 7, { groupType: 'Public' }),
      conversation('GROUPlive_101', 50, { groupType: 'AVChatRoom' }),
      conversation('C2C7', 0),
    ];
    expect(c2cUnread(list)).toBe(123);
    expect(c2cUnread([])).toBe(0);
    expect(c2cUnread([conversation('C2C9', -2), conversation('C2C8', 1)])).toBe(1);
  });
});

describe('anchorGroups: the unread count of each anchor fan group', () => {
  it('lists the fan groups among the conversations with their own counts, nothing else', () => {
    const list = [
      conversation('GROUPCHATGROUP_ANCHORFANS_42', 5, { groupType: 'Public' }),
      conversation('C2C9', 3),
      conversation('GROUP@TGS#ABC', 2, { groupType: 'Public' }),
      conversation('GROUPCHATGROUP_ANCHORFANS_7', 0, { groupType: 'Public' }),
      conversation('GROUPCHATGROUP_ANCHORFANS_', 4, { groupType: 'Public' }),
    ];
    expect(anchorGroupUnread(list)).toEqual([
      { id: 'CHATGROUP_ANCHORFANS_42', unreadCount: 5 },
      { id: 'CHATGROUP_ANCHORFANS_7', unreadCount: 0 },
    ]);
    expect(
      sameAnchorGroups(anchorGroupUnread(list), [
        { id: 'CHATGROUP_ANCHORFANS_42', unreadCount: 5 },
        { id: 'CHATGROUP_ANCHORFANS_7', unreadCount: 0 },
      ]),
    ).toBe(true);
    expect(
      sameAnchorGroups(anchorGroupUnread(list), [
        { id: 'CHATGROUP_ANCHORFANS_42', unreadCount: 6 },
        { id: 'CHATGROUP_ANCHORFANS_7', unreadCount: 0 },
      ]),
    ).toBe(false);
  });
});
