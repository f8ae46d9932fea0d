import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConversationMarkType,
  ConversationType,
  ErrorCode,
  GroupTypes,
  ImEvent,
  MessageRemindType,
  type ChatSdk,
  type ImError,
} from '../../../runtime/im/index.ts';
import { startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';
import { chatUser, clientsOf, eventually, loggedIn, nextEvent } from './chat-fixtures.ts';

const codeOf = (promise: Promise<unknown>): Promise<number> =>
  promise.then(
    () => 0,
    (error: ImError) => error.code,
  );

/**
 * Conversation groups, marks, custom data, remind types, clearing history and group-at tips (spec 001 §3-§5, §7)
 * through real SDKs over real sockets: one user's two devices (the second sees what the first set) and a peer.
 */
describe('conversation settings across a user’s devices, beside a peer', () => {
  let server: TestServer;
  let alice: ChatSdk;
  let bob: ChatSdk;
  let aliceIdentity: { userID: string; userSig: string };
  let bobId = '';
  let groupID = '';
  const clients = clientsOf(() => server);
  const conversationOf = async (sdk: ChatSdk, id: string) =>
    (await sdk.getConversationList()).data.conversationList.find((item) => item.conversationID === id);

  beforeAll(async () => {
    server = await startTestServer();
    aliceIdentity = await chatUser(server, 'conv_alice');
    const b = await chatUser(server, 'conv_bob');
    bobId = b.userID;
    alice = await loggedIn(clients.open(), aliceIdentity);
    bob = await loggedIn(clients.open(), b);
    await bob.sendMessage(
      bob.createTextMessage({ to: aliceIdentity.userID, conversationType: ConversationType.C2C, payload: { text: '今晚看球吗' } }),
    );
    await eventually(() => alice.getLocalMessages(`C2C${bobId}`).length === 1, 10_000, 'bob’s message at alice');
    groupID = (await alice.createGroup({ type: GroupTypes.GRP_PUBLIC, name: '巴萨球迷会', memberList: [{ userID: bobId }] })).data.group
      .groupID;
    await alice.getConversationList();
  });

  afterAll(async () => {
    await clients.destroyAll();
    await server?.close();
  });

  it('lists a group-at tip for the peer mentioned, and a read clears it', async () => {
    const listed = nextEvent(bob, ImEvent.CONVERSATION_LIST_UPDATED);
    await alice.sendMessage(
      alice.createTextAtMessage({
        to: groupID,
        conversationType: ConversationType.GROUP,
        payload: { text: '@鲍勃 开球了', atUserList: [bobId] },
      }),
    );
    await listed;
    await eventually(() => bob.getLocalMessages(`GROUP${groupID}`).length > 0, 10_000, 'the @ message at bob');
    const tips = (await bob.getConversationProfile(`GROUP${groupID}`)).data.conversation.groupAtInfoList;
    expect(tips).toEqual([expect.objectContaining({ from: aliceIdentity.userID, groupID, atTypeArray: [1] })]);
    await bob.setMessageRead({ conversationID: `GROUP${groupID}` });
    expect((await bob.getConversationProfile(`GROUP${groupID}`)).data.conversation.groupAtInfoList).toEqual([]);
  });

  it('files conversations in named groups, with per-item results and the two events', async () => {
    const names = nextEvent(alice, ImEvent.CONVERSATION_GROUP_LIST_UPDATED);
    const inGroup = nextEvent(alice, ImEvent.CONVERSATION_IN_GROUP_UPDATED);
    const created = await alice.createConversationGroup({ groupName: '球友', conversationIDList: [`C2C${bobId}`, 'C2Cnobody'] });
    expect(created.data).toEqual({
      successConversationIDList: [`C2C${bobId}`],
      failureConversationIDList: [
        { conversationID: 'C2Cnobody', code: ErrorCode.CONVERSATION_NOT_FOUND, message: 'conversation not found' },
      ],
    });
    expect(await names).toEqual(['球友']);
    expect((await inGroup).conversationList.map((item) => item.conversationID)).toEqual([`C2C${bobId}`]);
    expect(
      (await alice.addConversationsToGroup({ groupName: '球友', conversationIDList: [`GROUP${groupID}`] })).data.successConversationIDList,
    ).toEqual([`GROUP${groupID}`]);
    expect((await conversationOf(alice, `GROUP${groupID}`))?.conversationGroupList).toEqual(['球友']);
    expect(await codeOf(alice.createConversationGroup({ groupName: '球友', conversationIDList: [`C2C${bobId}`] }))).toBe(10004);
    expect(await codeOf(alice.createConversationGroup({ groupName: '长'.repeat(33), conversationIDList: [`C2C${bobId}`] }))).toBe(
      ErrorCode.INVALID_PARAMETER,
    );
    await alice.createConversationGroup({ groupName: '临时', conversationIDList: [`GROUP${groupID}`] });
    await alice.renameConversationGroup({ oldName: '临时', newName: 'Temporário' });
    expect((await alice.getConversationGroupList()).data).toEqual(['球友', 'Temporário']);
    expect((await conversationOf(alice, `GROUP${groupID}`))?.conversationGroupList).toEqual(['球友', 'Temporário']);
    await alice.deleteConversationGroup('Temporário');
    const removed = await alice.deleteConversationsFromGroup({ groupName: '球友', conversationIDList: [`GROUP${groupID}`] });
    expect(removed.data.successConversationIDList).toEqual([`GROUP${groupID}`]);
    expect((await conversationOf(alice, `GROUP${groupID}`))?.conversationGroupList).toEqual([]);
  });

  it('marks conversations, gives them custom data and silences a peer, out of the total unread count', async () => {
    expect(
      (await alice.markConversation({ conversationIDList: [`C2C${bobId}`], markType: ConversationMarkType.STAR, enableMark: true })).data
        .successConversationIDList,
    ).toEqual([`C2C${bobId}`]);
    await alice.markConversation({ conversationIDList: [`C2C${bobId}`], markType: ConversationMarkType.FOLD, enableMark: true });
    await alice.markConversation({ conversationIDList: [`C2C${bobId}`], markType: ConversationMarkType.STAR, enableMark: false });
    await alice.setConversationCustomData({ conversationIDList: [`C2C${bobId}`], customData: '{"pin":"ok"}' });
    expect(await codeOf(alice.setConversationCustomData({ conversationIDList: [`C2C${bobId}`], customData: 'x'.repeat(257) }))).toBe(
      ErrorCode.INVALID_PARAMETER,
    );
    expect(alice.getTotalUnreadMessageCount()).toBe(1);
    const silenced = await alice.setMessageRemindType({
      userIDList: [bobId, aliceIdentity.userID],
      messageRemindType: MessageRemindType.ACPT_NOT_NOTE,
    });
    expect(silenced.data).toEqual({
      successUserIDList: [{ userID: bobId }],
      failureUserIDList: [{ userID: aliceIdentity.userID, code: 20003 }],
    });
    expect(alice.getTotalUnreadMessageCount()).toBe(0);
    expect(await conversationOf(alice, `C2C${bobId}`)).toMatchObject({
      markList: [ConversationMarkType.FOLD],
      customData: '{"pin":"ok"}',
      messageRemindType: MessageRemindType.ACPT_NOT_NOTE,
    });
    expect((await alice.setMessageRemindType({ groupID, messageRemindType: MessageRemindType.DISCARD })).data).toEqual({
      group: { groupID, selfInfo: { messageRemindType: 'Discard' } },
    });
    // The peer's conversation is its own.
    expect(await conversationOf(bob, `C2C${aliceIdentity.userID}`)).toMatchObject({
      markList: [],
      customData: '',
      messageRemindType: 'AcceptAndNotify',
      conversationGroupList: [],
    });
  });

  it('clears a conversation’s history for this user only', async () => {
    await alice.clearHistoryMessage(`C2C${bobId}`);
    expect(alice.getLocalMessages(`C2C${bobId}`)).toEqual([]);
    expect((await alice.getMessageList({ conversationID: `C2C${bobId}` })).data.messageList).toEqual([]);
    expect(
      (await bob.getMessageList({ conversationID: `C2C${aliceIdentity.userID}` })).data.messageList.map((message) => message.payload),
    ).toEqual([expect.objectContaining({ text: '今晚看球吗' })]);
    expect(await codeOf(alice.clearHistoryMessage('C2Cnobody'))).toBe(ErrorCode.CONVERSATION_NOT_FOUND);
  });

  it('shows the user’s second device every setting the first made', async () => {
    const second = await loggedIn(clients.open(), aliceIdentity);
    expect(await conversationOf(second, `C2C${bobId}`)).toMatchObject({
      conversationGroupList: ['球友'],
      markList: [ConversationMarkType.FOLD],
      customData: '{"pin":"ok"}',
      messageRemindType: MessageRemindType.ACPT_NOT_NOTE,
      lastMessage: null,
      unreadCount: 0,
    });
    expect((await conversationOf(second, `GROUP${groupID}`))?.messageRemindType).toBe(MessageRemindType.DISCARD);
    expect((await second.getConversationGroupList()).data).toEqual(['球友']);
  });
});
