import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, setWallet, startTestServer, temporaryDataDir, type TestServer } from './test-server.ts';

type Goods = { id: number; category: string; price: number; currency: 'gold' | 'diamond'; stock: number; is_virtual: boolean };
type Task = { prop: string; stage: number; stage_max: number; reward: number; received: number };
const address = { name: '张三', mobile: '13800000009', detail: '北京市朝阳区体育路 1 号' };

async function register(server: TestServer, account: string): Promise<{ token: string; id: number }> {
  const { data } = await server.call<{ token: string; id: number }>('/webapi/user/regist', { account, password: 'goal2026' });
  return data;
}

/** A failure the fan can read: a non-zero status and a message with nothing of the server's insides. */
function expectCleanFailure(answer: { status: number; msg: string; data: unknown }, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.data).toBeNull();
  expect(answer.msg).not.toMatch(/\bat \w|\.ts\b|select |insert |stack|Error/);
}

let orders = 0;
const orderKey = () => `test-order-${++orders}`;

describe.each(backends)('shop API on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let fan: { token: string; id: number };
  const setGold = (gold: number, diamond = 0) => setWallet(server, { id: fan.id }, { gold, diamond });
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    fan = await register(server, 'fan_shop');
  });
  afterAll(() => server.close());

  it('lists goods by category and page, and shows one', async () => {
    const all = await server.call<{ list: Goods[]; total: number; categories: { id: string }[] }>('/api/shop/getGoodsList', {
      page: 1,
      size: 50,
    });
    expect(all.data.total).toBe(all.data.list.length);
    expect(new Set(all.data.list.map((g) => g.category))).toEqual(new Set(all.data.categories.map((c) => c.id)));
    expect(all.data.list.some((g) => g.stock === 0)).toBe(true);
    const jerseys = await server.call<{ list: Goods[]; total: number }>('/api/shop/getGoodsList', { category: 'jersey', page: 1, size: 2 });
    expect(jerseys.data.list.every((g) => g.category === 'jersey')).toBe(true);
    expect(jerseys.data.total).toBeGreaterThan(2);
    const page2 = await server.call<{ list: Goods[] }>('/api/shop/getGoodsList', { category: 'jersey', page: 2, size: 2 });
    expect(page2.data.list[0].id).not.toBe(jerseys.data.list[0].id);
    expect((await server.call<Goods>('/api/shop/getGoodsInfo', { id: all.data.list[0].id })).data).toEqual(all.data.list[0]);
    expect((await server.call('/api/shop/getGoodsInfo', { id: 99999 })).status).toBe(3);
    const image = await fetch(`${server.url}/static/pictures/goods/1.svg`);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('buys from the wallet: stock and balance go down, an order is kept', async () => {
    const ball = (await server.call<Goods>('/api/shop/getGoodsInfo', { id: 8 })).data;
    expect(ball.is_virtual).toBe(false);
    await setGold(ball.price * 2 + 5);
    const bought = await server.call<{ order: { id: number; amount: number; status: number; address: unknown }; gold: number }>(
      '/api/shop/buy',
      { request_id: orderKey(), goods_id: 8, quantity: 2, address },
      { query: { token: fan.token } },
    );
    expect(bought.status).toBe(0);
    expect(bought.data.gold).toBe(5);
    expect(bought.data.order).toMatchObject({ amount: ball.price * 2, status: 1, address });
    expect((await server.call<Goods>('/api/shop/getGoodsInfo', { id: 8 })).data.stock).toBe(ball.stock - 2);
    const orders = await server.call<{ list: { id: number }[]; total: number }>(
      '/api/shop/getOrderList',
      { page: 1, size: 10 },
      { query: { token: fan.token } },
    );
    expect(orders.data.total).toBe(1);
    expect(orders.data.list[0].id).toBe(bought.data.order.id);
  });

  it('refuses a purchase the wallet cannot pay, and takes nothing', async () => {
    await setGold(100, 0);
    const card = (await server.call<Goods>('/api/shop/getGoodsInfo', { id: 1 })).data;
    expect(card.currency).toBe('diamond');
    const poor = await server.call('/api/shop/buy', { request_id: orderKey(), goods_id: 1, quantity: 1 }, { query: { token: fan.token } });
    expectCleanFailure(poor, 7);
    expect(poor.msg).toBe('钻石余额不足');
    expect((await server.call<Goods>('/api/shop/getGoodsInfo', { id: 1 })).data.stock).toBe(card.stock);
    const [wallet] = await server.db.query<{ gold: number; diamond: number }>('select gold, diamond from users where id = $1', [fan.id]);
    expect(wallet).toEqual({ gold: 100, diamond: 0 });
  });

  it('refuses sold-out goods and physical goods without an address', async () => {
    await setGold(10_000_000, 10_000_000);
    const soldOut = (await server.call<{ list: Goods[] }>('/api/shop/getGoodsList', { page: 1, size: 50 })).data.list.find(
      (g) => g.stock === 0,
    )!;
    expectCleanFailure(
      await server.call(
        '/api/shop/buy',
        { request_id: orderKey(), goods_id: soldOut.id, quantity: 1, address },
        { query: { token: fan.token } },
      ),
      6,
    );
    expectCleanFailure(
      await server.call('/api/shop/buy', { request_id: orderKey(), goods_id: 8, quantity: 1 }, { query: { token: fan.token } }),
      1,
    );
    expectCleanFailure(
      await server.call('/api/shop/buy', { request_id: orderKey(), goods_id: 99999, quantity: 1 }, { query: { token: fan.token } }),
      3,
    );
  });

  it('never oversells under concurrent purchases', async () => {
    await server.db.query('update goods set stock = 3 where id = 10');
    await setGold(10_000_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.call('/api/shop/buy', { request_id: orderKey(), goods_id: 10, quantity: 1, address }, { query: { token: fan.token } }),
      ),
    );
    expect(answers.filter((a) => a.status === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 6)).toHaveLength(3);
    expect((await server.call<Goods>('/api/shop/getGoodsInfo', { id: 10 })).data.stock).toBe(0);
  });

  it("keeps the fan's addresses: the first is the default, one default at a time, up to 10, only the fan's own", async () => {
    const buyer = await register(server, 'fan_addresses');
    const as = { query: { token: buyer.token } };
    type Saved = { id: number; name: string; is_default: boolean };
    const home = await server.call<Saved>(
      '/api/shop/saveAddress',
      { name: '张三', mobile: '13800000001', detail: '北京市朝阳区体育路 1 号' },
      as,
    );
    expect(home.data).toMatchObject({ name: '张三', is_default: true });
    const office = await server.call<Saved>(
      '/api/shop/saveAddress',
      { name: '张三', mobile: '13800000001', detail: '上海市浦东新区球场路 8 号', is_default: true },
      as,
    );
    const list = async () => (await server.call<{ list: Saved[]; max: number }>('/api/shop/getAddressList', {}, as)).data;
    expect((await list()).list.map((a) => [a.id, a.is_default])).toEqual([
      [office.data.id, true],
      [home.data.id, false],
    ]);
    // Another fan's address: refused as missing, for editing, deleting and ordering.
    expectCleanFailure(
      await server.call(
        '/api/shop/saveAddress',
        { id: home.data.id, name: 'x', mobile: '13800000002', detail: '别人的地址呀' },
        { query: { token: fan.token } },
      ),
      3,
    );
    expectCleanFailure(await server.call('/api/shop/deleteAddress', { id: home.data.id }, { query: { token: fan.token } }), 3);
    expectCleanFailure(
      await server.call(
        '/api/shop/buy',
        { request_id: orderKey(), goods_id: 8, quantity: 1, address_id: home.data.id },
        { query: { token: fan.token } },
      ),
      3,
    );

    // An order copies the saved address; editing the address later leaves the order as it was.
    await setWallet(server, { id: buyer.id }, { gold: 1_000_000 });
    const bought = await server.call<{ order: { address: unknown } }>(
      '/api/shop/buy',
      { request_id: orderKey(), goods_id: 8, quantity: 1, address_id: office.data.id },
      as,
    );
    expect(bought.data.order.address).toEqual({ name: '张三', mobile: '13800000001', detail: '上海市浦东新区球场路 8 号' });
    await server.call(
      '/api/shop/saveAddress',
      { id: office.data.id, name: '李四', mobile: '13800000003', detail: '广州市天河区 9 号' },
      as,
    );
    const orders = await server.call<{ list: { address: unknown }[] }>('/api/shop/getOrderList', { page: 1, size: 10 }, as);
    expect(orders.data.list[0].address).toEqual({ name: '张三', mobile: '13800000001', detail: '上海市浦东新区球场路 8 号' });

    // Deleting the default makes the oldest remaining one the default.
    await server.call('/api/shop/deleteAddress', { id: office.data.id }, as);
    expect((await list()).list.map((a) => [a.id, a.is_default])).toEqual([[home.data.id, true]]);
    for (let i = 0; i < 9; i++)
      expect(
        (await server.call('/api/shop/saveAddress', { name: `收件人${i}`, mobile: '13800000004', detail: `测试地址 ${i} 号楼` }, as))
          .status,
      ).toBe(0);
    expectCleanFailure(
      await server.call('/api/shop/saveAddress', { name: '第十一个', mobile: '13800000004', detail: '放不下的地址' }, as),
      6,
    );
    expect((await list()).list.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('delivers a virtual card as its benefit, one per card, which the fan then uses', async () => {
    const buyer = await register(server, 'fan_cards');
    const as = { query: { token: buyer.token } };
    await setWallet(server, { id: buyer.id }, { diamond: 60_000 });
    const bought = await server.call<{ order: { status: number } }>(
      '/api/shop/buy',
      { request_id: orderKey(), goods_id: 1, quantity: 2 },
      as,
    );
    expect(bought.data.order.status).toBe(2);
    const benefits = await server.call<{ list: { id: number; type: number; days: number; name: string }[] }>(
      '/api/user/getBenefits',
      { page: 1, size: 20 },
      as,
    );
    const cards = benefits.data.list.filter((b) => b.name === 'VIP 周卡');
    expect(cards.map((b) => [b.type, b.days])).toEqual([
      [1, 7],
      [1, 7],
    ]);
    expect((await server.call('/api/user/useBenefit', { id: cards[0].id }, as)).status).toBe(0);
    const info = await server.call<{ isVIP: boolean; vip_date: number }>('/webapi/User/getUserInfo', {}, as);
    expect(info.data).toMatchObject({ isVIP: true, vip_date: Math.floor(server.context.clock.now().getTime() / 1000) + 7 * 86_400 });
  });

  it('asks for a login for buying and orders', async () => {
    for (const [path, body] of [
      ['/api/shop/buy', { request_id: orderKey(), goods_id: 3, quantity: 1 }],
      ['/api/shop/getOrderList', { page: 1, size: 10 }],
    ] as const) {
      const answer = await server.call(path, body);
      expect(answer.status).toBe(2);
      expect(answer.msg).toContain('登录超时');
    }
  });

  it('answers bad input with status 1: wrong type, missing field, oversized text, SQL-looking text', async () => {
    const query = { token: fan.token };
    const bad: [string, unknown][] = [
      ['/api/shop/getGoodsList', { page: 'one', size: 10 }],
      ['/api/shop/getGoodsList', { category: "jersey' or 1=1 --", page: 1, size: 10 }],
      ['/api/shop/getGoodsList', { category: 'x'.repeat(10_000), page: 1, size: 10 }],
      ['/api/shop/getGoodsList', { page: 1, size: 5000 }],
      ['/api/shop/getGoodsInfo', {}],
      ['/api/shop/getGoodsInfo', { id: '1; drop table goods' }],
      ['/api/shop/buy', { request_id: orderKey(), goods_id: 3 }],
      ['/api/shop/buy', { request_id: orderKey(), goods_id: 3, quantity: -1 }],
      ['/api/shop/buy', { request_id: orderKey(), goods_id: 3, quantity: 1.5 }],
      ['/api/shop/buy', { request_id: orderKey(), goods_id: 8, quantity: 1, address: { ...address, detail: 'x'.repeat(500) } }],
      ['/api/shop/buy', { request_id: orderKey(), goods_id: 8, quantity: 1, address: { ...address, mobile: "1' or '1'='1" } }],
      ['/api/shop/getOrderList', { page: 0, size: 10 }],
    ];
    for (const [path, body] of bad) expectCleanFailure(await server.call(path, body, { query }), 1);
    expect((await server.call<{ total: number }>('/api/shop/getGoodsList', { page: 1, size: 50 })).data.total).toBeGreaterThan(0);
  });
});

describe.each(backends)('tasks and check-in API on $name', ({ databaseUrl }) => {
  const dataDir = databaseUrl ? undefined : temporaryDataDir();
  let server: TestServer;
  let fan: { token: string; id: number };
  const tasks = async () =>
    (
      await server.call<{ tasks: Task[]; gold: number; checkin: number; checkin_continuous: number }>(
        '/api/task/getTaskList',
        {},
        { query: { token: fan.token } },
      )
    ).data;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, dataDir, clock: '2026-06-03T04:00:00Z' });
    fan = await register(server, 'fan_task');
  });
  afterAll(() => server.close());

  it('lists newbie and daily tasks with progress from what the fan did today', async () => {
    const before = await tasks();
    expect(before.tasks.map((t) => t.prop)).toEqual(['appFirstLogin', 'inviteFriend', 'watchLive', 'readInfo', 'sendComment', 'sendGift']);
    expect(before.tasks.find((t) => t.prop === 'readInfo')!.stage).toBe(0);
    const news = await server.call<{ list: { id: number }[] }>('/api/news/getNewsList', { page: 1, size: 3 });
    for (const item of news.data.list) await server.call('/api/news/getNewsInfo', { id: item.id }, { query: { token: fan.token } });
    await server.call('/api/news/getNewsInfo', { id: news.data.list[0].id }, { query: { token: fan.token } });
    const rooms = await server.call<{ list: { anchorid: number }[] }>('/api/live/getRealLives', {});
    await server.call('/webapi/live/getLivePageData', { anchorid: rooms.data.list[0].anchorid }, { query: { token: fan.token } });
    const after = await tasks();
    expect(after.tasks.find((t) => t.prop === 'readInfo')).toMatchObject({ stage: 3, stage_max: 3, received: 0 });
    expect(after.tasks.find((t) => t.prop === 'watchLive')).toMatchObject({ stage: 1, stage_max: 3 });
    // A gift sent in a room finishes today's sendGift.
    expect(after.tasks.find((t) => t.prop === 'sendGift')).toMatchObject({ stage: 0, stage_max: 1 });
    await setWallet(server, { id: fan.id }, { gold: 10 });
    const gift = await server.call(
      '/api/live/sendGift',
      { liveid: 101, gift_id: 1, count: 1, request_id: 'task-gift-request' },
      { query: { token: fan.token } },
    );
    expect(gift.status).toBe(0);
    expect((await tasks()).tasks.find((t) => t.prop === 'sendGift')).toMatchObject({ stage: 1, received: 0 });
  });

  it('pays a finished task once, and an unfinished one never', async () => {
    const gold = (await tasks()).gold;
    const first = await server.call<{ award: number; gold: number }>(
      '/api/task/receiveReward',
      { prop: 'readInfo' },
      { query: { token: fan.token } },
    );
    expect(first.status).toBe(0);
    expect(first.data.gold).toBe(gold + first.data.award);
    const twice = await server.call('/api/task/receiveReward', { prop: 'readInfo' }, { query: { token: fan.token } });
    expectCleanFailure(twice, 6);
    expect(twice.msg).toBe('奖励已领取');
    expectCleanFailure(await server.call('/api/task/receiveReward', { prop: 'watchLive' }, { query: { token: fan.token } }), 6);
    expectCleanFailure(await server.call('/api/task/receiveReward', { prop: 'noSuchTask' }, { query: { token: fan.token } }), 3);
    const racing = await Promise.all(
      [1, 2, 3].map(() => server.call('/api/task/receiveReward', { prop: 'appFirstLogin' }, { query: { token: fan.token } })),
    );
    expect(racing.filter((a) => a.status === 0)).toHaveLength(1);
    const after = await tasks();
    expect(after.gold).toBe(gold + 1_500 + 5_000);
    expect(after.tasks.find((t) => t.prop === 'readInfo')!.received).toBe(1);
  });

  it('checks in once a day; the week shows it', async () => {
    const gold = (await tasks()).gold;
    const first = await server.call<{ continuous: number; award: number; gold: number }>(
      '/api/task/checkIn',
      {},
      { query: { token: fan.token } },
    );
    expect(first.data).toEqual({ continuous: 1, award: 1_000, gold: gold + 1_000 });
    const again = await server.call('/api/task/checkIn', {}, { query: { token: fan.token } });
    expectCleanFailure(again, 6);
    expect(again.msg).toBe('今天已签到');
    const week = await server.call<{ today: string; checkin: number; continuous: number; days: { date: string; checked: number }[] }>(
      '/api/task/getCheckInInfo',
      {},
      { query: { token: fan.token } },
    );
    // 2026-06-03 04:00 UTC is 12:00 on Wednesday 3 June in UTC+8; the week starts on Monday 1 June.
    expect(week.data).toMatchObject({ today: '2026-06-03', checkin: 1, continuous: 1 });
    expect(week.data.days.map((d) => d.date)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
    ]);
    expect(week.data.days.map((d) => d.checked)).toEqual([0, 0, 1, 0, 0, 0, 0]);
    expect((await tasks()).checkin).toBe(1);
  });

  it('continues the streak the next server day and restarts it after a missed day', async () => {
    await server.close();
    const at = async (clock: string) => {
      server = await startTestServer({ databaseUrl, dataDir, clock, keepDatabase: true });
      return server.call<{ continuous: number; award: number }>(
        '/api/task/checkIn',
        {},
        {
          query: {
            token: (await server.call<{ token: string }>('/webapi/user/login', { account: 'fan_task', password: 'goal2026' })).data.token,
          },
        },
      );
    };
    // 16:30 UTC on 3 June is already 4 June in UTC+8.
    expect((await at('2026-06-03T16:30:00Z')).data).toMatchObject({ continuous: 2, award: 1_000 });
    await server.close();
    expect((await at('2026-06-06T02:00:00Z')).data).toMatchObject({ continuous: 1, award: 1_000 });
  });

  it('asks for a login for every task call, and refuses bad input', async () => {
    for (const path of ['/api/task/getTaskList', '/api/task/receiveReward', '/api/task/checkIn', '/api/task/getCheckInInfo']) {
      const answer = await server.call(path, { prop: 'readInfo' });
      expect(answer.status).toBe(2);
      expect(answer.msg).toContain('登录超时');
    }
    const token = (await server.call<{ token: string }>('/webapi/user/login', { account: 'fan_task', password: 'goal2026' })).data.token;
    for (const body of [{}, { prop: 42 }, { prop: 'x'.repeat(300) }])
      expectCleanFailure(await server.call('/api/task/receiveReward', body, { query: { token } }), 1);
    expectCleanFailure(
      await server.call('/api/task/receiveReward', { prop: "readInfo'; update users set gold = 99999999 --" }, { query: { token } }),
      1,
    );
    expectCleanFailure(await server.call('/api/task/receiveReward', { prop: "' or 1=1 --" }, { query: { token } }), 3);
  });
});
