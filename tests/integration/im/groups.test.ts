import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConversationType,
  ErrorCode,
  GroupTypes,
  ImEvent,
  MessageType,
  type ChatSdk,
  type GroupSystemNoticePayload,
  type GroupTipPayload,
  type ImError,
  type Message,
} from '../../../runtime/im/index.ts';
import { startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';
import { clientsOf, chatUser, eventually, loggedIn } from './chat-fixtures.ts';

const codeOf = (promise: Promise<unknown>): Promise<number> =>
  promise.then(
    () => 0,
    (error: ImError) => error.code,
  );

/** Three SDK clients over real sockets: a group's life from create to dismiss (spec 001 §3-§5, §8). */
describe('a group from create to dismiss between three clients', () => {
  let server: TestServer;
  let owner: ChatSdk;
  let fan: ChatSdk;
  let moderator: ChatSdk;
  const ids = { owner: '', fan: '', moderator: '' };
  const received = new Map<ChatSdk, Message[]>();
  const clients = clientsOf(() => server);

  /** Waits for a message this client received that `match` accepts. */
  const arrival = async (sdk: ChatSdk, what: string, match: (message: Message) => boolean): Promise<Message> => {
    await eventually(() => received.get(sdk)!.some(match), 10_000, what);
    return received.get(sdk)!.find(match)!;
  };
  const notice = (sdk: ChatSdk, operationType: number, groupID: string) =>
    arrival(
      sdk,
      `notice ${operationType}`,
      (message) =>
        message.type === MessageType.GROUP_SYSTEM_NOTICE &&
        (message.payload as GroupSystemNoticePayload).operationType === operationType &&
        (message.payload as GroupSystemNoticePayload).groupProfile.groupID === groupID,
    );
  const tip = (sdk: ChatSdk, operationType: number, groupID: string) =>
    arrival(
      sdk,
      `tip ${operationType}`,
      (message) =>
        message.type === MessageType.GROUP_TIP &&
        message.to === groupID &&
        (message.payload as GroupTipPayload).operationType === operationType,
    );

  beforeAll(async () => {
    server = await startTestServer();
    const users = {
      owner: await chatUser(server, 'grp_owner'),
      fan: await chatUser(server, 'grp_fan'),
      moderator: await chatUser(server, 'grp_mod'),
    };
    [ids.owner, ids.fan, ids.moderator] = [users.owner.userID, users.fan.userID, users.moderator.userID];
    for (const [name, identity] of Object.entries(users) as [keyof typeof users, { userID: string; userSig: string }][]) {
      const sdk = clients.open();
      received.set(sdk, []);
      sdk.on(ImEvent.MESSAGE_RECEIVED, (messages) => received.get(sdk)!.push(...messages));
      await loggedIn(sdk, identity);
      if (name === 'owner') owner = sdk;
      else if (name === 'fan') fan = sdk;
      else moderator = sdk;
    }
  });

  afterAll(async () => {
    await clients.destroyAll();
    await server?.close();
  });

  it('lives through an application, an admin, a mute that refuses a send with 20012, a kick and the dismiss notice', async () => {
    expect(await codeOf(owner.createGroup({ type: 'Work', name: 'x' }))).toBe(ErrorCode.ILLEGAL_GROUP_TYPE);
    const { group } = (
      await owner.createGroup({
        type: GroupTypes.GRP_PUBLIC,
        name: '巴萨球迷会',
        joinOption: GroupTypes.JOIN_OPTIONS_NEED_PERMISSION,
        memberList: [{ userID: ids.moderator }],
      })
    ).data;
    const groupID = group.groupID;
    expect(group).toMatchObject({ type: 'Public', ownerID: ids.owner, memberNum: 2, selfInfo: { role: 'Owner' } });
    await notice(moderator, 7, groupID);

    // The fan applies; the owner hears of it and agrees.
    expect((await fan.joinGroup({ groupID, applyMessage: '我是老球迷' })).data.status).toBe('WaitAdminApproval');
    expect((await notice(owner, 1, groupID)).payload).toMatchObject({ applicant: ids.fan, handleMessage: '我是老球迷' });
    const { applicationList } = (await owner.getGroupApplicationList()).data;
    expect(applicationList).toEqual([
      expect.objectContaining({ applicant: ids.fan, groupID, note: '我是老球迷', applicantNick: 'grp_fan' }),
    ]);
    expect(await codeOf(fan.handleGroupApplication({ handleAction: 'Agree', application: applicationList[0] }))).toBe(10007);
    expect(
      (await owner.handleGroupApplication({ handleAction: 'Agree', handleMessage: '欢迎', application: applicationList[0] })).data.group
        .memberNum,
    ).toBe(3);
    expect((await notice(fan, 2, groupID)).payload).toMatchObject({ handleMessage: '欢迎' });
    await tip(moderator, GroupTypes.GRP_TIP_MBR_JOIN, groupID);
    expect((await fan.getGroupList()).data.groupList.map((item) => [item.groupID, item.selfInfo.role])).toEqual([[groupID, 'Member']]);

    // The owner makes the moderator an admin; members see the tip.
    expect(await codeOf(moderator.setGroupMemberRole({ groupID, userID: ids.fan, role: 'Admin' }))).toBe(ErrorCode.NOT_OWNER);
    await owner.setGroupMemberRole({ groupID, userID: ids.moderator, role: GroupTypes.GRP_MBR_ROLE_ADMIN });
    await notice(moderator, 9, groupID);
    expect(((await tip(fan, GroupTypes.GRP_TIP_MBR_SET_ADMIN, groupID)).payload as GroupTipPayload).userIDList).toEqual([ids.moderator]);

    // A message reaches every member and counts as unread for the others.
    const conversationID = `GROUP${groupID}`;
    await fan.sendMessage(
      fan.createTextMessage({ to: groupID, conversationType: ConversationType.GROUP, payload: { text: '梅西进球了！' } }),
    );
    await arrival(moderator, "the fan's message", (message) => message.type === MessageType.TEXT && message.to === groupID);
    await arrival(owner, "the fan's message", (message) => message.type === MessageType.TEXT && message.to === groupID);
    const ownersConversation = (await owner.getConversationList()).data.conversationList.find(
      (conversation) => conversation.conversationID === conversationID,
    );
    expect(ownersConversation).toMatchObject({ unreadCount: 1, groupType: 'Public' });
    const history = (await moderator.getMessageList({ conversationID })).data.messageList;
    expect(
      history.some((message) => message.type === MessageType.TEXT && (message.payload as { text: string }).text === '梅西进球了！'),
    ).toBe(true);

    // The admin mutes the fan for 10 minutes: the send fails with 20012; lifting it lets the fan speak again.
    expect(await codeOf(moderator.setGroupMemberMuteTime({ groupID, userID: ids.moderator, muteTime: 600 }))).toBe(
      ErrorCode.CANNOT_MUTE_SELF,
    );
    expect((await moderator.setGroupMemberMuteTime({ groupID, userID: ids.fan, muteTime: 600 })).data.member.muteUntil).toBeGreaterThan(0);
    expect(((await tip(fan, GroupTypes.GRP_TIP_MBR_PROFILE_UPDATED, groupID)).payload as GroupTipPayload).memberList).toEqual([
      { userID: ids.fan, muteTime: 600 },
    ]);
    const muted = fan.sendMessage(
      fan.createTextMessage({ to: groupID, conversationType: ConversationType.GROUP, payload: { text: '我被禁言了' } }),
    );
    expect(await codeOf(muted)).toBe(20012);

    // The admin kicks the fan, who hears notice 4 and loses the group; the owner dismisses and the admin hears notice 5.
    await moderator.deleteGroupMember({ groupID, userIDList: [ids.fan], reason: '刷屏' });
    expect((await notice(fan, 4, groupID)).payload).toMatchObject({ handleMessage: '刷屏', operatorID: ids.moderator });
    await tip(owner, GroupTypes.GRP_TIP_MBR_KICKED_OUT, groupID);
    expect((await fan.getGroupList()).data.groupList).toEqual([]);
    expect(
      await codeOf(
        fan.sendMessage(fan.createTextMessage({ to: groupID, conversationType: ConversationType.GROUP, payload: { text: '还在吗' } })),
      ),
    ).toBe(10007);

    expect(await codeOf(moderator.dismissGroup(groupID))).toBe(10007);
    await owner.dismissGroup(groupID);
    expect((await notice(moderator, 5, groupID)).payload).toMatchObject({
      operatorID: ids.owner,
      groupProfile: { groupID, name: '巴萨球迷会' },
    });
    expect((await moderator.getConversationList()).data.conversationList.map((conversation) => conversation.conversationID)).not.toContain(
      conversationID,
    );
    expect((await moderator.getGroupList()).data.groupList).toEqual([]);
    expect(await codeOf(moderator.getGroupProfile({ groupID }))).toBe(10010);
  });
});
