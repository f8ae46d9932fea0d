import { describe, expect, it } from 'vitest';
import { codeOf } from './code-of.ts';
import type { ChatContext } from '../core/chat-context.ts';
import { Emitter } from '../core/emitter.ts';
import { RateLimiter } from '../core/rate-limiter.ts';
import { ConversationStore, emptyConversation } from '../conversations/conversation-store.ts';
import { ErrorCode } from '../errors.ts';
import { ImEvent, type ImEventMap } from '../events.ts';
import { GroupModule } from '../groups/module/group-module.ts';
import { addResultLists, checkSetRole, createRequest, updateRequest } from '../groups/module/group-rules.ts';
import { groupFromWire, memberFromWire } from '../groups/module/group-wire.ts';
import { topicFromWire } from '../groups/module/topic-rules.ts';
import type { FrameBody } from '../protocol/codec.ts';
import type { im } from '../protocol/generated/im.js';
import { encodeGroupNotice, encodeGroupResponse, GroupNoticeType, type GroupNotice, type GroupResponse } from '../protocol/group-codec.ts';
import { GroupType, MessageRemindType, type Message } from '../types.ts';

const community = '@TGS#_fans';
const derby = `${community}@TOPIC#_derby`;

/** The groups module of user `me` on a fake server that answers every group command with `answer`. */
function groupsOn(answer: GroupResponse) {
  let changes = 0;
  const emitter = new Emitter<ImEventMap>();
  const conversations = new ConversationStore(() => changes++);
  const context = {
    emitter,
    conversations,
    purchaseBits: () => '11111111',
    limiter: new RateLimiter(() => 0),
    now: () => 0,
    cloudConfig: {},
    groupTypes: new Map(),
    groupsWithTopics: new Set(),
    self: () => ({ userID: 'me' }),
    log: { warn: () => undefined },
    request: async (_command: string, _body?: FrameBody) => ({ group: encodeGroupResponse(answer) }),
  } as unknown as ChatContext;
  const received: Message[] = [];
  emitter.on(ImEvent.MESSAGE_RECEIVED, (messages) => received.push(...messages));
  return { groups: new GroupModule(context, undefined), emitter, conversations, received, changes: () => changes };
}

const push = (groups: GroupModule, notice: GroupNotice) =>
  groups.push({ group: encodeGroupNotice({ time: 100, operatorId: 'me', ...notice }) } as im.Frame);

describe('system notice 20: a remind type set on another of my devices (spec 001 §4)', () => {
  it('gives a group and its conversation the new remind type, and delivers the notice in the system conversation', async () => {
    const { groups, conversations, received, changes } = groupsOn({
      groups: [{ groupId: '@TGS#club', type: GroupType.PUBLIC, name: '球迷会', selfInfo: { userId: 'me', role: 'Member' } }],
    });
    await groups.getGroupProfile({ groupID: '@TGS#club' });
    conversations.applyServerList([emptyConversation('GROUP@TGS#club', GroupType.PUBLIC)], false);
    const before = changes();
    push(groups, {
      type: GroupNoticeType.REMIND_TYPE,
      group: { groupId: '@TGS#club', type: GroupType.PUBLIC, name: '球迷会' },
      remindType: 2,
    });
    expect(conversations.get('GROUP@TGS#club')?.messageRemindType).toBe(MessageRemindType.ACPT_NOT_NOTE);
    // The conversation store's change is what the SDK announces as CONVERSATION_LIST_UPDATED.
    expect(changes()).toBeGreaterThan(before);
    expect(received).toEqual([
      expect.objectContaining({
        conversationID: '@TIM#SYSTEM',
        payload: expect.objectContaining({
          operationType: 20,
          messageRemindType: MessageRemindType.ACPT_NOT_NOTE,
          groupProfile: expect.objectContaining({ groupID: '@TGS#club' }),
        }),
      }),
    ]);
  });

  it("gives a topic the new remind type with TOPIC_UPDATED, and makes no message of a topic's notice (as Tencent's)", async () => {
    const { groups, emitter, conversations, received } = groupsOn({ topics: [{ topicId: derby, groupId: community, name: '德比' }] });
    await groups.getTopicList({ groupID: community });
    const updates: ImEventMap[typeof ImEvent.TOPIC_UPDATED][] = [];
    emitter.on(ImEvent.TOPIC_UPDATED, (update) => updates.push(update));
    push(groups, {
      type: GroupNoticeType.REMIND_TYPE,
      group: { groupId: community, type: GroupType.COMMUNITY },
      topicIds: [derby],
      remindType: 1,
    });
    expect(updates).toEqual([
      {
        groupID: community,
        topic: expect.objectContaining({
          topicID: derby,
          selfInfo: expect.objectContaining({ messageRemindType: MessageRemindType.DISCARD }),
        }),
      },
    ]);
    expect(conversations.get(`GROUP${derby}`)?.messageRemindType).toBe(MessageRemindType.DISCARD);
    expect((await groups.getTopicList({ groupID: community })).successTopicList[0].selfInfo.messageRemindType).toBe(
      MessageRemindType.DISCARD,
    );
    expect(received).toEqual([]);
  });

  it("reads my stored remind type from a group's selfInfo and a topic's, accept and notify when unset", () => {
    expect(
      groupFromWire({ groupId: '@TGS#club', selfInfo: { userId: 'me', role: 'Member', remindType: 1 } }, 'me').selfInfo.messageRemindType,
    ).toBe(MessageRemindType.DISCARD);
    expect(groupFromWire({ groupId: '@TGS#club', selfInfo: { userId: 'me', role: 'Member' } }, 'me').selfInfo.messageRemindType).toBe(
      MessageRemindType.ACPT_AND_NOTE,
    );
    expect(topicFromWire({ topicId: derby, groupId: community, remindType: 2 }).selfInfo.messageRemindType).toBe(
      MessageRemindType.ACPT_NOT_NOTE,
    );
  });
});

