import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customData, RoomPoller } from './im-test-client.ts';
import { backends, setWallet, startTestServer, type TestServer } from './test-server.ts';

/** Gifts and following in live rooms (docs/api.md "Gifts and following"; spec 000 §3, §4, §9). */
describe.each(backends)('gifts and following on $name', ({ databaseUrl }) => {
  let server: TestServer;
  /** Room 101 belongs to the first seeded anchor. */
  const liveid = 101;
  let anchorId: number;
  let anchorToken: string;
  let key = 0;
  const requestId = () => `test-key-${++key}-${Date.now()}`;

  /** A fresh fan with `gold` in the wallet. */
  async function fan(account: string, gold = 0, nick = account) {
    const { data } = await server.call<{ token: string; id: number }>('/webapi/user/regist', {
      account,
      password: 'goal2026',
      nick_name: nick,
    });
    await setWallet(server, { id: data.id }, { gold });
    return { ...data, query: { token: data.token } };
  }
  const userRow = async (id: number) =>
    (
      await server.db.query<{ gold: number; gift_spend: number; anchor_point: number; fans_count: number; attent_count: number }>(
        'select gold, gift_spend, anchor_point, fans_count, attent_count from users where id = $1',
        [id],
      )
    )[0];
  const giftLines = async () =>
    (
      await server.call<{ list: { type: string; nick_name: string; gift_name?: string; count?: number }[] }>('/api/live/getLiveChat', {
        liveid,
      })
    ).data.list.filter((l) => l.type === 'GiftAnimation');

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, imLongPollHoldMs: 1500 });
    const anchor = await server.call<{ token: string; id: number }>('/webapi/user/login', {
      account: 'anchor01',
      password: 'sideline2026',
    });
    anchorId = anchor.data.id;
    anchorToken = anchor.data.token;
  });
  afterAll(() => server.close());

  it('lists the catalogue with icons and prices, and the quantity presets 1, 10, 66, 88, 100, 520, 1314', async () => {
    const { data } = await server.call<{ list: { id: number; name: string; icon: string; price: number }[]; counts: number[] }>(
      '/api/live/getGiftList',
    );
    expect(data.counts).toEqual([1, 10, 66, 88, 100, 520, 1314]);
    expect(data.list.length).toBeGreaterThanOrEqual(6);
    const icon = await fetch(`${server.url}${data.list[0].icon}`);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect((await fetch(`${server.url}/static/gifts/999.svg`)).status).toBe(404);
  });

  it('the bag: the gift coupon of a new fan sends its gifts once without gold, the anchor still earns, and nobody else can use it', async () => {
    const sender = await fan('bagfan1', 0);
    const other = await fan('bagfan2', 0);
    const bag = await server.call<{ list: { id: number; gift_id: number; count: number; name: string; expires_at: number }[] }>(
      '/api/live/getBagItems',
      {},
      { query: sender.query },
    );
    expect(bag.data.list).toHaveLength(1);
    const [item] = bag.data.list;
    expect(item).toMatchObject({ gift_id: 2, count: 10, name: '鲜花' });
    expect((await server.call('/api/live/getBagItems')).status).toBe(2);

    const anchorBefore = (
      await server.db.query<{ diamond: number; anchor_point: number }>('select diamond, anchor_point from users where id = $1', [anchorId])
    )[0];
    const stolen = await server.call('/api/live/sendBagGift', { liveid, bag_id: item.id, request_id: requestId() }, { query: other.query });
    expect(stolen.status).toBe(3);
    const key = requestId();
    const sent = await server.call<{ gold: number; amount: number; gift_spend: number; count: number; gift_id: number }>(
      '/api/live/sendBagGift',
      { liveid, bag_id: item.id, request_id: key },
      { query: sender.query },
    );
    expect(sent.status).toBe(0);
    expect(sent.data).toMatchObject({ gift_id: 2, count: 10, amount: 1000, gold: 0, gift_spend: 0 });
    const anchorAfter = (
      await server.db.query<{ diamond: number; anchor_point: number }>('select diamond, anchor_point from users where id = $1', [anchorId])
    )[0];
    expect(anchorAfter).toEqual({ diamond: anchorBefore.diamond + 500, anchor_point: anchorBefore.anchor_point + 1000 });
    expect((await giftLines()).at(-1)).toMatchObject({ nick_name: 'bagfan1', gift_name: '鲜花', count: 10 });

    // A repeat answers the first send; the coupon is gone from the bag and cannot send again.
    expect(
      (await server.call('/api/live/sendBagGift', { liveid, bag_id: item.id, request_id: key }, { query: sender.query })).data,
    ).toEqual(sent.data);
    expect((await server.call<{ list: unknown[] }>('/api/live/getBagItems', {}, { query: sender.query })).data.list).toEqual([]);
    expect(
      (await server.call('/api/live/sendBagGift', { liveid, bag_id: item.id, request_id: requestId() }, { query: sender.query })).status,
    ).toBe(3);
    expect((await server.db.query('select 1 from gift_sends where benefit_id = $1', [item.id])).length).toBe(1);
    const coupon = (
      await server.call<{ list: { type: number; used_at: number; status: number }[] }>(
        '/api/user/getBenefits',
        { page: 1, size: 10 },
        { query: sender.query },
      )
    ).data.list.find((b) => b.type === 8);
    expect(coupon).toMatchObject({ used_at: expect.any(Number), status: 1 });
    expect(coupon!.used_at).toBeGreaterThan(0);

    // Two taps at once with two keys: one send, the other refused, the coupon used once.
    const [own] = (await server.call<{ list: { id: number }[] }>('/api/live/getBagItems', {}, { query: other.query })).data.list;
    const both = await Promise.all(
      [1, 2].map(() => server.call('/api/live/sendBagGift', { liveid, bag_id: own.id, request_id: requestId() }, { query: other.query })),
    );
    expect(both.map((answer) => answer.status === 0).filter(Boolean)).toHaveLength(1);
    expect(both.find((answer) => answer.status !== 0)?.status).toBeOneOf([3, 6]);
    expect((await server.db.query('select 1 from gift_sends where benefit_id = $1', [own.id])).length).toBe(1);
  });

  it("a send debits the fan, credits the anchor, counts gift_spend, shows in the anchor's gift income and reaches the room", async () => {
    const sender = await fan('giftfan1', 10_000, '<b>送礼</b>');
    const poller = await RoomPoller.anonymous(server, `live_${liveid}`);
    const before = await userRow(anchorId);
    const sent = await server.call<{ gold: number; amount: number; gift_spend: number }>(
      '/api/live/sendGift',
      { liveid, gift_id: 2, count: 10, request_id: requestId() },
      { query: sender.query },
    );
    expect(sent.status).toBe(0);
    expect(sent.data).toMatchObject({ amount: 1000, gold: 9000, gift_spend: 1000 });
    expect(await userRow(sender.id)).toMatchObject({ gold: 9000, gift_spend: 1000 });
    expect((await userRow(anchorId)).anchor_point).toBe(before.anchor_point + 1000);
    // The room's readers get the gift line, from the server's system sender, with the nick as plain data.
    const pushed = await poller.until((m) => customData(m)?.type === 'GiftAnimation');
    expect(pushed.from).toBe('administrator');
    expect(customData(pushed)).toMatchObject({ nick_name: '<b>送礼</b>', gift_name: '鲜花', gift_name_en: 'Flor', count: 10 });
    expect((await giftLines()).at(-1)).toMatchObject({ nick_name: '<b>送礼</b>', gift_name: '鲜花', count: 10 });
    // The anchor's share (50%) arrives as diamonds, in the anchor's transaction log.
    const income = await server.call<{ list: { type: number; account: string; amount: number; ref: string }[]; total: number }>(
      '/api/user/getProfitList',
      {},
      { query: { token: anchorToken } },
    );
    expect(income.data.list[0]).toMatchObject({ type: 5, name: '礼物收益', account: 'diamond', amount: 500 });
    expect(income.data.list[0].ref).toMatch(/^gift_sends:\d+$/);
    const info = await server.call<{ gift_spend: number; gold: number }>('/webapi/User/getUserInfo', {}, { query: sender.query });
    expect(info.data).toMatchObject({ gift_spend: 1000, gold: 9000 });
  });

  it('the same request sent twice at once pays once and announces once', async () => {
    const sender = await fan('giftfan2', 1000);
    const body = { liveid, gift_id: 3, count: 1, request_id: requestId() };
    const linesBefore = (await giftLines()).length;
    const answers = await Promise.all(
      [1, 2, 3].map(() => server.call<{ id: number; gold: number }>('/api/live/sendGift', body, { query: sender.query })),
    );
    expect(answers.map((a) => a.status)).toEqual([0, 0, 0]);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await userRow(sender.id)).toMatchObject({ gold: 500, gift_spend: 500 });
    expect((await giftLines()).length).toBe(linesBefore + 1);
    // A new key is a new send.
    expect((await server.call('/api/live/sendGift', { ...body, request_id: requestId() }, { query: sender.query })).status).toBe(0);
    expect((await userRow(sender.id)).gold).toBe(0);
  });

  it('too little gold: status 7 with a readable message, and nothing changes', async () => {
    const sender = await fan('giftfan3', 99);
    const anchorBefore = await userRow(anchorId);
    const linesBefore = (await giftLines()).length;
    const refused = await server.call(
      '/api/live/sendGift',
      { liveid, gift_id: 2, count: 1, request_id: requestId() },
      { query: sender.query },
    );
    expect(refused.status).toBe(7);
    expect(refused.msg).toContain('金币余额不足');
    expect(await userRow(sender.id)).toMatchObject({ gold: 99, gift_spend: 0 });
    expect((await userRow(anchorId)).anchor_point).toBe(anchorBefore.anchor_point);
    expect((await giftLines()).length).toBe(linesBefore);
    // A fresh fan starts with no gold at all.
    const fresh = await server.call<{ id: number }>('/webapi/user/regist', { account: 'giftfan3b', password: 'goal2026' });
    expect((await userRow(fresh.data.id)).gold).toBe(0);
  });

  it('refuses a count that is not a preset, an unknown gift or room, a guest, and a gift to oneself', async () => {
    const sender = await fan('giftfan4', 100_000);
    const send = (body: Record<string, unknown>, query: Record<string, string> = sender.query) =>
      server.call('/api/live/sendGift', { liveid, gift_id: 1, count: 1, request_id: requestId(), ...body }, { query });
    const badCount = await send({ count: 7 });
    expect(badCount.status).toBe(1);
    expect(badCount.msg).toContain('1、10、66、88、100、520、1314');
    expect((await send({ gift_id: 999 })).msg).toBe('礼物不存在');
    expect((await send({ gift_id: 999 })).status).toBe(3);
    expect((await send({ liveid: 99999 })).status).toBe(3);
    expect((await send({ request_id: 'x' })).status).toBe(1);
    const guest = await send({}, {});
    expect(guest.status).toBe(2);
    expect(guest.msg).toContain('登录超时');
    expect((await send({}, { token: anchorToken })).status).toBe(1);
    expect((await userRow(sender.id)).gold).toBe(100_000);
  });

  it("a big gift (5,000 gold or more) is told to the other rooms, online-only; the sender's room gets only the animation", async () => {
    const sender = await fan('giftfan5', 100_000, '大<b>哥</b>');
    const here = await RoomPoller.anonymous(server, `live_${liveid}`);
    const elsewhere = await RoomPoller.anonymous(server, 'live_102');
    const send = (gift_id: number) =>
      server.call<{ id: number; amount: number }>(
        '/api/live/sendGift',
        { liveid, gift_id, count: 1, request_id: requestId() },
        { query: sender.query },
      );
    const small = await send(4);
    const big = await send(6);
    expect(big.data.amount).toBe(20_000);
    const notice = customData(await elsewhere.until((m) => customData(m)?.type === 'OtherRoomPackageNotify'));
    expect(notice).toMatchObject({
      uid: String(sender.id),
      nick_name: '大<b>哥</b>',
      liveid,
      anchorid: anchorId,
      anchor_nick_name: expect.any(String),
      gift_id: 6,
      gift_name: '皇冠',
      gift_name_en: 'Coroa',
      count: 1,
      amount: 20_000,
    });
    // The 1,000-gold send before it was not told: the first notice the other room hears is the crown.
    expect(elsewhere.seen.filter((m) => customData(m)?.type === 'OtherRoomPackageNotify')).toHaveLength(1);
    // The sender's room hears both animations, each with its send's id (the sender's app shows its own at once) ...
    const crown = customData(await here.until((m) => customData(m)?.type === 'GiftAnimation' && customData(m)?.gift_id === 6));
    expect(crown).toMatchObject({ send_id: big.data.id, count: 1 });
    expect(here.seen.some((m) => customData(m)?.send_id === small.data.id)).toBe(true);
    // ... and no notice, not even after a later send has reached it.
    const later = await send(1);
    await here.until((m) => customData(m)?.send_id === later.data.id);
    expect(here.seen.filter((m) => customData(m)?.type === 'OtherRoomPackageNotify')).toEqual([]);
    // Not stored: the other room's history has no trace of it.
    const history = await server.call<{ list: { type: string }[] }>('/api/live/getLiveChat', { liveid: 102 });
    expect(history.data.list.filter((l) => l.type === 'OtherRoomPackageNotify')).toEqual([]);
  });

  it('follow and unfollow set the state, idempotently; fans_count, attent_count and getLivePageData follow it', async () => {
    const follower = await fan('followfan1', 0, 'Fã <i>');
    const page = async (query: Record<string, string> = follower.query) =>
      (
        await server.call<{ is_attent: number; anchor: { fans_count: number } }>(
          '/webapi/live/getLivePageData',
          { anchorid: anchorId },
          { query },
        )
      ).data;
    const start = (await page()).anchor.fans_count;
    expect((await page()).is_attent).toBe(0);
    const poller = await RoomPoller.anonymous(server, `live_${liveid}`);
    const attent = (value: number) =>
      server.call<{ attent: number; fans_count: number }>(
        '/api/live/attentAnchor',
        { anchorid: anchorId, attent: value },
        { query: follower.query },
      );
    expect((await attent(1)).data).toEqual({ anchorid: anchorId, attent: 1, fans_count: start + 1 });
    expect((await attent(1)).data.fans_count).toBe(start + 1);
    expect(customData(await poller.until((m) => customData(m)?.type === 'AttentAnchor'))).toMatchObject({
      nick_name: 'Fã <i>',
      anchorid: anchorId,
    });
    expect(await page()).toMatchObject({ is_attent: 1, anchor: { fans_count: start + 1 } });
    expect((await page({})).is_attent).toBe(0);
    expect((await userRow(follower.id)).attent_count).toBe(1);
    // The follows page lists the anchor with their room; only the fan's own follows, never a guest's.
    const followed = async () =>
      (
        await server.call<{ list: { anchorid: number; liveid: number; fans_count: number }[]; total: number }>(
          '/api/live/getAttentAnchorList',
          {},
          { query: follower.query },
        )
      ).data;
    expect(await followed()).toMatchObject({ total: 1, list: [{ anchorid: anchorId, liveid, fans_count: start + 1 }] });
    expect((await server.call('/api/live/getAttentAnchorList', {})).status).toBe(2);
    await Promise.all([attent(0), attent(0)]);
    expect(await page()).toMatchObject({ is_attent: 0, anchor: { fans_count: start } });
    expect((await userRow(follower.id)).attent_count).toBe(0);
    expect(await followed()).toMatchObject({ total: 0, list: [] });
  });

  it('the anchor page: public to fans with the follow state; the anchor alone reads their gift income', async () => {
    const viewer = await fan('pagefan1', 1_000);
    const pageOf = (body: Record<string, number>, query?: Record<string, string>) =>
      server.call<{
        anchor: { id: number; fans_count: number };
        room: { liveid: number } | null;
        is_attent: number;
        is_self: number;
        income: { total: number; recent: { amount: number; type: number }[] } | null;
      }>('/api/live/getAnchorPage', body, query ? { query } : undefined);
    const seen = (await pageOf({ anchorid: anchorId }, viewer.query)).data;
    expect(seen).toMatchObject({ anchor: { id: anchorId }, room: { liveid }, is_attent: 0, is_self: 0, income: null });
    await server.call('/api/live/attentAnchor', { anchorid: anchorId, attent: 1 }, { query: viewer.query });
    expect((await pageOf({ anchorid: anchorId }, viewer.query)).data.is_attent).toBe(1);
    expect((await pageOf({ anchorid: anchorId })).data).toMatchObject({ is_attent: 0, income: null });

    const before = (await pageOf({}, { token: anchorToken })).data;
    expect(before).toMatchObject({ anchor: { id: anchorId }, is_self: 1 });
    await server.call('/api/live/sendGift', { liveid, gift_id: 2, count: 10, request_id: requestId() }, { query: viewer.query });
    const after = (await pageOf({}, { token: anchorToken })).data;
    expect(after.income!.total).toBe(before.income!.total + 500);
    expect(after.income!.recent[0]).toMatchObject({ amount: 500, type: 5 });

    expect((await pageOf({ anchorid: viewer.id }, viewer.query)).status).toBe(3);
    expect((await pageOf({})).status).toBe(2);
  });

  it('following: guests get status 2, a non-anchor status 3, oneself status 1', async () => {
    const follower = await fan('followfan2');
    expect((await server.call('/api/live/attentAnchor', { anchorid: anchorId, attent: 1 })).status).toBe(2);
    expect((await server.call('/api/live/attentAnchor', { anchorid: follower.id, attent: 1 }, { query: follower.query })).status).toBe(1);
    const other = await fan('followfan3');
    expect((await server.call('/api/live/attentAnchor', { anchorid: other.id, attent: 1 }, { query: follower.query })).status).toBe(3);
    expect((await server.call('/api/live/attentAnchor', { anchorid: anchorId, attent: 2 }, { query: follower.query })).status).toBe(1);
  });
});
