import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsCall, signedInOperator, type OpsSession } from './ops-client.ts';
import { backends, registerFan, setClock, setWallet, startTestServer, type TestServer } from './test-server.ts';

type Books = { rows: number; holds: boolean; mismatches: { userId: number; account: string; balance: number; ledger: number }[] };
type Daily = {
  from: string;
  to: string;
  items: { date: string; kind: string; name: string; account: string; credits: number; debits: number; net: number; rows: number }[];
};

/** Issue 36 §8: the money screen's calls: the books' check with its result, daily totals per server day and kind, CSV. */
describe.each(backends)("the console's money calls on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let finance: OpsSession;
  let viewer: OpsSession;
  let fan: { id: number };

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    fan = await registerFan(server, 'money_fan');
    // 23:30 on 9 July in server time (UTC+8), then 00:30 on 10 July: two server days, one UTC day.
    setClock(server, new Date('2026-07-09T15:30:00Z'));
    await setWallet(server, fan, { gold: 500 });
    setClock(server, new Date('2026-07-09T16:30:00Z'));
    await setWallet(server, fan, { gold: 300, diamond: 40 });
    // Signed in at the moved clock, so the sessions are fresh.
    finance = await signedInOperator(server, 'fin@example.com', 'finance');
    viewer = await signedInOperator(server, 'view@example.com', 'viewer');
  }, 120_000);
  afterAll(() => server.close());

  it('totals each server day per kind and account, credits and debits apart', async () => {
    const daily = await opsCall<Daily>(server, 'GET', '/ops/api/money/daily?from=2026-07-09&to=2026-07-10', { session: viewer });
    expect(daily.status).toBe(0);
    expect(daily.data.from).toBe('2026-07-09');
    expect(daily.data.items).toEqual([
      {
        date: '2026-07-09',
        kind: 'grant',
        type: 2,
        name: '系统发放',
        nameEn: 'Concedido',
        account: 'gold',
        credits: 500,
        debits: 0,
        net: 500,
        rows: 1,
      },
      {
        date: '2026-07-10',
        kind: 'grant',
        type: 2,
        name: '系统发放',
        nameEn: 'Concedido',
        account: 'diamond',
        credits: 40,
        debits: 0,
        net: 40,
        rows: 1,
      },
      {
        date: '2026-07-10',
        kind: 'grant',
        type: 2,
        name: '系统发放',
        nameEn: 'Concedido',
        account: 'gold',
        credits: 0,
        debits: 200,
        net: -200,
        rows: 1,
      },
    ]);
    // Without dates: the seven server days up to today (the clock's 10 July).
    const week = await opsCall<Daily>(server, 'GET', '/ops/api/money/daily', { session: finance });
    expect({ from: week.data.from, to: week.data.to, days: new Set(week.data.items.map((i) => i.date)) }).toEqual({
      from: '2026-07-04',
      to: '2026-07-10',
      days: new Set(['2026-07-09', '2026-07-10']),
    });
  });

  it('refuses a bad range with a clear message', async () => {
    const cases: [string, string][] = [
      ['from=2026-07-10&to=2026-07-09', '参数错误: from 不能晚于 to'],
      ['from=2026-02-30', '参数错误: from 应为 YYYY-MM-DD 日期'],
      ['to=yesterday', '参数错误: to 应为 YYYY-MM-DD 日期'],
      ['from=2026-01-01&to=2026-07-10', '参数错误: 一次最多 92 天'],
    ];
    for (const [query, msg] of cases) {
      const answer = await opsCall(server, 'GET', `/ops/api/money/daily?${query}`, { session: finance });
      expect({ query, status: answer.status, msg: answer.msg }).toEqual({ query, status: 1, msg });
    }
  });

  it('exports the same totals as CSV', async () => {
    const csv = await opsCall(server, 'GET', '/ops/api/money/daily.csv?from=2026-07-09&to=2026-07-10', { session: finance });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="ledger-2026-07-09-2026-07-10.csv"');
    expect(csv.text.replace(/^\ufeff/, '').split('\r\n')).toEqual([
      'date,kind,type,name,nameEn,account,credits,debits,net,rows',
      '2026-07-09,grant,2,系统发放,Concedido,gold,500,0,500,1',
      '2026-07-10,grant,2,系统发放,Concedido,diamond,40,0,40,1',
      '2026-07-10,grant,2,系统发放,Concedido,gold,0,200,-200,1',
      '',
    ]);
  });

  it('the books hold, and a balance changed outside the ledger is named', async () => {
    const held = await opsCall<Books>(server, 'GET', '/ops/api/money/audit', { session: finance });
    expect(held.data).toMatchObject({ holds: true, mismatches: [] });
    expect(held.data.rows).toBeGreaterThanOrEqual(3);
    await server.db.query('update users set gold = gold + 7 where id = $1', [fan.id]);
    try {
      const broken = await opsCall<Books>(server, 'GET', '/ops/api/money/audit', { session: viewer });
      expect(broken.data).toMatchObject({ holds: false, mismatches: [{ userId: fan.id, account: 'gold', balance: 307, ledger: 300 }] });
    } finally {
      await server.db.query('update users set gold = gold - 7 where id = $1', [fan.id]);
    }
  });

  it('a moderator cannot read the money', async () => {
    const moderator = await signedInOperator(server, 'mod@example.com', 'moderator');
    for (const path of ['/ops/api/money/audit', '/ops/api/money/daily', '/ops/api/money/daily.csv'])
      expect(await opsCall(server, 'GET', path, { session: moderator })).toMatchObject({ http: 403, status: 4, msg: '没有权限' });
  });
});
