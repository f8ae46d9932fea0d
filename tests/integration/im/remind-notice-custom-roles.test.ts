import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConversationType,
  ErrorCode,
  GroupTypes,
  ImEvent,
  MessageRemindType,
  MessageType,
  type ChatSdk,
  type GroupSystemNoticePayload,
  type ImError,
  type ImEventMap,
  type Message,
} from '../../../runtime/im/index.ts';
import { backends, startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';
import { chatUser, clientsOf, eventually, loggedIn } from './chat-fixtures.ts';

const codeOf = (promise: Promise<unknown>): Promise<number> =>
  promise.then(
    () => 0,
    (error: ImError) => error.code,
  );

/** Resolves with the first payload of `event` that `match` accepts (fails after 10 s). */
function eventWhere<E extends keyof ImEventMap>(
  sdk: ChatSdk,
  event: E,
  match: (payload: ImEventMap[E]) => boolean,
): Promise<ImEventMap[E]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no matching ${event} within 10 s`));
    }, 10_000);
    const off = sdk.on(
      event as never,
      ((payload: ImEventMap[E]) => {
        if (!match(payload)) return;
        clearTimeout(timer);
        off();
        resolve(payload);
      }) as never,
    );
  });
}

/**
 * System notice 20 (spec 001 §4) between two devices of one user online at once, and a community's custom role (spec 001 §3, §5,
 * §6), through real SDKs over real sockets, on each database.
 */
describe.each(backends)('remind types across devices and custom roles on $name', ({ databaseUrl }) => {
  let server: TestServer;
  const clients = clientsOf(() => server);
  const ids = { alice: '', bob: '', carol: '' };
  let phone: ChatSdk;
  let laptop: ChatSdk;
  let bob: ChatSdk;
  let carol: ChatSdk;
  const laptopNotices: Message[] = [];
  const bobNotices: Message[] = [];
  const notices = (list: Message[], operationType: number) =>
    list.filter(
      (message) =>
        message.type === MessageType.GROUP_SYSTEM_NOTICE && (message.payload as GroupSystemNoticePayload).operationType === operationType,
    );
  const remindOf = (list: ImEventMap[typeof ImEvent.CONVERSATION_LIST_UPDATED], id: string) =>
    list.find((conversation) => conversation.conversationID === id)?.messageRemindType;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    // Two instances of a user online at once (Tencent's web multi-instance login; one by default).
    server.im.settings.instancesPerUser = 2;
    const alice = await chatUser(server, 'remind_alice');
    const users = { bob: await chatUser(server, 'remind_bob'), carol: await chatUser(server, 'remind_carol') };
    [ids.alice, ids.bob, ids.carol] = [alice.userID, users.bob.userID, users.carol.userID];
    phone = await loggedIn(clients.open(), alice);
    laptop = clients.open();
    laptop.on(ImEvent.MESSAGE_RECEIVED, (messages) => laptopNotices.push(...messages));
    await loggedIn(laptop, alice);
    bob = clients.open();
    bob.on(ImEvent.MESSAGE_RECEIVED, (messages) => bobNotices.push(...messages));
    await loggedIn(bob, users.bob);
    carol = await loggedIn(clients.open(), users.carol);
  });

  afterAll(async () => {
    await clients.destroyAll();
    await server?.close();
  });

  it("tells the user's other device a group's remind type by notice 20, its conversation and profile updated", async () => {
    const groupID = (await phone.createGroup({ type: GroupTypes.GRP_PUBLIC, name: '提醒测试', memberList: [{ userID: ids.bob }] })).data
      .group.groupID;
    await bob.sendMessage(bob.createTextMessage({ to: groupID, conversationType: ConversationType.GROUP, payload: { text: '大家好' } }));
    await eventually(() => laptop.getLocalMessages(`GROUP${groupID}`).length > 0, 10_000, "bob's message on the laptop");
    await laptop.getConversationList();

    const updated = eventWhere(
      laptop,
      ImEvent.CONVERSATION_LIST_UPDATED,
      (list) => remindOf(list, `GROUP${groupID}`) === MessageRemindType.DISCARD,
    );
    expect((await phone.setMessageRemindType({ groupID, messageRemindType: MessageRemindType.DISCARD })).data).toEqual({
      group: { groupID, selfInfo: { messageRemindType: 'Discard' } },
    });
    await updated;
    await eventually(() => notices(laptopNotices, 20).length === 1, 10_000, 'notice 20 on the laptop');
    expect(notices(laptopNotices, 20)[0].payload).toMatchObject({
      operationType: 20,
      messageRemindType: 'Discard',
      operatorID: ids.alice,
      groupProfile: { groupID, name: '提醒测试', type: 'Public' },
    });
    expect((await laptop.getGroupProfile({ groupID })).data.group.selfInfo.messageRemindType).toBe('Discard');
    // The setting is the user's own: the other member hears nothing and keeps accepting with notice.
    expect(notices(bobNotices, 20)).toEqual([]);
    expect((await bob.getGroupProfile({ groupID })).data.group.selfInfo.messageRemindType).toBe('AcceptAndNotify');

    // A C2C peer's remind type still reaches the other device as before (push.conversation).
    await bob.sendMessage(bob.createTextMessage({ to: ids.alice, conversationType: ConversationType.C2C, payload: { text: '私聊' } }));
    await eventually(() => laptop.getLocalMessages(`C2C${ids.bob}`).length > 0, 10_000, "bob's C2C message on the laptop");
    const peer = eventWhere(
      laptop,
      ImEvent.CONVERSATION_LIST_UPDATED,
      (list) => remindOf(list, `C2C${ids.bob}`) === MessageRemindType.ACPT_NOT_NOTE,
    );
    await phone.setMessageRemindType({ userIDList: [ids.bob], messageRemindType: MessageRemindType.ACPT_NOT_NOTE });
    await peer;
    expect(notices(laptopNotices, 20)).toHaveLength(1);
  });

  it("tells the user's other device a topic's remind type by notice 20: TOPIC_UPDATED, no system message", async () => {
    const groupID = (
      await phone.createGroup({ type: GroupTypes.GRP_COMMUNITY, name: '话题提醒', isSupportTopic: true, memberList: [{ userID: ids.bob }] })
    ).data.group.groupID;
    const topicID = (await phone.createTopicInCommunity({ groupID, topicName: '赛后' })).data.topicID;
    expect(
      (await laptop.getTopicList({ groupID })).data.successTopicList.map((topic) => [topic.topicID, topic.selfInfo.messageRemindType]),
    ).toEqual([[topicID, 'AcceptAndNotify']]);

    const updated = eventWhere(laptop, ImEvent.TOPIC_UPDATED, ({ topic }) => topic.topicID === topicID);
    await phone.setMessageRemindType({ groupID: topicID, messageRemindType: MessageRemindType.ACPT_NOT_NOTE });
    expect(await updated).toEqual({
      groupID,
      topic: expect.objectContaining({ topicID, selfInfo: expect.objectContaining({ messageRemindType: 'AcceptNotNotify' }) }),
    });
    expect(notices(laptopNotices, 20)).toHaveLength(1);
    // A fetch from the server (the cache reset by a creation) reads the stored type.
    await phone.createTopicInCommunity({ groupID, topicName: '赛前' });
    expect((await phone.getTopicList({ groupID, topicIDList: [topicID] })).data.successTopicList[0].selfInfo.messageRemindType).toBe(
      'AcceptNotNotify',
    );
    expect((await bob.getTopicList({ groupID })).data.successTopicList[0].selfInfo.messageRemindType).toBe('AcceptAndNotify');

    // A topic's messages take extensions as a group's (spec 001 §7 "Topics: extensions get and modify").
    const seen: Message[] = [];
    const off = bob.on(ImEvent.MESSAGE_RECEIVED, (messages) => seen.push(...messages));
    const sent = (
      await phone.sendMessage(
        phone.createTextMessage({
          to: topicID,
          conversationType: ConversationType.GROUP,
          payload: { text: '谁去看球' },
          isSupportExtension: true,
        }),
      )
    ).data.message;
    await eventually(() => seen.some((message) => message.ID === sent.ID), 10_000, "the topic's message at bob");
    off();
    const incoming = seen.find((message) => message.ID === sent.ID)!;
    expect((await bob.setMessageExtensions(incoming, [{ key: 'going_bob', value: '1' }])).data.extensions).toEqual([
      { code: 0, key: 'going_bob', value: '1' },
    ]);
    expect((await phone.getMessageExtensions(sent)).data.extensions).toEqual([{ key: 'going_bob', value: '1' }]);
  });

  it('gives a member a custom role in a community only, shown in lists and profiles, with a member’s rights', async () => {
    const community = (
      await phone.createGroup({
        type: GroupTypes.GRP_COMMUNITY,
        name: '自定义角色',
        memberList: [{ userID: ids.bob }, { userID: ids.carol }],
      })
    ).data.group.groupID;
    const club = (await phone.createGroup({ type: GroupTypes.GRP_PUBLIC, name: '普通群', memberList: [{ userID: ids.bob }] })).data.group
      .groupID;
    expect(GroupTypes.GRP_MBR_ROLE_CUSTOM).toBe('Custom');
    expect(await codeOf(phone.setGroupMemberRole({ groupID: club, userID: ids.bob, role: GroupTypes.GRP_MBR_ROLE_CUSTOM }))).toBe(
      ErrorCode.INVALID_MEMBER_ROLE,
    );
    expect(await codeOf(bob.setGroupMemberRole({ groupID: community, userID: ids.carol, role: GroupTypes.GRP_MBR_ROLE_CUSTOM }))).toBe(
      ErrorCode.NOT_OWNER,
    );

    await phone.setGroupMemberRole({ groupID: community, userID: ids.bob, role: GroupTypes.GRP_MBR_ROLE_CUSTOM });
    const members = (await carol.getGroupMemberList({ groupID: community })).data.memberList.map((member) => [member.userID, member.role]);
    expect(members).toEqual([
      [ids.alice, 'Owner'],
      [ids.bob, 'Custom'],
      [ids.carol, 'Member'],
    ]);
    expect((await carol.getGroupMemberProfile({ groupID: community, userIDList: [ids.bob] })).data.memberList[0].role).toBe('Custom');
    expect((await bob.getGroupProfile({ groupID: community })).data.group.selfInfo.role).toBe('Custom');

    // A custom role may do what a Member may, no more: no kicking, no muting, and mute-all silences it.
    expect(await codeOf(bob.deleteGroupMember({ groupID: community, userIDList: [ids.carol] }))).toBe(10007);
    expect(await codeOf(bob.setGroupMemberMuteTime({ groupID: community, userID: ids.carol, muteTime: 600 }))).toBe(10007);
    await phone.updateGroupProfile({ groupID: community, muteAllMembers: true });
    expect(
      await codeOf(
        bob.sendMessage(
          bob.createTextMessage({ to: community, conversationType: ConversationType.GROUP, payload: { text: '还能说话吗' } }),
        ),
      ),
    ).toBe(20012);
    await phone.updateGroupProfile({ groupID: community, muteAllMembers: false });

    // An admin outranks a custom role as a member: it mutes the Custom member.
    await phone.setGroupMemberRole({ groupID: community, userID: ids.carol, role: GroupTypes.GRP_MBR_ROLE_ADMIN });
    expect(await codeOf(carol.setGroupMemberMuteTime({ groupID: community, userID: ids.bob, muteTime: 600 }))).toBe(0);
    // Back to Member: the role is no more Custom.
    await phone.setGroupMemberRole({ groupID: community, userID: ids.bob, role: GroupTypes.GRP_MBR_ROLE_MEMBER });
    expect((await carol.getGroupMemberProfile({ groupID: community, userIDList: [ids.bob] })).data.memberList[0].role).toBe('Member');
  });

  it("lets members invite by the group's invite option: refused, waiting for a manager's approval, or free", async () => {
    const { group } = (await phone.createGroup({ type: GroupTypes.GRP_PUBLIC, name: '邀请审批', memberList: [{ userID: ids.bob }] })).data;
    const groupID = group.groupID;
    // DisableInvite by default: what every group did before; only the owner and admins add.
    expect(group.inviteOption).toBe(GroupTypes.INVITE_OPTIONS_DISABLE_INVITE);
    expect(await codeOf(bob.addGroupMember({ groupID, userIDList: [ids.carol] }))).toBe(10007);

    await phone.updateGroupProfile({ groupID, inviteOption: GroupTypes.INVITE_OPTIONS_NEED_PERMISSION });
    expect(await codeOf(phone.updateGroupProfile({ groupID, inviteOption: 'Whatever' }))).toBe(ErrorCode.INVALID_PARAMETER);
    // The invitee waits: in no list of the answer (as Tencent's), an application of type 2 for the managers.
    expect((await bob.addGroupMember({ groupID, userIDList: [ids.carol] })).data).toMatchObject({
      successUserIDList: [],
      failureUserIDList: [],
      existedUserIDList: [],
      overLimitUserIDList: [],
    });
    expect((await carol.getGroupList()).data.groupList.map((item) => item.groupID)).not.toContain(groupID);
    const { applicationList } = (await phone.getGroupApplicationList()).data;
    const invitation = applicationList.find((application) => application.groupID === groupID)!;
    expect(invitation).toMatchObject({ applicant: ids.bob, userID: ids.carol, applicationType: 2 });
    expect((await bob.getGroupApplicationList()).data.applicationList).toEqual([]);

    const invited = eventWhere(carol, ImEvent.MESSAGE_RECEIVED, (messages) =>
      messages.some(
        (message) => message.type === MessageType.GROUP_SYSTEM_NOTICE && (message.payload as GroupSystemNoticePayload).operationType === 7,
      ),
    );
    await phone.handleGroupApplication({ handleAction: 'Agree', application: invitation });
    await invited;
    expect((await carol.getGroupMemberProfile({ groupID, userIDList: [ids.carol] })).data.memberList.map((member) => member.role)).toEqual([
      'Member',
    ]);
    expect((await phone.getGroupApplicationList()).data.applicationList.filter((application) => application.groupID === groupID)).toEqual(
      [],
    );

    // FreeAccess: a member adds directly.
    const dana = await chatUser(server, 'remind_dana');
    await phone.updateGroupProfile({ groupID, inviteOption: GroupTypes.INVITE_OPTIONS_FREE_ACCESS });
    expect((await bob.addGroupMember({ groupID, userIDList: [dana.userID] })).data.successUserIDList).toEqual([dana.userID]);
  });
});