describe('custom roles in communities (spec 001 §3, §5, §6)', () => {
  it('lets the owner set Custom in a community only: INVALID_MEMBER_ROLE elsewhere, as tim-js-sdk 2.27.6', () => {
    expect(() => checkSetRole(GroupType.COMMUNITY, 'Owner', 'me', 'you', 'Custom')).not.toThrow();
    expect(codeOf(() => checkSetRole(GroupType.PUBLIC, 'Owner', 'me', 'you', 'Custom'))).toBe(ErrorCode.INVALID_MEMBER_ROLE);
    expect(codeOf(() => checkSetRole(GroupType.CHATROOM, 'Owner', 'me', 'you', 'Custom'))).toBe(ErrorCode.INVALID_MEMBER_ROLE);
    expect(codeOf(() => checkSetRole(GroupType.COMMUNITY, 'Admin', 'me', 'you', 'Custom'))).toBe(ErrorCode.NOT_OWNER);
    expect(codeOf(() => checkSetRole(GroupType.COMMUNITY, 'Owner', 'me', 'me', 'Custom'))).toBe(ErrorCode.CANNOT_SET_SELF_MEMBER_ROLE);
  });

  it('shows a Custom member as Custom in member lists and profiles, and my own role as Custom', () => {
    expect(memberFromWire({ userId: 'you', role: 'Custom' }).role).toBe('Custom');
    expect(memberFromWire({ userId: 'you', role: 'Boss' }).role).toBe('Member');
    expect(
      groupFromWire({ groupId: community, type: GroupType.COMMUNITY, selfInfo: { userId: 'me', role: 'Custom' } }, 'me').selfInfo.role,
    ).toBe('Custom');
  });
});

describe('invite options (spec 001 §4: free, need permission, disable)', () => {
  it('sends an invite option on create and update only when it is one of the three (INVALID_PARAMETER)', () => {
    expect(createRequest({ type: GroupType.PUBLIC, name: 'g', inviteOption: 'NeedPermission' }, undefined).profile?.inviteOption).toBe(
      'NeedPermission',
    );
    expect(createRequest({ type: GroupType.PUBLIC, name: 'g' }, undefined).profile?.inviteOption).toBe('');
    expect(codeOf(() => createRequest({ type: GroupType.PUBLIC, name: 'g', inviteOption: 'Anyone' }, undefined))).toBe(
      ErrorCode.INVALID_PARAMETER,
    );
    expect(updateRequest({ groupID: 'g', inviteOption: 'FreeAccess' }, GroupType.PUBLIC, undefined)).toMatchObject({
      profile: { inviteOption: 'FreeAccess' },
      fields: ['inviteOption'],
    });
    expect(codeOf(() => updateRequest({ groupID: 'g', inviteOption: '' }, GroupType.PUBLIC, undefined))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(groupFromWire({ groupId: 'g' }, 'me').inviteOption).toBe('DisableInvite');
  });

  it("leaves an invitation waiting for approval (3) out of addGroupMember's lists, as Tencent's", () => {
    expect(
      addResultLists([
        { userId: 'a', result: 1 },
        { userId: 'b', result: 3 },
        { userId: 'c', result: 0 },
      ]),
    ).toEqual({ successUserIDList: ['a'], failureUserIDList: ['c'], existedUserIDList: [], overLimitUserIDList: [] });
  });
});
