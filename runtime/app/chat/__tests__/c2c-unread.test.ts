import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../im/index.ts';
import { c2cUnread } from '../c2c-unread.ts';

const conversation = (conversationID: string, unreadCount: number, change: Partial<Conversation> = {}): Conversation =>
  ({ conversationID, type: conversationID.startsWith('C2C') ? 'C2C' : 'GROUP', unreadCount, groupType: '', ...change }) as Conversation;

describe("the menu's chat badge (c2cUnreadCount)", () => {
  it('adds up the one-to-one conversations only: groups, fan groups and live rooms count elsewhere', () => {
    const list = [conversation('C2C9', 3), conversation('C2C8', 120), conversation('GROUPfans_1', 7, { groupType: 'Public' }), conversation('GROUPlive_101', 50, { groupType: 'AVChatRoom' }), conversation('C2C7', 0)];
    expect(c2cUnread(list)).toBe(123);
    expect(c2cUnread([])).toBe(0);
    expect(c2cUnread([conversation('C2C9', -2), conversation('C2C8', 1)])).toBe(1);
  });
});
