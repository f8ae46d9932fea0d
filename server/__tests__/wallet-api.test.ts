import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../domain/money/ledger/ledger.ts';
import { signNotice } from '../domain/money/wallet/recharges.ts';
import { backends, setWallet, startTestServer, type TestServer } from './test-server.ts';

const admin = { 'x-admin-token': 'wallet-admin' };
let keys = 0;
const key = (name: string) => `${name}-request-${++keys}`;

describe.each(backends)('wallet, recharge, VIP and withdraw on $name', ({ databaseUrl }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, adminToken: admin['x-admin-token'] });
  });
  afterAll(async () => {
    // Whatever the tests did, every balance is the sum of its ledger rows.
    expect(await ledgerMismatches(server.db)).toEqual([]);
    await server.close();
  });

  async function fan(account: string) {
    const { data } = await server.call<{ token: string; id: number }>('/webapi/user/regist', { account, password: 'goal2026' });
    return { id: data.id, query: { token: data.token } };
  }
  const info = async (query: { token: string }) =>
    (
      await server.call<{
        gold: number;
        diamond: number;
        isVIP: boolean;
        vip_level: number;
        vip_date: number;
        is_no_qrad: number;
        is_no_popad: number;
      }>('/webapi/User/getUserInfo', {}, { query })
    ).data;
  const adminPost = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...admin },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { data: never; status: number; msg: string };
  };

  it('a recharge through the sandbox provider credits the package once; a forged or repeated notice moves nothing', async () => {
    const { query } = await fan('fan_recharge');
    const packages = (await server.call<{ list: { id: number; gold: number; price_fen: number }[] }>('/api/pay/getPackageList')).data.list;
    const pack = packages.find((p) => p.id === 3)!;
    expect(pack).toEqual({ id: 3, gold: 10_000, bonus: 200, price_fen: 9_800 });

    const requestId = key('recharge');
    const opened = await server.call<{ recharge: { id: number; status: number; gold: number }; pay_url: string }>(
      '/api/pay/createRecharge',
      { package_id: 3, request_id: requestId },
      { query },
    );
    expect(opened.status).toBe(0);
    expect(opened.data.recharge).toMatchObject({ status: 0, gold: 10_000, price_fen: 9_800 });
    // The same key answers the same payment.
    expect(
      (await server.call<{ recharge: { id: number } }>('/api/pay/createRecharge', { package_id: 1, request_id: requestId }, { query })).data
        .recharge.id,
    ).toBe(opened.data.recharge.id);

    // The checkout page needs its signed address.
    const page = await fetch(`${server.url}${opened.data.pay_url}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('¥98.00');
    expect((await fetch(`${server.url}/sandbox-pay/${opened.data.recharge.id}?back=%2Frecharge&t=${'0'.repeat(64)}`)).status).toBe(404);
    expect((await info(query)).gold).toBe(0);

    // The fan pays: the provider notifies the server and sends the browser back to the app.
    const token = new URL(opened.data.pay_url, server.url).searchParams.get('t')!;
    const paid = await fetch(`${server.url}/sandbox-pay/${opened.data.recharge.id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ t: token, back: '/recharge', result: '1' }),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/m/recharge?recharge=${opened.data.recharge.id}`);
    expect((await server.call<{ status: number }>('/api/pay/getRecharge', { id: opened.data.recharge.id }, { query })).data.status).toBe(1);
    expect((await info(query)).gold).toBe(10_000);

    // A replayed notice, correctly signed, answers the settled payment and credits nothing.
    const notice = { recharge_id: opened.data.recharge.id, result: 1 as const, price_fen: 9_800 };
    const replay = await server.call<{ status: number }>('/api/pay/notify', {
      ...notice,
      sign: signNotice(server.context.paySecret, notice),
    });
    expect(replay.data.status).toBe(1);
    expect((await info(query)).gold).toBe(10_000);

    // A forged notice, or one with another amount, is refused.
    const second = await server.call<{ recharge: { id: number } }>(
      '/api/pay/createRecharge',
      { package_id: 1, request_id: key('recharge') },
      { query },
    );
    const forged = { recharge_id: second.data.recharge.id, result: 1 as const, price_fen: 600 };
    expect(await server.call('/api/pay/notify', { ...forged, sign: 'a'.repeat(64) })).toMatchObject({ status: 4, msg: '签名无效' });
    const cheaper = { ...forged, price_fen: 1 };
    expect((await server.call('/api/pay/notify', { ...cheaper, sign: signNotice(server.context.paySecret, cheaper) })).status).toBe(4);
    // A failed payment settles as failed and credits nothing; a later success notice cannot revive it.
    const failed = { ...forged, result: 2 as const };
    expect(
      (await server.call<{ status: number }>('/api/pay/notify', { ...failed, sign: signNotice(server.context.paySecret, failed) })).data
        .status,
    ).toBe(2);
    expect(
      (await server.call<{ status: number }>('/api/pay/notify', { ...forged, sign: signNotice(server.context.paySecret, forged) })).data
        .status,
    ).toBe(2);
    expect((await info(query)).gold).toBe(10_000);

    // Another fan cannot read this payment.
    const other = await fan('fan_recharge_other');
    expect((await server.call('/api/pay/getRecharge', { id: opened.data.recharge.id }, { query: other.query })).status).toBe(3);
  });

  it('VIP: too little gold fails and moves nothing; a purchase makes the fan VIP and ad-free; a renewal extends from vip_date', async () => {
    const { id, query } = await fan('fan_vip');
    const plans = (
      await server.call<{ list: { id: number; price: number; days: number; level: number }[]; isVIP: boolean }>(
        '/api/vip/getPlans',
        {},
        { query },
      )
    ).data;
    expect(plans.list.map((p) => [p.id, p.level, p.days, p.price])).toEqual([
      [1, 1, 30, 3_000],
      [2, 2, 90, 8_000],
      [3, 3, 365, 28_800],
    ]);
    expect(plans.isVIP).toBe(false);

    await setWallet(server, { id }, { gold: 2_999 });
    expect(await server.call('/api/vip/buy', { plan_id: 1, request_id: key('vip') }, { query })).toMatchObject({
      status: 7,
      msg: '金币余额不足：需要 3000 金币，当前 2999 金币',
    });
    expect(await info(query)).toMatchObject({ gold: 2_999, isVIP: false, is_no_qrad: 0 });

    await setWallet(server, { id }, { gold: 6_000 });
    const now = Math.floor(server.context.clock.now().getTime() / 1000);
    const requestId = key('vip');
    const bought = await server.call<{ gold: number; vip_level: number; vip_date: number }>(
      '/api/vip/buy',
      { plan_id: 1, request_id: requestId },
      { query },
    );
    expect(bought.data).toMatchObject({ gold: 3_000, vip_level: 1, vip_date: now + 30 * 86_400 });
    // The same key again: the first answer, no second debit.
    expect((await server.call<{ gold: number }>('/api/vip/buy', { plan_id: 1, request_id: requestId }, { query })).data.gold).toBe(3_000);
    expect(await info(query)).toMatchObject({ gold: 3_000, isVIP: true, vip_level: 1, is_no_qrad: 1, is_no_popad: 1 });

    const renewed = await server.call<{ vip_date: number }>('/api/vip/buy', { plan_id: 1, request_id: key('vip') }, { query });
    expect(renewed.data.vip_date).toBe(now + 60 * 86_400);
    expect((await server.call('/api/vip/getVipUser', { uid: id })).data).toMatchObject({
      uid: String(id),
      isVIP: true,
      vip_level: 1,
      vip_date: now + 60 * 86_400,
    });
  });

  it('a new fan uses the VIP trial card once: VIP for its 3 days; nobody else can use it', async () => {
    const { query } = await fan('fan_trial');
    const plans = (await server.call<{ cards: { id: number; days: number }[] }>('/api/vip/getPlans', {}, { query })).data;
    expect(plans.cards).toHaveLength(1);
    const card = plans.cards[0];
    const other = await fan('fan_trial_thief');
    expect((await server.call('/api/user/useBenefit', { id: card.id }, { query: other.query })).status).toBe(3);

    const used = await server.call<{ used_at: number }>('/api/user/useBenefit', { id: card.id }, { query });
    const now = Math.floor(server.context.clock.now().getTime() / 1000);
    expect(used.data.used_at).toBe(now);
    expect(await info(query)).toMatchObject({ isVIP: true, vip_level: 1, vip_date: now + 3 * 86_400 });
    expect(await server.call('/api/user/useBenefit', { id: card.id }, { query })).toMatchObject({ status: 6, msg: '福利已使用' });
    expect((await server.call<{ cards: unknown[] }>('/api/vip/getPlans', {}, { query })).data.cards).toEqual([]);
  });

  it('gift income reaches the anchor as diamonds; a withdrawal is reviewed, paid or cancelled once with the diamonds returned', async () => {
    const sender = await fan('fan_gift_income');
    await setWallet(server, { id: sender.id }, { gold: 1_000 });
    const [room] = await server.db.query<{ liveid: number; anchor_id: number }>(
      'select liveid, anchor_id from rooms order by liveid limit 1',
    );
    const [before] = await server.db.query<{ diamond: number }>('select diamond from users where id = $1', [room.anchor_id]);
    expect(
      (
        await server.call(
          '/api/live/sendGift',
          { liveid: room.liveid, gift_id: 2, count: 10, request_id: key('gift') },
          { query: sender.query },
        )
      ).status,
    ).toBe(0);
    const [after] = await server.db.query<{ diamond: number }>('select diamond from users where id = $1', [room.anchor_id]);
    // 1,000 gold at the anchors' 50% share.
    expect(after.diamond - before.diamond).toBe(500);

    const earner = await fan('fan_withdraw');
    await setWallet(server, { id: earner.id }, { diamond: 1_000 });
    const payee = { payee_name: '张三', payee_account: 'alipay-13800000000' };
    expect(
      (await server.call('/api/wallet/withdraw', { diamond: 105, ...payee, request_id: key('w') }, { query: earner.query })).status,
    ).toBe(1);
    expect(
      (await server.call('/api/wallet/withdraw', { diamond: 2_000, ...payee, request_id: key('w') }, { query: earner.query })).status,
    ).toBe(7);

    const asked = await server.call<{
      withdrawal: { id: number; status: number; cash_fen: number; payee_account: string };
      diamond: number;
    }>('/api/wallet/withdraw', { diamond: 300, ...payee, request_id: key('w') }, { query: earner.query });
    expect(asked.data).toMatchObject({ diamond: 700, withdrawal: { status: 0, cash_fen: 3_000, payee_account: '****0000' } });
    const wallet = await server.call<{ diamond: number; money: number }>('/api/wallet/getWallet', {}, { query: earner.query });
    expect(wallet.data).toMatchObject({ diamond: 700, money: 70 });

    const id = asked.data.withdrawal.id;
    expect((await adminPost('/admin/wallet/withdrawal', { id, status: 2 })).status).toBe(6);
    expect((await adminPost('/admin/wallet/withdrawal', { id, status: 1 })).status).toBe(0);
    expect((await adminPost('/admin/wallet/withdrawal', { id, status: 2 })).status).toBe(0);
    expect((await adminPost('/admin/wallet/withdrawal', { id, status: 3 })).status).toBe(6);

    const second = await server.call<{ withdrawal: { id: number } }>(
      '/api/wallet/withdraw',
      { diamond: 200, ...payee, request_id: key('w') },
      { query: earner.query },
    );
    // Two operators cancel at once: the diamonds come back once.
    const cancels = await Promise.all([
      adminPost('/admin/wallet/withdrawal', { id: second.data.withdrawal.id, status: 3 }),
      adminPost('/admin/wallet/withdrawal', { id: second.data.withdrawal.id, status: 3 }),
    ]);
    expect(cancels.map((c) => c.status).sort()).toEqual([0, 6]);
    expect((await info(earner.query)).diamond).toBe(700);

    const list = await server.call<{ list: { id: number; status: number }[]; total: number }>(
      '/api/wallet/getWithdrawList',
      {},
      { query: earner.query },
    );
    expect(list.data.list.map((w) => [w.id, w.status])).toEqual([
      [second.data.withdrawal.id, 3],
      [id, 2],
    ]);
  });

  it("the transaction log lists every movement, newest first, by type, and only the fan's own", async () => {
    const { id, query } = await fan('fan_log');
    await setWallet(server, { id }, { gold: 5_000 });
    await server.call('/api/vip/buy', { plan_id: 1, request_id: key('vip') }, { query });
    await server.call('/api/task/checkIn', {}, { query });
    const types = (await server.call<{ type: number; name: string }[]>('/api/user/getProfitConsumeType')).data;
    expect(types.find((t) => t.name === '开通VIP')?.type).toBe(7);
    const log = (
      await server.call<{ list: { type: number; amount: number; balance: number; account: string }[]; total: number }>(
        '/api/user/getProfitList',
        {},
        { query },
      )
    ).data;
    expect(log.list.map((e) => [e.type, e.amount, e.balance])).toEqual([
      [10, 1_000, 3_000],
      [7, -3_000, 2_000],
      [2, 5_000, 5_000],
    ]);
    expect((await server.call<{ list: unknown[]; total: number }>('/api/user/getProfitList', { type: 7 }, { query })).data.total).toBe(1);
    expect(
      (await server.call<{ list: unknown[]; total: number }>('/api/user/getProfitList', { account: 'diamond' }, { query })).data.total,
    ).toBe(0);
    expect((await server.call('/api/user/getProfitList', {})).status).toBe(2);
  });

  it('100 concurrent spends that together exceed the balance: the balance ends at zero or above and every accepted spend is in the ledger', async () => {
    const { id, query } = await fan('fan_concurrent');
    await setWallet(server, { id }, { gold: 3_000 * 33 + 1_000 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => server.call('/api/vip/buy', { plan_id: 1, request_id: key('burst') }, { query })),
    );
    const accepted = answers.filter((a) => a.status === 0).length;
    expect(accepted).toBe(33);
    expect(answers.filter((a) => a.status === 7)).toHaveLength(67);
    expect((await info(query)).gold).toBe(1_000);
    const [{ rows }] = await server.db.query<{ rows: number }>(
      "select count(*)::int as rows from ledger where user_id = $1 and kind = 'vip'",
      [id],
    );
    expect(rows).toBe(33);
  });

  it('the ledger is append-only', async () => {
    await expect(server.db.query('update ledger set amount = amount + 1')).rejects.toThrow(/append-only/);
    await expect(server.db.query('delete from ledger')).rejects.toThrow(/append-only/);
  });
});
