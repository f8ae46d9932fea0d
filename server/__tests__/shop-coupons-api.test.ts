import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../domain/money/ledger/ledger.ts';
import { adminPost, backends, registerFan, setWallet, startTestServer, type TestServer } from './test-server.ts';

type Fan = Awaited<ReturnType<typeof registerFan>>;
type Coupon = { id: number; type: number; name: string; amount: number; discount: number; pay: number };
type Order = { id: number; price: number; discount: number; amount: number; coupon: { id: number; type: number; name: string } | null };
const address = { name: '张三', mobile: '13800000009', detail: '北京市朝阳区体育路 1 号' };
// Seeded goods (server/seed/shop-goods.ts): a VIP week card (virtual, diamonds), the data-model trial (virtual, 20,000
// gold), a match ball (physical, 350,000 gold).
const vipCard = 1;
const modelTrial = 3;
const ball = 8;

let keys = 0;
const key = () => `coupon-order-${++keys}`;

/** Using a coupon at the shop's checkout (docs/ledger.md "Shop coupons"; docs/api.md "Shop and addresses"). */
describe.each(backends)('shop coupons on $name', ({ databaseUrl }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, adminToken: 'coupon-admin' });
  });
  afterAll(async () => {
    // However the orders went, every balance is the sum of its ledger rows.
    expect(await ledgerMismatches(server.db)).toEqual([]);
    await server.close();
  });

  const grant = async (fan: Fan, coupon: { type: number; amount: number; valid_days?: number }) => {
    const answer = await adminPost<{ id: number }>(server, '/admin/benefit/grant', {
      user_id: fan.id,
      name_zh: '优惠券',
      name_pt: 'Cupom',
      days: 0,
      valid_days: 30,
      ...coupon,
    });
    expect(answer.status, answer.msg).toBe(0);
    return answer.data.id;
  };
  const coupons = async (fan: Fan, goods_id: number, quantity = 1) =>
    (await server.call<{ list: Coupon[]; price: number }>('/api/shop/getCoupons', { goods_id, quantity }, { query: fan.query })).data;
  const buy = (fan: Fan, body: Record<string, unknown>) =>
    server.call<{ order: Order; gold: number; diamond: number }>(
      '/api/shop/buy',
      { request_id: key(), quantity: 1, ...body },
      { query: fan.query },
    );
  const state = async (fan: Fan, benefitId: number, goodsId: number) => {
    const [row] = await server.db.query<{ gold: number; diamond: number; orders: number; used: boolean; stock: number }>(
      `select u.gold, u.diamond, (select count(*)::int from orders where user_id = u.id) as orders,
         (select used_at is not null from benefits where id = $2) as used, (select stock from goods where id = $3) as stock
       from users u where u.id = $1`,
      [fan.id, benefitId, goodsId],
    );
    return row;
  };
  const couponStatus = async (fan: Fan, id: number) =>
    (
      await server.call<{ list: { id: number; status: number }[] }>('/api/user/getBenefits', { page: 1, size: 50 }, { query: fan.query })
    ).data.list.find((b) => b.id === id)?.status;

  it('offers the coupons that apply to the order, the one that saves most first', async () => {
    const fan = await registerFan(server, 'coupon_offer');
    const packet = await grant(fan, { type: 7, amount: 5_000 });
    const card = await grant(fan, { type: 9, amount: 12 });
    const bigPacket = await grant(fan, { type: 7, amount: 30_000 });
    await grant(fan, { type: 1, amount: 0 });

    // Two balls (700,000 gold): 12% off is 84,000, more than either packet.
    expect(await coupons(fan, ball, 2)).toEqual({
      price: 700_000,
      currency: 'gold',
      list: [
        expect.objectContaining({ id: card, type: 9, discount: 84_000, pay: 616_000 }),
        expect.objectContaining({ id: bigPacket, type: 7, discount: 30_000, pay: 670_000 }),
        expect.objectContaining({ id: packet, type: 7, discount: 5_000, pay: 695_000 }),
      ],
    });
    // The model trial (20,000 gold, virtual): no black card; the 30,000 packet is more than the order.
    expect((await coupons(fan, modelTrial)).list.map((c) => c.id)).toEqual([packet]);
    // Goods in diamonds take no red packet, and a virtual card no black card.
    expect((await coupons(fan, vipCard)).list).toEqual([]);
    // Named in the request's language.
    const pt = await server.call<{ list: Coupon[] }>(
      '/api/shop/getCoupons',
      { goods_id: ball, quantity: 1 },
      { query: { ...fan.query, lang: 'pt-br' } },
    );
    expect(pt.data.list[0].name).toBe('Cupom');
  });

  it('a red packet takes its gold off, a black card its percent: the coupon is used with the order, which records it', async () => {
    const fan = await registerFan(server, 'coupon_buyer');
    const packet = await grant(fan, { type: 7, amount: 5_000 });
    const card = await grant(fan, { type: 9, amount: 12 });
    await setWallet(server, { id: fan.id }, { gold: 700_000 });

    const withPacket = await buy(fan, { goods_id: modelTrial, benefit_id: packet });
    expect(withPacket.status, withPacket.msg).toBe(0);
    expect(withPacket.data.order).toMatchObject({
      price: 20_000,
      discount: 5_000,
      amount: 15_000,
      coupon: { id: packet, type: 7, name: '优惠券' },
    });
    expect(withPacket.data.gold).toBe(685_000);

    const withCard = await buy(fan, { goods_id: ball, quantity: 2, address, benefit_id: card });
    expect(withCard.status, withCard.msg).toBe(0);
    expect(withCard.data.order).toMatchObject({ price: 700_000, discount: 84_000, amount: 616_000, coupon: { id: card, type: 9 } });
    expect(withCard.data.gold).toBe(69_000);

    // Both coupons are used (coupon state 1) and the order list shows them.
    expect(await couponStatus(fan, packet)).toBe(1);
    expect(await couponStatus(fan, card)).toBe(1);
    const orders = await server.call<{ list: Order[] }>('/api/shop/getOrderList', { page: 1, size: 10 }, { query: fan.query });
    expect(orders.data.list.map((o) => [o.price, o.discount, o.amount, o.coupon?.id])).toEqual([
      [700_000, 84_000, 616_000, card],
      [20_000, 5_000, 15_000, packet],
    ]);
    // The ledger holds what was paid, once per order.
    const rows = await server.db.query<{ amount: number; ref: string }>(
      "select amount, ref from ledger where user_id = $1 and kind = 'shop' order by id",
      [fan.id],
    );
    expect(rows).toEqual([
      { amount: -15_000, ref: `orders:${withPacket.data.order.id}` },
      { amount: -616_000, ref: `orders:${withCard.data.order.id}` },
    ]);
    // An order without a coupon says so.
    const plain = await buy(fan, { goods_id: modelTrial });
    expect(plain.data.order).toMatchObject({ price: 20_000, discount: 0, amount: 20_000, coupon: null });
  });

  it("refuses a coupon that is expired, used, another fan's, unknown or not for these goods, and moves nothing", async () => {
    const fan = await registerFan(server, 'coupon_refused');
    const other = await registerFan(server, 'coupon_other');
    await setWallet(server, { id: fan.id }, { gold: 1_000_000, diamond: 100_000 });
    const packet = await grant(fan, { type: 7, amount: 5_000 });
    const card = await grant(fan, { type: 9, amount: 10 });
    const vip = await grant(fan, { type: 1, amount: 0 });
    const expired = await grant(fan, { type: 7, amount: 1_000, valid_days: 1 });
    await server.db.query("update benefits set expires_at = $2::timestamptz - interval '1 second' where id = $1", [
      expired,
      server.context.clock.now().toISOString(),
    ]);
    const used = await grant(fan, { type: 7, amount: 1_000 });
    expect((await buy(fan, { goods_id: modelTrial, benefit_id: used })).status).toBe(0);
    const others = await grant(other, { type: 7, amount: 5_000 });

    const refusals: [number, Record<string, unknown>, number, string][] = [
      [expired, { goods_id: modelTrial }, 6, '优惠券已过期'],
      [used, { goods_id: modelTrial }, 6, '优惠券已使用'],
      [others, { goods_id: modelTrial }, 3, '优惠券不存在'],
      [999_999, { goods_id: modelTrial }, 3, '优惠券不存在'],
      [card, { goods_id: modelTrial }, 1, '黑卡只能用于实物商品'],
      [packet, { goods_id: vipCard }, 1, '红包只能抵扣金币商品'],
      [vip, { goods_id: ball, address }, 1, '该福利不能用于商城订单'],
    ];
    for (const [benefitId, body, status, msg] of refusals) {
      const goodsId = body.goods_id as number;
      const before = await state(fan, benefitId, goodsId);
      const answer = await buy(fan, { ...body, benefit_id: benefitId });
      expect([answer.status, answer.msg, answer.data]).toEqual([status, msg, null]);
      expect(await state(fan, benefitId, goodsId)).toEqual(before);
    }
    // A packet no smaller than the order: the fan uses it from the benefits page instead.
    const big = await grant(fan, { type: 7, amount: 20_000 });
    expect(await buy(fan, { goods_id: modelTrial, benefit_id: big })).toMatchObject({
      status: 1,
      msg: '订单金额需高于红包金额 20000 金币',
    });
    // Too little gold after the discount: nothing moves, and the coupon stays unused for another try.
    await setWallet(server, { id: fan.id }, { gold: 14_999 });
    expect(await buy(fan, { goods_id: modelTrial, benefit_id: packet })).toMatchObject({ status: 7, msg: '金币余额不足' });
    expect(await couponStatus(fan, packet)).toBe(2);
    await setWallet(server, { id: fan.id }, { gold: 15_000 });
    expect((await buy(fan, { goods_id: modelTrial, benefit_id: packet })).data.gold).toBe(0);
  });

  it('a repeated request id answers the first order and uses the coupon and the gold once', async () => {
    const fan = await registerFan(server, 'coupon_repeat');
    await setWallet(server, { id: fan.id }, { gold: 100_000 });
    const packet = await grant(fan, { type: 7, amount: 5_000 });
    const body = { request_id: key(), goods_id: modelTrial, benefit_id: packet };
    const [first, twin] = await Promise.all([buy(fan, body), buy(fan, body)]);
    const again = await buy(fan, body);
    for (const answer of [first, twin, again])
      expect(answer.data.order).toMatchObject({ id: first.data.order.id, amount: 15_000, coupon: { id: packet } });
    expect((await state(fan, packet, modelTrial)).gold).toBe(85_000);
    expect((await server.db.query("select 1 from ledger where user_id = $1 and kind = 'shop'", [fan.id])).length).toBe(1);
  });

  it('of concurrent orders using the same coupon only one gets it', async () => {
    const fan = await registerFan(server, 'coupon_race');
    await setWallet(server, { id: fan.id }, { gold: 10_000_000 });
    const card = await grant(fan, { type: 9, amount: 20 });
    // Different goods too, so the goods' row lock does not line them up: the coupon's lock does.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => buy(fan, { goods_id: [ball, 5, 9][i % 3], address, benefit_id: card })),
    );
    expect(answers.filter((a) => a.status === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 0).map((a) => [a.status, a.msg])).toEqual(
      Array.from({ length: 5 }, () => [6, '优惠券已使用']),
    );
    const [{ orders }] = await server.db.query<{ orders: number }>('select count(*)::int as orders from orders where benefit_id = $1', [
      card,
    ]);
    expect(orders).toBe(1);
    const won = answers.find((a) => a.status === 0)!.data.order;
    expect((await state(fan, card, ball)).gold).toBe(10_000_000 - won.amount);
  });

  it("asks for a login and answers bad input with status 1; the operator's grant is checked", async () => {
    expect((await server.call('/api/shop/getCoupons', { goods_id: ball, quantity: 1 })).status).toBe(2);
    const fan = await registerFan(server, 'coupon_input');
    for (const body of [
      { goods_id: ball },
      { goods_id: ball, quantity: 0 },
      { goods_id: ball, quantity: 100 },
      { goods_id: 'x', quantity: 1 },
    ]) {
      expect((await server.call('/api/shop/getCoupons', body, { query: fan.query })).status).toBe(1);
    }
    expect((await server.call('/api/shop/getCoupons', { goods_id: 99_999, quantity: 1 }, { query: fan.query })).status).toBe(3);
    for (const benefit_id of [0, -1, 'one', 1.5]) expect((await buy(fan, { goods_id: modelTrial, benefit_id })).status).toBe(1);

    const base = { user_id: fan.id, name_zh: '券', name_pt: 'Cupom', days: 0, valid_days: 30 };
    expect(await adminPost(server, '/admin/benefit/grant', { ...base, type: 9, amount: 95 })).toMatchObject({ status: 1 });
    expect(await adminPost(server, '/admin/benefit/grant', { ...base, type: 7, amount: 0 })).toMatchObject({ status: 1 });
    expect(await adminPost(server, '/admin/benefit/grant', { ...base, type: 8, amount: 10 })).toMatchObject({ status: 1 });
    expect(await adminPost(server, '/admin/benefit/grant', { ...base, user_id: 9_999_999, type: 7, amount: 10 })).toMatchObject({
      status: 3,
    });
    const unsigned = await fetch(`${server.url}/admin/benefit/grant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...base, type: 7, amount: 10 }),
    });
    expect(((await unsigned.json()) as { status: number }).status).toBe(4);
    expect(
      (await server.call<{ list: unknown[] }>('/api/user/getBenefits', { page: 1, size: 50 }, { query: fan.query })).data.list,
    ).toHaveLength(2);
  });
});
