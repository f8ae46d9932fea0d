import { describe, expect, it } from 'vitest';
import { codeOf } from './code-of.ts';
import { ErrorCode } from '../errors.ts';
import { noticeMessage } from '../groups/module/group-notices.ts';
import * as rules from '../groups/module/group-rules.ts';
import { groupFromWire } from '../groups/module/group-wire.ts';
import { fromWireMessage } from '../messages/wire-message.ts';
import { raisesUnread } from '../conversations/unread.ts';
import { emptyConversation } from '../conversations/conversation-store.ts';
import { muteAllFromWire, wireMuteAll } from '../protocol/group-codec.ts';
import { ConversationType, MessageType, type GroupTipPayload } from '../types.ts';

/** A filter that blocks one word, as the app's lexicon would. */
const filter = (text: string) => ({ blocked: text.includes('赌博'), text });

describe('group create rules (spec 001 §5)', () => {
  it('takes Public, Private, ChatRoom, AVChatRoom and Community; anything else is an illegal group type', () => {
    for (const type of ['Public', 'Private', 'ChatRoom', 'AVChatRoom', 'Community'])
      expect(rules.createRequest({ type, name: 'g' }, undefined).profile?.type).toBe(type);
    expect(codeOf(() => rules.createRequest({ type: 'Work', name: 'g' }, undefined))).toBe(ErrorCode.ILLEGAL_GROUP_TYPE);
    expect(codeOf(() => rules.createRequest(undefined as never, undefined))).toBe(ErrorCode.ILLEGAL_GROUP_TYPE);
  });

  it('wants a custom id in the community form for communities only', () => {
    expect(codeOf(() => rules.createRequest({ type: 'Public', name: 'g', groupID: '@TGS#_abc' }, undefined))).toBe(
      ErrorCode.ILLEGAL_GROUP_ID,
    );
    expect(codeOf(() => rules.createRequest({ type: 'Community', name: 'g', groupID: 'fans' }, undefined))).toBe(
      ErrorCode.ILLEGAL_GROUP_ID,
    );
    expect(rules.createRequest({ type: 'Community', name: 'g', groupID: '@TGS#_fans' }, undefined).profile?.groupId).toBe('@TGS#_fans');
    expect(rules.createRequest({ type: 'Public', name: 'g', groupID: 'fans' }, undefined).profile?.groupId).toBe('fans');
  });

  it('filters name, introduction and notification for profanity, and limits the name to 32 characters', () => {
    expect(codeOf(() => rules.createRequest({ type: 'Public', name: '赌博群' }, filter))).toBe(ErrorCode.PROFANITY_FOUND);
    expect(codeOf(() => rules.createRequest({ type: 'Public', name: 'g', introduction: '赌博' }, filter))).toBe(ErrorCode.PROFANITY_FOUND);
    expect(codeOf(() => rules.createRequest({ type: 'Public', name: 'g', notification: '赌博' }, filter))).toBe(ErrorCode.PROFANITY_FOUND);
    expect(rules.createRequest({ type: 'Public', name: '球'.repeat(32) }, filter).profile?.name).toHaveLength(32);
    expect(codeOf(() => rules.createRequest({ type: 'Public', name: '球'.repeat(33) }, filter))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('drops the member list for live chat rooms and keeps joinOption for Public and Community only', () => {
    const memberList = [{ userID: '7' }, { userID: '8' }];
    expect(rules.createRequest({ type: 'AVChatRoom', name: 'g', memberList }, undefined).userIds).toEqual([]);
    expect(rules.createRequest({ type: 'Private', name: 'g', memberList }, undefined).userIds).toEqual(['7', '8']);
    expect(rules.createRequest({ type: 'Public', name: 'g', joinOption: 'FreeAccess' }, undefined).profile?.joinOption).toBe('FreeAccess');
    expect(rules.createRequest({ type: 'Community', name: 'g', joinOption: 'FreeAccess' }, undefined).profile?.joinOption).toBe(
      'FreeAccess',
    );
    for (const type of ['Private', 'ChatRoom', 'AVChatRoom'])
      expect(rules.createRequest({ type, name: 'g', joinOption: 'FreeAccess' }, undefined).profile?.joinOption).toBe('');
  });
});

describe('group profile update rules (spec 001 §5)', () => {
  it('sends muteAllMembers as On or Off, and reads it back as a boolean', () => {
    expect(rules.updateRequest({ groupID: 'g', muteAllMembers: true }, 'Public', undefined)).toEqual({
      groupId: 'g',
      profile: { muteAllMembers: 'On' },
      fields: ['muteAllMembers'],
    });
    expect(rules.updateRequest({ groupID: 'g', muteAllMembers: false }, 'Public', undefined).profile?.muteAllMembers).toBe('Off');
    expect([wireMuteAll(true), wireMuteAll(false), muteAllFromWire('On'), muteAllFromWire('Off')]).toEqual(['On', 'Off', true, false]);
  });

  it('ignores joinOption for Private (Work), ChatRoom (Meeting) and live rooms, and applies the same profanity checks', () => {
    for (const type of ['Private', 'ChatRoom', 'AVChatRoom'])
      expect(codeOf(() => rules.updateRequest({ groupID: 'g', joinOption: 'FreeAccess' }, type, undefined))).toBe(
        ErrorCode.INVALID_PARAMETER,
      );
    expect(rules.updateRequest({ groupID: 'g', joinOption: 'FreeAccess', name: 'n' }, 'ChatRoom', undefined).fields).toEqual(['name']);
    expect(rules.updateRequest({ groupID: 'g', joinOption: 'DisableApply' }, 'Public', undefined).fields).toEqual(['joinOption']);
    expect(codeOf(() => rules.updateRequest({ groupID: 'g', notification: '赌博' }, 'Public', filter))).toBe(ErrorCode.PROFANITY_FOUND);
  });
});

describe('group operation rules (spec 001 §5)', () => {
  it('refuses dismissing a Private (Work) group', () => {
    expect(codeOf(() => rules.checkDismiss('Private'))).toBe(ErrorCode.CANNOT_DISMISS_WORK);
    expect(() => rules.checkDismiss('Public')).not.toThrow();
  });

  it('refuses changing the owner of a live room, or to oneself', () => {
    expect(codeOf(() => rules.checkChangeOwner('AVChatRoom', 'me', 'you'))).toBe(ErrorCode.CANNOT_CHANGE_OWNER_IN_AVCHATROOM);
    expect(codeOf(() => rules.checkChangeOwner('Public', 'me', 'me'))).toBe(ErrorCode.CANNOT_CHANGE_OWNER_TO_SELF);
    expect(() => rules.checkChangeOwner('Public', 'me', 'you')).not.toThrow();
  });

  it('sets roles: the owner only, not in Work groups or live rooms, not on oneself, Admin or Member', () => {
    expect(codeOf(() => rules.checkSetRole('Private', 'Owner', 'me', 'you', 'Admin'))).toBe(
      ErrorCode.CANNOT_SET_MEMBER_ROLE_IN_WORK_AND_AVCHATROOM,
    );
    expect(codeOf(() => rules.checkSetRole('AVChatRoom', 'Owner', 'me', 'you', 'Admin'))).toBe(
      ErrorCode.CANNOT_SET_MEMBER_ROLE_IN_WORK_AND_AVCHATROOM,
    );
    expect(codeOf(() => rules.checkSetRole('Public', 'Admin', 'me', 'you', 'Admin'))).toBe(ErrorCode.NOT_OWNER);
    expect(codeOf(() => rules.checkSetRole('Public', 'Owner', 'me', 'me', 'Admin'))).toBe(ErrorCode.CANNOT_SET_SELF_MEMBER_ROLE);
    expect(codeOf(() => rules.checkSetRole('Public', 'Owner', 'me', 'you', 'Owner'))).toBe(ErrorCode.INVALID_MEMBER_ROLE);
    expect(() => rules.checkSetRole('ChatRoom', 'Owner', 'me', 'you', 'Member')).not.toThrow();
  });

  it('mutes anyone but oneself for the product durations or any whole seconds', () => {
    expect(codeOf(() => rules.checkedMuteTime('me', 'me', 600))).toBe(ErrorCode.CANNOT_MUTE_SELF);
    for (const seconds of [259200, 86400, 3600, 600, 0, 7]) expect(rules.checkedMuteTime('me', 'you', seconds)).toBe(seconds);
    for (const seconds of [-1, 1.5, '600', 2 ** 32])
      expect(codeOf(() => rules.checkedMuteTime('me', 'you', seconds))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('refuses adding members to a live room', () => {
    expect(codeOf(() => rules.checkAddMembers('AVChatRoom'))).toBe(ErrorCode.CANNOT_ADD_MEMBER_IN_AVCHATROOM);
    expect(() => rules.checkAddMembers('Private')).not.toThrow();
  });
});

describe('group lookups and results (spec 001 §5, §7, §9)', () => {
  it('pages members 15 by default, 100 at most', () => {
    expect([rules.memberPageCount(undefined), rules.memberPageCount(0), rules.memberPageCount(40), rules.memberPageCount(500)]).toEqual([
      15, 15, 40, 100,
    ]);
  });

  it('looks up at most 50 member profiles, without repeats', () => {
    const ids = Array.from({ length: 60 }, (_, i) => String(i));
    expect(rules.memberProfileIds([...ids, '1'])).toEqual(ids.slice(0, 50));
    expect(codeOf(() => rules.memberProfileIds([]))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('sorts addGroupMember results 1, 0, 2 and 4 into success, failure, existed and over-limit lists', () => {
    const lists = rules.addResultLists([
      { userId: 'a', result: 1 },
      { userId: 'b', result: 0 },
      { userId: 'c', result: 2 },
      { userId: 'd', result: 4 },
    ]);
    expect(lists).toEqual({ successUserIDList: ['a'], failureUserIDList: ['b'], existedUserIDList: ['c'], overLimitUserIDList: ['d'] });
  });

  it('handles applications with Agree or Reject only', () => {
    expect([rules.wireHandleAction('Agree'), rules.wireHandleAction('Reject')]).toEqual([1, 2]);
    expect(codeOf(() => rules.wireHandleAction('Ignore'))).toBe(ErrorCode.INVALID_PARAMETER);
  });
});

describe('group tips and system notices (spec 001 §4)', () => {
  it('reads a tip as a TIMGroupTipElem message of the group that counts no unread', () => {
    const data = JSON.stringify({ operationType: 7, operatorID: '1', userIDList: ['2'], memberList: [{ userID: '2', muteTime: 600 }] });
    const message = fromWireMessage(
      { conversationType: 2, from: '1', to: 'g', sequence: 4, random: 9, elements: [{ type: 'TIMGroupTipElem', data }] },
      '2',
    );
    expect(message).toMatchObject({ type: MessageType.GROUP_TIP, conversationID: 'GROUPg', flow: 'in' });
    expect(message.payload as GroupTipPayload).toMatchObject({
      operationType: 7,
      operatorID: '1',
      userIDList: ['2'],
      memberList: [{ userID: '2', muteTime: 600 }],
    });
    const conversation = emptyConversation('GROUPg', 'Public');
    expect(raisesUnread(conversation, message)).toBe(false);
    expect(raisesUnread(conversation, { ...message, type: MessageType.TEXT })).toBe(true);
    expect(raisesUnread(emptyConversation('GROUPg', 'AVChatRoom'), { ...message, type: MessageType.TEXT })).toBe(false);
  });

  it('turns a notice into a message of the system conversation, the same ID on every socket', () => {
    const notice = { type: 4, group: { groupId: 'g', name: '巴萨', type: 'Public' }, operatorId: '1', message: '刷屏', time: 1000 };
    const message = noticeMessage(notice, '2');
    expect(message).toMatchObject({
      type: MessageType.GROUP_SYSTEM_NOTICE,
      conversationType: ConversationType.SYSTEM,
      conversationID: '@TIM#SYSTEM',
      payload: { operationType: 4, handleMessage: '刷屏', groupProfile: { groupID: 'g' } },
    });
    expect(noticeMessage(notice, '2').ID).toBe(message.ID);
  });

  it('reads a group profile with my role, or none when I am not a member', () => {
    expect(groupFromWire({ groupId: 'g', type: 'Public', muteAllMembers: 'On', selfInfo: { role: 'Admin' } }, 'me')).toMatchObject({
      groupID: 'g',
      muteAllMembers: true,
      selfInfo: { userID: 'me', role: 'Admin' },
    });
    expect(groupFromWire({ groupId: 'g' }, 'me').selfInfo.role).toBe('');
  });
});
