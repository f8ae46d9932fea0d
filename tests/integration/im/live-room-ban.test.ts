import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConversationType, ErrorCode, GroupType, ImEvent, MessageType, type ChatSdk, type Message } from '../../../runtime/im/index.ts';
import { signImUser } from '../../../server/security/tokens.ts';
import { backends, fixedNow, setClock, startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';
import { clientsOf, chatUser, eventually, loggedIn, nextEvent } from './chat-fixtures.ts';

/** The seed's first anchor (anchor01), their room, and the manager the seed gives it (docs/api.md "Seed data"). */
const liveid = 101;
const groupID = `live_${liveid}`;
const day = 86_400;
const start = new Date(fixedNow).getTime();

/**
 * Spec 001 §5 "Ban from a live room: duration required and non-zero", §4 notice 21, §7 "A live-room ban adds a
 * duration": the room's anchor bans with deleteGroupMember over the real gateway; the server's clock ends the ban.
 */
describe.each(backends)('live-room bans with a duration on $name', ({ databaseUrl }) => {
  let server: TestServer;
  const clients = clientsOf(() => server);
  const at = (seconds: number) => setClock(server, new Date(start + seconds * 1000));
  const login = async (account: string) =>
    (await server.call<{ id: number; token: string }>('/webapi/user/login', { account, password: 'sideline2026' })).data;
  /** A chat login of a seeded user; its signature outlasts every clock move here. */
  const seeded = async (account: string) => {
    const user = await login(account);
    return loggedIn(clients.open(), {
      userID: String(user.id),
      userSig: signImUser(server.context.imSecret, String(user.id), Math.floor(start / 1000) + 10 * day),
    });
  };
  const inRoom = async (sdk: ChatSdk) => {
    await sdk.joinGroup({ groupID, type: GroupType.AVCHATROOM });
    return sdk;
  };
  const send = (sdk: ChatSdk, text: string) =>
    sdk.sendMessage(sdk.createTextMessage({ to: groupID, conversationType: ConversationType.GROUP, payload: { text } }));
  let anchor: ChatSdk;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, imLongPollHoldMs: 2000 });
    anchor = await inRoom(await seeded('anchor01'));
  });
  afterEach(() => at(0));
  afterAll(async () => {
    await clients.destroyAll();
    await server?.close();
  });

  it('bans a fan for the duration: told by notice 21, out of the room, refused joining and sending until the server clock passes its end', async () => {
    const identity = await chatUser(server, 'ban_fan_1');
    const fan = await inRoom(await loggedIn(clients.open(), identity));
    const notices: Message[] = [];
    fan.on(ImEvent.MESSAGE_RECEIVED, (messages) => notices.push(...messages.filter((m) => m.type === MessageType.GROUP_SYSTEM_NOTICE)));
    const stopped = nextEvent(fan, ImEvent.GROUP_POLLING_STOPPED);

    const { data } = await anchor.deleteGroupMember({ groupID, userIDList: [identity.userID], duration: 600, reason: '刷屏' });
    expect(data.userIDList).toEqual([identity.userID]);
    await eventually(() => notices.length > 0, 10_000, 'notice 21');
    expect(notices[0].payload).toMatchObject({
      operationType: 21,
      operatorID: String((await login('anchor01')).id),
      handleMessage: '刷屏',
      groupProfile: { groupID },
    });
    expect(await stopped).toEqual({ groupID, reason: 'banned' });

    // Out of the room (its conversation gone): a send and a join again are refused with the time left.
    expect((await fan.getConversationList()).data.conversationList.map((c) => c.conversationID)).not.toContain(`GROUP${groupID}`);
    await expect(send(fan, 'let me back')).rejects.toMatchObject({
      code: 10017,
      message: `banned from sending in ${groupID} for 600 more seconds`,
    });
    await expect(fan.joinGroup({ groupID, type: GroupType.AVCHATROOM })).rejects.toMatchObject({
      code: ErrorCode.JOIN_GROUP_FAIL,
      message: `banned from ${groupID} for 600 more seconds`,
      data: { serverCode: 10017 },
    });
    at(599);
    await expect(fan.joinGroup({ groupID, type: GroupType.AVCHATROOM })).rejects.toMatchObject({
      message: `banned from ${groupID} for 1 more seconds`,
    });
    at(600);
    await inRoom(fan);
    await send(fan, 'back after the ban');
  });

  it("refuses a ban without a duration unsent, a ban by a viewer, and banning the room's manager, changing nothing", async () => {
    const identity = await chatUser(server, 'ban_fan_2');
    const fan = await inRoom(await loggedIn(clients.open(), identity));
    const viewer = await inRoom(await loggedIn(clients.open(), await chatUser(server, 'ban_viewer')));
    for (const duration of [undefined, 0]) {
      await expect(anchor.deleteGroupMember({ groupID, userIDList: [identity.userID], duration })).rejects.toMatchObject({
        code: ErrorCode.BAN_DURATION_INVALID,
      });
    }
    await expect(viewer.deleteGroupMember({ groupID, userIDList: [identity.userID], duration: 600 })).rejects.toMatchObject({
      code: 10007,
    });
    const manager = await login('anchoradmin');
    await expect(anchor.deleteGroupMember({ groupID, userIDList: [String(manager.id)], duration: 600 })).rejects.toMatchObject({
      code: 10007,
    });
    await send(fan, 'still here');
    expect(
      await server.db.query('select user_id from im_group_bans where group_id = $1 and user_id in ($2, $3)', [
        groupID,
        identity.userID,
        String(manager.id),
      ]),
    ).toEqual([]);
  });

  it('lets the owner of a live room made with createGroup ban a member, and refuses a plain member banning anyone', async () => {
    const ownerIdentity = await chatUser(server, 'ban_owner');
    const owner = await loggedIn(clients.open(), ownerIdentity);
    const { group } = (await owner.createGroup({ type: GroupType.AVCHATROOM, name: '赛后直播聊' })).data;
    await owner.joinGroup({ groupID: group.groupID, type: GroupType.AVCHATROOM });
    const identity = await chatUser(server, 'ban_fan_4');
    const fan = await loggedIn(clients.open(), identity);
    await fan.joinGroup({ groupID: group.groupID, type: GroupType.AVCHATROOM });
    await expect(fan.deleteGroupMember({ groupID: group.groupID, userIDList: [ownerIdentity.userID], duration: 60 })).rejects.toMatchObject(
      { code: 10007 },
    );
    const stopped = nextEvent(fan, ImEvent.GROUP_POLLING_STOPPED);
    await owner.deleteGroupMember({ groupID: group.groupID, userIDList: [identity.userID], duration: 60 });
    expect(await stopped).toEqual({ groupID: group.groupID, reason: 'banned' });
    await expect(fan.joinGroup({ groupID: group.groupID, type: GroupType.AVCHATROOM })).rejects.toMatchObject({
      message: `banned from ${group.groupID} for 60 more seconds`,
    });
    at(60);
    await fan.joinGroup({ groupID: group.groupID, type: GroupType.AVCHATROOM });
  });

  it("keeps one ban for the SDK and the room's managers: the anchor sees it on the live page, and lifting it there lets the fan back", async () => {
    const identity = await chatUser(server, 'ban_fan_3');
    const fan = await inRoom(await loggedIn(clients.open(), identity));
    await anchor.deleteGroupMember({ groupID, userIDList: [identity.userID], duration: 3600 });
    const anchorWeb = await login('anchor01');
    const member = await server.call<{ banned_for: number; banned_by: string }>(
      '/api/live/getRoomMember',
      { liveid, uid: Number(identity.userID) },
      { query: { token: anchorWeb.token } },
    );
    expect(member.data).toMatchObject({ banned_for: 3600, banned_by: 'room' });
    await expect(fan.joinGroup({ groupID, type: GroupType.AVCHATROOM })).rejects.toMatchObject({ data: { serverCode: 10017 } });
    const lifted = await server.call(
      '/api/live/banUser',
      { liveid, uid: Number(identity.userID), duration: 0 },
      { query: { token: anchorWeb.token } },
    );
    expect(lifted.status).toBe(0);
    await inRoom(fan);
    await send(fan, 'lifted on the live page');
    // The live page's own ban stays send-only: the fan still reads the room, and their sends answer 10017.
    expect(
      (
        await server.call(
          '/api/live/banUser',
          { liveid, uid: Number(identity.userID), duration: 600 },
          { query: { token: anchorWeb.token } },
        )
      ).status,
    ).toBe(0);
    await inRoom(fan);
    await expect(send(fan, 'muted')).rejects.toMatchObject({ code: 10017 });
  });
});
