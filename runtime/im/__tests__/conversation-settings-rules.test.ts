import { describe, expect, it } from 'vitest';
import { codeOf } from './code-of.ts';
import { ConversationModule } from '../conversations/module/conversation-module.ts';
import * as rules from '../conversations/module/settings-rules.ts';
import type { ChatContext } from '../core/chat-context.ts';
import { Emitter } from '../core/emitter.ts';
import { Logger } from '../core/logger.ts';
import { ConversationStore, emptyConversation } from '../conversations/conversation-store.ts';
import { groupAtTipOf, markListOf, remindTypeOf } from '../conversations/conversation-settings.ts';
import { totalUnread } from '../conversations/unread.ts';
import { ErrorCode } from '../errors.ts';
import { ImEvent, type ImEventMap } from '../events.ts';
import { MessageList } from '../messages/message-list.ts';
import {
  decodeConversationRequest,
  encodeConversationPush,
  encodeConversationResponse,
  type ConversationResponse,
} from '../protocol/conversation-codec.ts';
import type { FrameBody } from '../protocol/codec.ts';
import { atAllUserId } from '../protocol/mentions.ts';
import { MessageRemindType, MessageType, type Message } from '../types.ts';

describe('conversation settings rules (spec 001 §5, §9)', () => {
  it('takes conversation group names of 1 to 32 characters', () => {
    expect(rules.checkedGroupName('球'.repeat(32))).toBe('球'.repeat(32));
    expect(codeOf(() => rules.checkedGroupName('球'.repeat(33)))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(codeOf(() => rules.checkedGroupName(''))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(codeOf(() => rules.checkedGroupName(7))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('fails each conversation ID that is not local, or neither C2C nor GROUP, and cuts the list to 100', () => {
    const local = new Set(['C2Cbob', 'GROUPg1', 'GROUP@TGS#_c@TOPIC#_t', '@TIM#SYSTEM']);
    const { send, failed } = rules.splitConversationIds(
      ['C2Cbob', 'C2Cnobody', 'GROUPg1', 'GROUP@TGS#_c@TOPIC#_t', '@TIM#SYSTEM', 7],
      (id) => local.has(id),
    );
    expect(send).toEqual(['C2Cbob', 'GROUPg1']);
    expect(failed.map((item) => [item.conversationID, item.code])).toEqual([
      ['C2Cnobody', ErrorCode.CONVERSATION_NOT_FOUND],
      ['GROUP@TGS#_c@TOPIC#_t', ErrorCode.INVALID_CONVERSATION_ID],
      ['@TIM#SYSTEM', ErrorCode.INVALID_CONVERSATION_ID],
      ['7', ErrorCode.CONVERSATION_NOT_FOUND],
    ]);
    const many = Array.from({ length: 150 }, (_, i) => `C2Cu${i}`);
    expect(rules.splitConversationIds(many, () => true).send).toHaveLength(100);
    expect(codeOf(() => rules.splitConversationIds([], () => true))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(codeOf(() => rules.splitConversationIds('C2Cbob', () => true))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('takes the mark types of the Tencent SDK (star 1, unread 2, fold 4, hide 8) and custom powers of two up to 2^31', () => {
    expect([1, 2, 4, 8, 2 ** 31].map(rules.markBitOf)).toEqual([0, 1, 2, 3, 31]);
    for (const bad of [0, 3, -1, 2 ** 32, 0.5, '1', Number.NaN])
      expect(codeOf(() => rules.markBitOf(bad))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(markListOf(0b1011)).toEqual([1, 2, 8]);
    expect(markListOf(2 ** 31)).toEqual([2 ** 31]);
  });

  it('takes custom data of at most 256 characters (UTF-16 units, as Tencent’s SDK counts)', () => {
    expect(rules.checkedCustomData('球'.repeat(256))).toHaveLength(256);
    expect(codeOf(() => rules.checkedCustomData('x'.repeat(257)))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(codeOf(() => rules.checkedCustomData(undefined))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('maps the remind types 0 accept and notify, 1 discard, 2 accept without notice, and takes at most 30 C2C users', () => {
    expect([MessageRemindType.ACPT_AND_NOTE, MessageRemindType.DISCARD, MessageRemindType.ACPT_NOT_NOTE].map(rules.remindFlagOf)).toEqual([
      0, 1, 2,
    ]);
    expect([0, 1, 2, 9].map(remindTypeOf)).toEqual(['AcceptAndNotify', 'Discard', 'AcceptNotNotify', 'AcceptAndNotify']);
    expect(codeOf(() => rules.remindFlagOf('Mute'))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(rules.remindUserIds(Array.from({ length: 40 }, (_, i) => `u${i}`))).toHaveLength(30);
    expect(codeOf(() => rules.remindUserIds([]))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(codeOf(() => rules.remindUserIds(['a', 2]))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('names the calls that need the commercial ability: conversation groups and marking', () => {
    expect([...rules.commercialConversationCalls].sort()).toEqual([
      'addConversationsToGroup',
      'createConversationGroup',
      'deleteConversationGroup',
      'deleteConversationsFromGroup',
      'getConversationGroupList',
      'markConversation',
      'renameConversationGroup',
    ]);
  });
});

describe('group-at tips and remind types in the conversation list (spec 001 §3, §4)', () => {
  const text = (from: string, atUserList: string[], sequence: number): Message =>
    ({
      ID: `m${sequence}`,
      conversationID: 'GROUPg1',
      conversationType: 'GROUP',
      from,
      to: 'g1',
      flow: from === 'me' ? 'out' : 'in',
      type: MessageType.TEXT,
      payload: { text: 'hi', atUserList },
      sequence,
      time: sequence,
      isRead: false,
      onlineOnly: false,
    }) as unknown as Message;

  it('makes a tip of an incoming group text that mentions me (1), everyone (2) or both (3)', () => {
    expect(groupAtTipOf(text('bob', ['me'], 5), 'g1', 'me')).toEqual({
      from: 'bob',
      groupID: 'g1',
      topicID: '',
      messageSequence: 5,
      atTypeArray: [1],
    });
    expect(groupAtTipOf(text('bob', [atAllUserId], 6), 'g1', 'me')?.atTypeArray).toEqual([2]);
    expect(groupAtTipOf(text('bob', [atAllUserId, 'me'], 7), '@TGS#_c@TOPIC#_t', 'me')).toMatchObject({
      groupID: '@TGS#_c',
      topicID: '@TGS#_c@TOPIC#_t',
      atTypeArray: [3],
    });
    expect(groupAtTipOf(text('bob', ['carol'], 8), 'g1', 'me')).toBeUndefined();
    expect(groupAtTipOf(text('me', [atAllUserId], 9), 'g1', 'me')).toBeUndefined();
  });

  it('adds tips as messages arrive, and leaves silenced conversations out of the total unread count', () => {
    const store = new ConversationStore(
      () => {},
      () => 'me',
    );
    store.onMessage(text('bob', ['me'], 1), 'Public');
    store.onMessage(text('bob', ['carol'], 2), 'Public');
    expect(store.get('GROUPg1')).toMatchObject({ unreadCount: 2, groupAtInfoList: [{ messageSequence: 1, atTypeArray: [1] }] });
    expect(totalUnread(store.sorted())).toBe(2);
    store.update('GROUPg1', { messageRemindType: MessageRemindType.ACPT_NOT_NOTE });
    expect(totalUnread(store.sorted())).toBe(0);
  });
});

/** A module over a fake socket: `answers` gives each command's response, `sent` records the requests. */
function moduleWith(answers: Record<string, ConversationResponse>) {
  const conversations = new ConversationStore(() => {});
  for (const id of ['C2Cbob', 'C2Ccarol', 'GROUPg1'])
    conversations.applyServerList([emptyConversation(id, id.startsWith('GROUP') ? 'Public' : '')], false);
  const emitter = new Emitter<ImEventMap>();
  const events: [string, unknown][] = [];
  emitter.on(ImEvent.CONVERSATION_GROUP_LIST_UPDATED, (names) => events.push(['groups', names]));
  emitter.on(ImEvent.CONVERSATION_IN_GROUP_UPDATED, (change) =>
    events.push(['inGroup', [change.groupName, change.conversationList.map((item) => item.conversationID)]]),
  );
  const sent: [string, ReturnType<typeof decodeConversationRequest>][] = [];
  const lists = new Map<string, MessageList>();
  const context = {
    conversations,
    emitter,
    log: new Logger(),
    // Every ability bought: the purchase-bit check itself is tested in user-status.test.ts.
    purchaseBits: () => '11111111',
    listOf: (id: string) => lists.get(id) ?? lists.set(id, new MessageList(100)).get(id)!,
    request: (command: string, body: FrameBody = {}) => {
      sent.push([command, decodeConversationRequest(body.conversation!)]);
      return Promise.resolve({ conversation: encodeConversationResponse(answers[command] ?? {}) });
    },
  } as unknown as ChatContext;
  return { module: new ConversationModule(context), conversations, events, sent };
}

describe('the conversation module (Tencent conversation groups, marks, custom data, remind types)', () => {
  it('sends only the IDs that pass, and reports the server’s per-item failures beside the local ones', async () => {
    const { module, conversations, events, sent } = moduleWith({
      'conversationGroup.create': {
        results: [{ id: 'C2Cbob' }, { id: 'GROUPg1', code: 10004, info: 'no such conversation' }],
        groups: [{ name: '球友', conversationIds: ['C2Cbob'] }],
      },
    });
    const result = await module.createConversationGroup({ groupName: '球友', conversationIDList: ['C2Cbob', 'GROUPg1', 'C2Cnobody'] });
    expect(sent).toEqual([
      ['conversationGroup.create', expect.objectContaining({ groupName: '球友', conversationIds: ['C2Cbob', 'GROUPg1'] })],
    ]);
    expect(result).toEqual({
      successConversationIDList: ['C2Cbob'],
      failureConversationIDList: [
        { conversationID: 'C2Cnobody', code: ErrorCode.CONVERSATION_NOT_FOUND, message: 'conversation not found' },
        { conversationID: 'GROUPg1', code: 10004, message: 'no such conversation' },
      ],
    });
    expect(conversations.get('C2Cbob')?.conversationGroupList).toEqual(['球友']);
    expect(events).toEqual([
      ['groups', ['球友']],
      ['inGroup', ['球友', ['C2Cbob']]],
    ]);
    expect(await module.getConversationGroupList()).toEqual(['球友']);
    // Nothing local to send: no request, every item failed.
    expect(
      (await module.addConversationsToGroup({ groupName: '球友', conversationIDList: ['C2Cnobody'] })).successConversationIDList,
    ).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it('applies what another device changed: groups renamed and deleted, marks, custom data, remind types, cleared history', () => {
    const { module, conversations, events } = moduleWith({});
    const push = (body: Parameters<typeof encodeConversationPush>[0]) =>
      module.push({ conversation: encodeConversationPush(body) } as never);
    push({ kind: 5, groupName: 'A', groups: [{ name: 'A', conversationIds: ['C2Cbob', 'GROUPg1'] }] });
    push({ kind: 7, groupName: 'B', oldGroupName: 'A', groups: [{ name: 'B', conversationIds: ['C2Cbob', 'GROUPg1'] }] });
    expect(conversations.get('GROUPg1')?.conversationGroupList).toEqual(['B']);
    push({ kind: 6, groupName: 'B', groups: [] });
    expect(conversations.get('C2Cbob')?.conversationGroupList).toEqual([]);
    expect(events.filter(([name]) => name === 'groups')).toEqual([
      ['groups', ['A']],
      ['groups', ['B']],
      ['groups', []],
    ]);
    push({ kind: 4, conversations: [{ conversationId: 'C2Cbob', marks: 0b101, customData: '置顶', remindType: 2 }] });
    expect(conversations.get('C2Cbob')).toMatchObject({ markList: [1, 4], customData: '置顶', messageRemindType: 'AcceptNotNotify' });
    conversations.update('C2Ccarol', { unreadCount: 3 });
    push({ kind: 8, conversationId: 'C2Ccarol' });
    expect(conversations.get('C2Ccarol')).toMatchObject({ unreadCount: 0, lastMessage: null });
    module.push({ conversation: new Uint8Array([255, 255]) } as never);
  });

  it('checks its arguments before sending: mark types, enableMark, custom data, remind types, clearHistoryMessage’s conversation', async () => {
    const { module, sent } = moduleWith({
      'conversation.remind': {
        results: [{ id: 'bob' }, { id: 'me', code: 20003 }],
        conversations: [{ conversationId: 'C2Cbob', remindType: 1 }],
      },
    });
    await expect(module.markConversation({ conversationIDList: ['C2Cbob'], markType: 3, enableMark: true })).rejects.toMatchObject({
      code: ErrorCode.INVALID_PARAMETER,
    });
    await expect(
      module.markConversation({ conversationIDList: ['C2Cbob'], markType: 1, enableMark: 'yes' as never }),
    ).rejects.toMatchObject({ code: ErrorCode.INVALID_PARAMETER });
    await expect(module.setConversationCustomData({ conversationIDList: ['C2Cbob'], customData: 'x'.repeat(257) })).rejects.toMatchObject({
      code: ErrorCode.INVALID_PARAMETER,
    });
    await expect(module.setMessageRemindType({ userIDList: ['bob'], messageRemindType: 'Never' as never })).rejects.toMatchObject({
      code: ErrorCode.INVALID_PARAMETER,
    });
    await expect(module.clearHistoryMessage('C2Cnobody')).rejects.toMatchObject({ code: ErrorCode.CONVERSATION_NOT_FOUND });
    expect(sent).toEqual([]);
    expect(await module.setMessageRemindType({ userIDList: ['bob', 'me'], messageRemindType: MessageRemindType.DISCARD })).toEqual({
      successUserIDList: [{ userID: 'bob' }],
      failureUserIDList: [{ userID: 'me', code: 20003 }],
    });
    expect(sent[0][1]).toMatchObject({ userIds: ['bob', 'me'], remindType: 1 });
  });
});
