import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, GroupTypes, ImEvent, type ImError, type UserStatus } from '../../../runtime/im/index.ts';
import { encodeServiceRequest } from '../../../runtime/im/protocol/service-codec.ts';
import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import { backends, startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';
import { clientsOf, chatUser, loggedIn, nextEvent } from './chat-fixtures.ts';

const codeOf = (promise: Promise<unknown>): Promise<number> =>
  promise.then(
    () => 0,
    (error: ImError) => error.code,
  );

/** User status between clients over real sockets (spec 001 §3, §5, §7), and the purchase bits that gate it. */
describe.each(backends)('user status and purchase bits on $name', ({ databaseUrl }) => {
  let server: TestServer;
  const clients = clientsOf(() => server);

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
  });

  afterAll(async () => {
    await clients.destroyAll();
    await server?.close();
  });

  it("pushes a subscribed user's custom status and going offline; unsubscribing stops the pushes", async () => {
    const [a, b, c] = [await chatUser(server, 'st_alice'), await chatUser(server, 'st_bob'), await chatUser(server, 'st_carol')];
    const alice = await loggedIn(clients.open(), a);
    const bob = await loggedIn(clients.open(), b);
    const carol = await loggedIn(clients.open(), c);
    const seen: UserStatus[] = [];
    alice.on(ImEvent.USER_STATUS_UPDATED, (statuses) => seen.push(...statuses));

    expect((await alice.subscribeUserStatus({ userIDList: [b.userID, c.userID, '999999'] })).data.failureUserList).toEqual([
      { userID: '999999', code: ServerCode.INVALID_RECIPIENT, message: 'no user 999999' },
    ]);
    const updated = nextEvent(alice, ImEvent.USER_STATUS_UPDATED);
    expect((await bob.setSelfStatus({ customStatus: '看球中 ⚽' })).data.userStatusList).toEqual([
      { userID: b.userID, statusType: 1, customStatus: '看球中 ⚽' },
    ]);
    expect(await updated).toEqual([{ userID: b.userID, statusType: 1, customStatus: '看球中 ⚽' }]);
    expect((await alice.getUserStatus({ userIDList: [b.userID, c.userID] })).data.successUserList).toEqual([
      { userID: b.userID, statusType: 1, customStatus: '看球中 ⚽' },
      { userID: c.userID, statusType: 1, customStatus: '' },
    ]);

    const offline = nextEvent(alice, ImEvent.USER_STATUS_UPDATED);
    await bob.logout();
    expect(await offline).toEqual([{ userID: b.userID, statusType: 2, customStatus: '看球中 ⚽' }]);
    expect((await alice.getUserStatus({ userIDList: [b.userID] })).data.successUserList[0].statusType).toBe(2);

    // Unsubscribed from bob: his next status is not pushed; carol's, pushed after it over the same socket, is.
    await alice.unsubscribeUserStatus({ userIDList: [b.userID] });
    const bobAgain = await loggedIn(clients.open(), b);
    await bobAgain.setSelfStatus({ customStatus: '中场休息' });
    const fromCarol = nextEvent(alice, ImEvent.USER_STATUS_UPDATED);
    await carol.setSelfStatus({ customStatus: '在路上' });
    expect(await fromCarol).toEqual([{ userID: c.userID, statusType: 1, customStatus: '在路上' }]);
    expect(seen.filter((status) => status.customStatus === '中场休息')).toEqual([]);

    // Unsubscribing with no list ends every subscription.
    await alice.unsubscribeUserStatus();
    expect((await alice.subscribeUserStatus({ userIDList: [c.userID] })).data.failureUserList).toEqual([]);
  });

  it('checks its arguments: 500 ids to query, 100 to subscribe, a string status, no blocked words', async () => {
    const sdk = await loggedIn(clients.open(), await chatUser(server, 'st_rules'));
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(900000 + i));
    expect((await sdk.getUserStatus({ userIDList: ids(500) })).data.failureUserList).toHaveLength(500);
    expect(await codeOf(sdk.getUserStatus({ userIDList: ids(501) }))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(await codeOf(sdk.subscribeUserStatus({ userIDList: ids(101) }))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(await codeOf(sdk.subscribeUserStatus({ userIDList: [] }))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(await codeOf(sdk.unsubscribeUserStatus({ userIDList: ids(101) }))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(await codeOf(sdk.setSelfStatus({ customStatus: 7 as unknown as string }))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(await codeOf(sdk.setSelfStatus({ customStatus: '来赌博网站' }))).toBe(ServerCode.BLOCKED_WORD);
    expect(await codeOf(sdk.setSelfStatus({ customStatus: '球'.repeat(34) }))).toBe(ServerCode.INVALID_PARAMETER);
    // No ids: my own status.
    expect((await sdk.getUserStatus()).data.successUserList).toEqual([{ userID: expect.any(String), statusType: 1, customStatus: '' }]);
  });

  it('refuses status, counters, conversation groups and marks, extensions and specified receivers without their purchase bits: CANNOT_USE_COMMERCIAL_ABILITY in the SDK, 72001 from the gateway', async () => {
    const owner = await chatUser(server, 'st_owner');
    // Logged in while every bit was on: the SDK holds those bits until its next config fetch, so the gateway decides.
    const early = await loggedIn(clients.open(), await chatUser(server, 'st_early'));
    const earlyGroup = (await early.createGroup({ type: GroupTypes.GRP_PUBLIC, name: '计数群' })).data.group.groupID;
    server.im.settings.purchaseBits = '00000000';
    try {
      const sdk = await loggedIn(clients.open(), owner);
      expect(await codeOf(sdk.getUserStatus())).toBe(ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY);
      expect(await codeOf(sdk.subscribeUserStatus({ userIDList: ['1'] }))).toBe(ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY);
      const groupID = (await sdk.createGroup({ type: GroupTypes.GRP_PUBLIC, name: '无计数群' })).data.group.groupID;
      expect(await codeOf(sdk.getGroupCounters({ groupID }))).toBe(ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY);
      expect(await codeOf(sdk.increaseGroupCounter({ groupID, key: 'goals', value: 1 }))).toBe(ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY);
      // Setting one's own status is not gated (spec 001 §5 names query, subscribe and unsubscribe).
      expect((await sdk.setSelfStatus({ customStatus: '' })).code).toBe(0);

      expect(await codeOf(early.getUserStatus())).toBe(ServerCode.ABILITY_NOT_PURCHASED);
      expect(await codeOf(early.getGroupCounters({ groupID: earlyGroup }))).toBe(ServerCode.ABILITY_NOT_PURCHASED);

      // Conversation groups and marks, message extensions and specified receivers are abilities too (spec 001 §5).
      const toGroup = (chat: typeof sdk, to: string) =>
        chat.createTextMessage({ to, conversationType: 'GROUP', payload: { text: '只给你看' }, receiverList: [owner.userID] });
      expect(await codeOf(sdk.getConversationGroupList())).toBe(ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY);
      expect(await codeOf(sdk.markConversation({ conversationIDList: [`GROUP${groupID}`], markType: 1, enableMark: true }))).toBe(
        ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY,
      );
      expect(await codeOf(sdk.sendMessage(toGroup(sdk, groupID)))).toBe(ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY);
      const sent = (
        await sdk.sendMessage(
          sdk.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: '进球' }, isSupportExtension: true }),
        )
      ).data.message;
      expect(await codeOf(sdk.setMessageExtensions(sent, [{ key: 'like', value: '1' }]))).toBe(ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY);
      expect(await codeOf(early.getConversationGroupList())).toBe(ServerCode.ABILITY_NOT_PURCHASED);
      // A conversation the SDK holds, so the mark is sent (an unknown one fails locally).
      await early.sendMessage(early.createTextMessage({ to: earlyGroup, conversationType: 'GROUP', payload: { text: '开赛' } }));
      expect(await codeOf(early.markConversation({ conversationIDList: [`GROUP${earlyGroup}`], markType: 1, enableMark: true }))).toBe(
        ServerCode.ABILITY_NOT_PURCHASED,
      );
      expect(await codeOf(early.sendMessage(toGroup(early, earlyGroup)))).toBe(ServerCode.ABILITY_NOT_PURCHASED);
    } finally {
      server.im.settings.purchaseBits = '11111111';
    }
    const allowed = await loggedIn(clients.open(), await chatUser(server, 'st_paid'));
    expect((await allowed.getUserStatus()).code).toBe(0);
  });

  it('stores SDK reports sent over the socket and posted over HTTP, and refuses a wrong app id', async () => {
    const sdk = await loggedIn(clients.open({ cloudConfig: { q_rpt_interval: '1' } }), await chatUser(server, 'st_reporter'));
    await sdk.getUserStatus();
    type QualityRow = { user_id: string; body: { quality: { command: string; totalCount: number; successCount: number }[] } };
    let rows: QualityRow[] = [];
    // The report is due 1 s after login (the app's q_rpt_interval): polled for, up to 10 s.
    for (let tries = 0; rows.length === 0 && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      rows = await server.db.query<QualityRow>("select user_id, body from im_reports where kind = 'quality'");
    }
    expect(rows[0].user_id).not.toBe('');
    expect(rows[0].body.quality).toEqual(
      expect.arrayContaining([expect.objectContaining({ command: 'status.get', totalCount: 1, successCount: 1 })]),
    );

    const body = encodeServiceRequest({
      report: {
        kind: 'events',
        madeAt: 1,
        sdkVersion: '2.27.6',
        events: [{ level: 5, name: 'error', code: 2800, message: 'network error', time: 1 }],
      },
    });
    const post = (appId: number | string) =>
      fetch(`${server.url}/im/report?sdkappid=${appId}&reqtime=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-protobuf' },
        body: new Uint8Array(body),
      });
    expect((await post(1400000001)).status).toBe(204);
    expect((await post(1)).status).toBe(400);
    const events = await server.db.query<{ user_id: string; body: { events: { code: number }[] } }>(
      "select user_id, body from im_reports where kind = 'events'",
    );
    expect(events).toEqual([{ user_id: '', body: expect.objectContaining({ events: [expect.objectContaining({ code: 2800 })] }) }]);
    const empty = encodeServiceRequest({ report: { kind: 'events' } });
    expect(
      (
        await fetch(`${server.url}/im/report?sdkappid=1400000001`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-protobuf' },
          body: new Uint8Array(empty),
        })
      ).status,
    ).toBe(400);
  });
});
