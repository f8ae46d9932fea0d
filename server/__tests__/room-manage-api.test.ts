import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WireMessage } from '../../runtime/im/protocol/codec.ts';
import { signImUser } from '../security/tokens.ts';
import { customData, loggedIn, nowSeconds, RoomPoller, textMessage, type RawImClient } from './im-test-client.ts';
import { adminPost, backends, fixedNow, registerFan, setClock, startTestServer, temporaryDataDir, type TestServer } from './test-server.ts';

/** The seed's first anchor (anchor01) and their room, which the seed's anchor admin manages (docs/api.md "Seed data"). */
const liveid = 101;
const room = `live_${liveid}`;
const day = 86_400;

type Answer<T = Record<string, unknown>> = { data: T; msg: string; status: number };

/** Managing a live room (docs/api.md "Managing a live room", docs/decisions.md "Room managers"). */
describe.each(backends)('managing a live room on $name', ({ databaseUrl }) => {
  const dataDir = databaseUrl ? undefined : temporaryDataDir();
  let server: TestServer;
  let anchor: { id: number; token: string };
  let manager: { id: number; token: string };
  let fan: { id: number; token: string };
  let fanChat: RawImClient;
  let random = 70_000;

  const login = async (account: string) =>
    (await server.call<{ id: number; token: string }>('/webapi/user/login', { account, password: 'sideline2026' })).data;
  const as = <T = Record<string, unknown>>(who: { token: string } | null, path: string, body: unknown) =>
    server.call<T>(path, body, who ? { query: { token: who.token } } : undefined) as Promise<Answer<T>>;
  /** A logged-in chat socket of a registered user, joined to the room; its signature outlasts every clock move here. */
  const chatIn = async (id: number) => {
    const client = await loggedIn(server, {
      id: String(id),
      signature: signImUser(server.context.imSecret, String(id), nowSeconds(server) + 10 * day),
    });
    expect((await client.request('group.join', { groupRequest: { groupId: room } })).errorCode).toBe(0);
    return client;
  };
  const send = async (client: RawImClient, text: string, sameRandom?: number) =>
    (await client.request('group.send', textMessage(room, text, sameRandom ?? ++random))).errorCode;
  const ofType = (type: string) => (message: WireMessage) => customData(message)?.type === type;
  const start = new Date(fixedNow).getTime();
  const at = (seconds: number) => setClock(server, new Date(start + seconds * 1000));

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, dataDir, imLongPollHoldMs: 2000, adminToken: 'room-manage-admin' });
    anchor = await login('anchor01');
    manager = await login('anchoradmin');
    fan = await registerFan(server, 'fan_moderated');
    fanChat = await chatIn(fan.id);
  });
  afterEach(() => at(0));
  afterAll(async () => {
    fanChat.close();
    await server.close();
  });

  it('tells every viewer of the room the slow mode and their role: the anchor, the seeded manager, anyone else', async () => {
    const page = (who: { token: string } | null) =>
      as<{ role: string; slow_mode: number; liveid: number }>(who, '/webapi/live/getLivePageData', { anchorid: anchor.id });
    expect((await page(null)).data).toMatchObject({ liveid, role: 'viewer', slow_mode: 0 });
    expect((await page(fan)).data.role).toBe('viewer');
    expect((await page(manager)).data.role).toBe('manager');
    expect((await page(anchor)).data.role).toBe('anchor');
    const manage = await as<{ role: string; managers: { uid: number; nick_name: string }[] }>(anchor, '/api/live/getRoomManage', {
      liveid,
    });
    expect(manage.data).toMatchObject({
      liveid,
      anchorid: anchor.id,
      role: 'anchor',
      slow_mode: 0,
      managers: [{ uid: manager.id, nick_name: '房管小王' }],
    });
    expect((await as(manager, '/api/live/getRoomManage', { liveid })).data.role).toBe('manager');
  });

  it('refuses every managing call to a fan, a guest, a manager of another room, and for a room that does not exist', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/api/live/getRoomManage', { liveid }],
      ['/api/live/getRoomMember', { liveid, uid: manager.id }],
      ['/api/live/setRoomManager', { liveid, uid: fan.id, manager: 1 }],
      ['/api/live/changeRoomTitle', { liveid, title: '我来改标题' }],
      ['/api/live/banUser', { liveid, uid: manager.id, duration: 600 }],
      ['/api/live/changePubConfig', { liveid, slow_mode: 5 }],
      ['/api/live/clearChatList', { liveid }],
    ];
    for (const [path, body] of calls) {
      expect(await as(fan, path, body)).toMatchObject({ status: 4, msg: '只有主播和房管可以管理这个直播间', data: null });
      expect((await as(null, path, body)).status).toBe(2);
      // anchoradmin manages anchor01's room only.
      expect((await as(manager, path, { ...body, liveid: 102 })).status).toBe(4);
      expect(await as(anchor, path, { ...body, liveid: 9999 })).toMatchObject({ status: 3, msg: '直播间不存在' });
    }
    // Nothing changed.
    expect((await as(anchor, '/api/live/getRoomManage', { liveid })).data).toMatchObject({ slow_mode: 0, managers: [{ uid: manager.id }] });
    expect((await as(anchor, '/api/live/getRoomMember', { liveid, uid: manager.id })).data).toMatchObject({
      role: 'manager',
      banned_for: 0,
    });
  });

  it('lets only the anchor appoint managers, only among anchor admins, and tells the room', async () => {
    const poller = await RoomPoller.anonymous(server, room);
    expect(await as(anchor, '/api/live/setRoomManager', { liveid, uid: fan.id, manager: 1 })).toMatchObject({ status: 1, data: null });
    expect((await as(anchor, '/api/live/setRoomManager', { liveid, uid: anchor.id, manager: 1 })).status).toBe(1);
    expect((await as(anchor, '/api/live/setRoomManager', { liveid, uid: 999_999, manager: 1 })).status).toBe(3);
    expect(await as(manager, '/api/live/setRoomManager', { liveid, uid: fan.id, manager: 1 })).toMatchObject({
      status: 4,
      msg: '只有主播可以任命或撤销房管',
    });

    // An approved room-admin application gives the flag (services/applications.ts); the operator's word stands in for it here.
    await server.db.query('update users set is_anchor_admin = true where id = $1', [fan.id]);
    const appointed = await as(anchor, '/api/live/setRoomManager', { liveid, uid: fan.id, manager: 1 });
    expect(appointed).toMatchObject({
      status: 0,
      data: { liveid, uid: fan.id, nick_name: 'fan_moderated', role: 'manager', is_anchor_admin: 1, banned_for: 0 },
    });
    expect(customData(await poller.until(ofType('RoomNotifyTypeSetManager')))).toEqual({
      type: 'RoomNotifyTypeSetManager',
      liveid,
      uid: String(fan.id),
      nick_name: 'fan_moderated',
      manager: 1,
    });
    expect(
      (await as<{ managers: { uid: number }[] }>(anchor, '/api/live/getRoomManage', { liveid })).data.managers.map((m) => m.uid),
    ).toEqual([manager.id, fan.id]);
    // The new manager manages; the operator taking the flag away ends it at once.
    expect((await as(fan, '/api/live/getRoomManage', { liveid })).status).toBe(0);
    await server.db.query('update users set is_anchor_admin = false where id = $1', [fan.id]);
    expect((await as(fan, '/api/live/getRoomManage', { liveid })).status).toBe(4);
    await server.db.query('update users set is_anchor_admin = true where id = $1', [fan.id]);

    const removed = await as(anchor, '/api/live/setRoomManager', { liveid, uid: fan.id, manager: 0 });
    expect(removed.data).toMatchObject({ role: 'viewer' });
    expect(customData(await poller.until(ofType('RoomNotifyTypeSetManager')))).toMatchObject({ uid: String(fan.id), manager: 0 });
    // Removing again changes nothing and tells nobody: the next realtime message is the marker.
    expect((await as(anchor, '/api/live/setRoomManager', { liveid, uid: fan.id, manager: 0 })).status).toBe(0);
    expect((await as(anchor, '/api/live/changePubConfig', { liveid, slow_mode: 0 })).status).toBe(0);
    const next = await poller.until((m) => customData(m) !== undefined && customData(m)?.type !== 'EnterRoomMessage');
    expect(customData(next)?.type).toBe('changePubConfig');
    await server.db.query('update users set is_anchor_admin = false where id = $1', [fan.id]);
    expect((await as(fan, '/api/live/getRoomManage', { liveid })).status).toBe(4);
  });

  it('bans a fan for exactly the spec’s durations: the room hears it, the gateway refuses with 10017 until the time is up', async () => {
    const poller = await RoomPoller.anonymous(server, room);
    for (const duration of [259_200, 86_400, 3_600, 600]) {
      at(0);
      const banned = await as(manager, '/api/live/banUser', { liveid, uid: fan.id, duration });
      expect(banned).toMatchObject({ status: 0, data: { uid: fan.id, role: 'viewer', banned_for: duration } });
      expect(customData(await poller.until(ofType('Banuser')))).toEqual({
        type: 'Banuser',
        uid: String(fan.id),
        nick_name: 'fan_moderated',
        duration,
      });
      expect(await send(fanChat, '还能说话吗')).toBe(10017);
      at(duration - 1);
      expect((await as(manager, '/api/live/getRoomMember', { liveid, uid: fan.id })).data.banned_for).toBe(1);
      expect(await send(fanChat, '快到时间了')).toBe(10017);
      at(duration);
      expect((await as(manager, '/api/live/getRoomMember', { liveid, uid: fan.id })).data.banned_for).toBe(0);
      expect(await send(fanChat, `${duration} 秒过去了`)).toBe(0);
    }
    // 0 lifts a ban at once.
    at(0);
    expect((await as(anchor, '/api/live/banUser', { liveid, uid: fan.id, duration: 86_400 })).status).toBe(0);
    const lifted = await as(anchor, '/api/live/banUser', { liveid, uid: fan.id, duration: 0 });
    expect(lifted.data).toMatchObject({ banned_for: 0 });
    expect(customData(await poller.until((m) => customData(m)?.type === 'Banuser' && customData(m)?.duration === 0))).toMatchObject({
      uid: String(fan.id),
    });
    expect(await send(fanChat, '解除禁言了')).toBe(0);
  });

  it('lets the room lift only its own bans: the operator’s ban stays until the operator lifts it', async () => {
    const member = async () =>
      (await as<{ banned_for: number; banned_by: string }>(manager, '/api/live/getRoomMember', { liveid, uid: fan.id })).data;
    const operatorBan = (duration: number) => adminPost(server, '/admin/room/ban', { liveid, uid: String(fan.id), duration });
    expect((await operatorBan(86_400)).status).toBe(0);
    expect(await member()).toMatchObject({ banned_for: 86_400, banned_by: 'operator' });
    // Neither the anchor nor a manager lifts, shortens or replaces it; it still runs, and the fan still cannot send.
    for (const [who, duration] of [
      [manager, 0],
      [anchor, 0],
      [manager, 600],
      [anchor, 259_200],
    ] as const) {
      expect(await as(who, '/api/live/banUser', { liveid, uid: fan.id, duration })).toMatchObject({
        status: 4,
        msg: '该禁言由平台设置，房管不能更改',
      });
    }
    expect(await member()).toMatchObject({ banned_for: 86_400, banned_by: 'operator' });
    expect(await send(fanChat, '平台禁言中')).toBe(10017);
    // The operator lifts it; a ban the room sets then is the room's, which a manager may lift though the anchor set it.
    expect((await operatorBan(0)).status).toBe(0);
    expect(await member()).toMatchObject({ banned_for: 0, banned_by: '' });
    expect((await as(anchor, '/api/live/banUser', { liveid, uid: fan.id, duration: 3_600 })).data).toMatchObject({
      banned_for: 3_600,
      banned_by: 'room',
    });
    expect(await member()).toMatchObject({ banned_for: 3_600, banned_by: 'room' });
    expect((await as(manager, '/api/live/banUser', { liveid, uid: fan.id, duration: 0 })).data).toMatchObject({
      banned_for: 0,
      banned_by: '',
    });
    expect(await send(fanChat, '房管解除了')).toBe(0);
    // An operator's ban over the room's replaces it, and is then the operator's to lift.
    expect((await as(manager, '/api/live/banUser', { liveid, uid: fan.id, duration: 600 })).status).toBe(0);
    at(10);
    expect((await operatorBan(3_600)).status).toBe(0);
    expect(await member()).toMatchObject({ banned_for: 3_600, banned_by: 'operator' });
    expect((await as(manager, '/api/live/banUser', { liveid, uid: fan.id, duration: 0 })).status).toBe(4);
    expect((await operatorBan(0)).status).toBe(0);
    expect(await send(fanChat, '都解除了')).toBe(0);
  });

  it('refuses other durations, banning the anchor or a manager, and unknown users, and changes nothing then', async () => {
    for (const duration of [1, 60, 1800, 7200, 259_201, -600]) {
      expect(await as(manager, '/api/live/banUser', { liveid, uid: fan.id, duration })).toMatchObject({
        status: 1,
        msg: '禁言时长只能是 259200、86400、3600、600、0 秒（0 为解除禁言）',
      });
    }
    expect((await as(manager, '/api/live/banUser', { liveid, uid: fan.id, duration: '600' })).status).toBe(1);
    expect(await as(manager, '/api/live/banUser', { liveid, uid: anchor.id, duration: 600 })).toMatchObject({
      status: 4,
      msg: '不能禁言主播',
    });
    expect(await as(anchor, '/api/live/banUser', { liveid, uid: manager.id, duration: 600 })).toMatchObject({
      status: 4,
      msg: '不能禁言房管',
    });
    // A manager cannot ban another manager (nor themselves).
    const second = await registerFan(server, 'second_manager');
    await server.db.query('update users set is_anchor_admin = true where id = $1', [second.id]);
    expect((await as(anchor, '/api/live/setRoomManager', { liveid, uid: second.id, manager: 1 })).status).toBe(0);
    expect(await as(manager, '/api/live/banUser', { liveid, uid: second.id, duration: 600 })).toMatchObject({
      status: 4,
      msg: '不能禁言房管',
    });
    expect((await as(manager, '/api/live/banUser', { liveid, uid: manager.id, duration: 600 })).status).toBe(4);
    expect((await as(manager, '/api/live/banUser', { liveid, uid: 999_999, duration: 600 })).status).toBe(3);
    for (const uid of [fan.id, anchor.id, manager.id, second.id])
      expect((await as(anchor, '/api/live/getRoomMember', { liveid, uid })).data.banned_for).toBe(0);
    expect(await send(fanChat, '没有被禁言')).toBe(0);
    expect((await as(anchor, '/api/live/setRoomManager', { liveid, uid: second.id, manager: 0 })).status).toBe(0);
  });

  it('holds fans to slow mode in the gateway, by the server clock; the anchor and managers are exempt', async () => {
    for (const slow_mode of [1, 3, 15, 120, -5]) {
      expect(await as(manager, '/api/live/changePubConfig', { liveid, slow_mode })).toMatchObject({
        status: 1,
        msg: '慢速模式只能是 5、10、30、60、0 秒（0 为不限）',
      });
    }
    const poller = await RoomPoller.anonymous(server, room);
    const set = await as(manager, '/api/live/changePubConfig', { liveid, slow_mode: 10 });
    expect(set.data).toMatchObject({ liveid, slow_mode: 10 });
    expect(customData(await poller.until(ofType('changePubConfig')))).toEqual({
      type: 'changePubConfig',
      liveid,
      slow_mode: 10,
      uid: String(manager.id),
      nick_name: '房管小王',
    });
    expect((await as<{ slow_mode: number }>(null, '/webapi/live/getLivePageData', { anchorid: anchor.id })).data.slow_mode).toBe(10);

    at(100);
    const first = ++random;
    expect(await send(fanChat, '第一条', first)).toBe(0);
    const refused = await fanChat.request('group.send', textMessage(room, '第二条', ++random));
    expect(refused.errorCode).toBe(10023);
    expect(refused.errorInfo).toContain('wait 10 more seconds');
    // A retry of the first message (same random, after a dropped socket) still gets its first copy back.
    const retry = await fanChat.request('group.send', textMessage(room, '第一条', first));
    expect(retry).toMatchObject({ errorCode: 0, sendMessageResponse: { duplicate: true } });
    // An online-only message is never stored, so its "retry" would be a new broadcast: no pass for it.
    const onlineOnly = (text: string) => ({
      sendMessageRequest: { onlineOnly: true, message: { to: room, random: first, elements: [{ type: 'TIMTextElem', text }] } },
    });
    expect((await fanChat.request('group.send', onlineOnly('刷屏'))).errorCode).toBe(10023);
    at(109);
    expect(await send(fanChat, '还差一秒')).toBe(10023);
    at(110);
    expect(await send(fanChat, '十秒到了')).toBe(0);

    const managerChat = await chatIn(manager.id);
    const anchorChat = await chatIn(anchor.id);
    for (const client of [managerChat, anchorChat]) {
      expect(await send(client, '管理员一')).toBe(0);
      expect(await send(client, '管理员二')).toBe(0);
    }
    managerChat.close();
    anchorChat.close();

    expect((await as(anchor, '/api/live/changePubConfig', { liveid, slow_mode: 0 })).data).toMatchObject({ slow_mode: 0 });
    expect(await send(fanChat, '不限了一')).toBe(0);
    expect(await send(fanChat, '不限了二')).toBe(0);
  });

  it('changes the title for everyone: the room hears it, the lists show it in both languages, and a restart keeps it', async () => {
    const poller = await RoomPoller.anonymous(server, room);
    const blank = await as(manager, '/api/live/changeRoomTitle', { liveid, title: '   ' });
    expect(blank).toMatchObject({ status: 1, msg: '请输入直播间标题' });
    expect(await as(manager, '/api/live/changeRoomTitle', { liveid, title: '长'.repeat(31) })).toMatchObject({
      status: 1,
      msg: '直播间标题最多 30 个字',
    });
    expect((await as(manager, '/api/live/changeRoomTitle', { liveid, title: '换行\n标题' })).status).toBe(1);

    const title = `${'决'.repeat(26)}赛之夜`;
    expect((await as(manager, '/api/live/changeRoomTitle', { liveid, title: `  ${title} ` })).data).toEqual({
      liveid,
      title,
      slow_mode: 0,
    });
    expect(customData(await poller.until(ofType('changeRoomTitle')))).toEqual({
      type: 'changeRoomTitle',
      liveid,
      title,
      uid: String(manager.id),
      nick_name: '房管小王',
    });
    const listed = async (lang?: string) =>
      (
        await server.call<{ list: { liveid: number; title: string }[] }>(
          '/api/live/getRealLives',
          {},
          lang ? { query: { lang } } : undefined,
        )
      ).data.list.find((r) => r.liveid === liveid)?.title;
    expect(await listed()).toBe(title);
    // The anchor's own words, in whatever language they wrote them.
    expect(await listed('pt-br')).toBe(title);
    expect((await as<{ title: string }>(null, '/webapi/live/getLivePageData', { anchorid: anchor.id })).data.title).toBe(title);

    // The rooms are rebuilt at every start; the title set here stays, and the other rooms keep the seed's.
    const other = (await server.call<{ list: { liveid: number; title: string }[] }>('/api/live/getRealLives', {})).data.list.find(
      (r) => r.liveid === 102,
    )?.title;
    fanChat.close();
    await server.close();
    server = await startTestServer({ databaseUrl, dataDir, imLongPollHoldMs: 2000, keepDatabase: true });
    fanChat = await chatIn(fan.id);
    expect(await listed()).toBe(title);
    expect(
      (await server.call<{ list: { liveid: number; title: string }[] }>('/api/live/getRealLives', {})).data.list.find(
        (r) => r.liveid === 102,
      )?.title,
    ).toBe(other);
  });

  it('clears the chat as the operator’s call does: the room hears clearChatList and the history is empty', async () => {
    expect(await send(fanChat, '马上被清空')).toBe(0);
    const member = RoomPoller.fromJoin(server, await fanChat.request('group.join', { groupRequest: { groupId: room } }));
    expect((await as(manager, '/api/live/clearChatList', { liveid })).status).toBe(0);
    expect(customData(await member.until(ofType('clearChatList')))).toEqual({ type: 'clearChatList', group_id: room });
    expect((await server.call<{ list: unknown[] }>('/api/live/getLiveChat', { liveid })).data.list).toEqual([]);
    const roaming = await fanChat.request('roaming', { roamingRequest: { conversationType: 2, peer: room } });
    expect(roaming.roamingResponse?.messages ?? []).toEqual([]);
  });
});
