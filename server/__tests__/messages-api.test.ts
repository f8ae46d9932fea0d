import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPost, backends, registerFan, setWallet, startTestServer, type TestServer } from './test-server.ts';

type Messages = {
  list: { id: number; kind: string; title: string; content: string; link: string; read: number }[];
  total: number;
  unread: number;
};

/** System messages (docs/api.md "System messages"; spec 000 §2 /user-center/message). */
describe.each(backends)('system messages on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, adminToken: 'messages-admin' });
  });
  afterAll(() => server.close());

  const fan = (account: string) => registerFan(server, account);
  const messages = async (query: Record<string, string>) =>
    (await server.call<Messages>('/api/user/getSystemMessages', {}, { query })).data;

  it("a new fan has the welcome message and everyone's announcements, unread, newest first, in their language", async () => {
    const { query } = await fan('msg_fan1');
    const first = await messages(query);
    expect(first.total).toBe(3);
    expect(first.unread).toBe(3);
    expect(first.list.map((m) => m.kind)).toEqual(['welcome', 'announcement', 'announcement']);
    expect(first.list[0]).toMatchObject({ title: '欢迎加入，新人福利已到账', link: '/user-center/benefits', read: 0 });
    expect((await messages({ ...query, lang: 'pt-br' })).list[0].title).toBe('Bem-vindo! Seus presentes chegaram');
    expect((await server.call('/api/user/getSystemMessages', {})).status).toBe(2);
    expect((await server.call<{ system: number }>('/api/user/getUnreadCount', {}, { query })).data).toEqual({ system: 3 });
  });

  it("reads one, then all; nobody reads or sees another fan's message", async () => {
    const one = await fan('msg_fan2');
    const other = await fan('msg_fan3');
    const [welcome, announcement] = (await messages(one.query)).list;
    const otherWelcome = (await messages(other.query)).list.find((m) => m.kind === 'welcome')!;
    expect((await messages(one.query)).list.map((m) => m.id)).not.toContain(otherWelcome.id);

    expect(
      (await server.call<{ unread: number }>('/api/user/readSystemMessages', { ids: [welcome.id, otherWelcome.id] }, { query: one.query }))
        .data,
    ).toEqual({ unread: 2 });
    expect(
      (await server.call<{ unread: number }>('/api/user/readSystemMessages', { ids: [welcome.id] }, { query: one.query })).data,
    ).toEqual({ unread: 2 });
    expect((await messages(other.query)).unread).toBe(3);
    // An announcement read by one fan is still unread for the other.
    expect(
      (await server.call<{ unread: number }>('/api/user/readSystemMessages', { ids: [announcement.id] }, { query: one.query })).data,
    ).toEqual({ unread: 1 });
    expect((await messages(other.query)).list.find((m) => m.id === announcement.id)?.read).toBe(0);
    expect((await server.call<{ unread: number }>('/api/user/readSystemMessages', {}, { query: one.query })).data).toEqual({ unread: 0 });
    expect((await messages(one.query)).list.every((m) => m.read === 1)).toBe(true);
    for (const body of [{ ids: 'all' }, { ids: [0] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }]) {
      expect((await server.call('/api/user/readSystemMessages', body, { query: one.query })).status).toBe(1);
    }
  });

  it('tells a fan when their withdrawal is paid out or cancelled', async () => {
    const earner = await fan('msg_earner');
    await setWallet(server, { id: earner.id }, { diamond: 1_000 });
    const payee = { payee_name: '张三', payee_account: 'alipay-13800000000' };
    const ask = async (diamond: number, key: string) =>
      (
        await server.call<{ withdrawal: { id: number } }>(
          '/api/wallet/withdraw',
          { diamond, ...payee, request_id: key },
          { query: earner.query },
        )
      ).data.withdrawal.id;
    const move = (id: number, status: number) => adminPost(server, '/admin/wallet/withdrawal', { id, status });
    const paid = await ask(300, 'msg-withdraw-1');
    await move(paid, 1);
    expect((await messages(earner.query)).total).toBe(3);
    await move(paid, 2);
    const cancelled = await ask(200, 'msg-withdraw-2');
    await move(cancelled, 3);
    const [last, before] = (await messages(earner.query)).list;
    expect(before).toMatchObject({
      kind: 'withdrawal',
      title: '提现已派发',
      content: '你提现的 300 钻石（¥30.00）已派发到 ****0000。',
      read: 0,
    });
    expect(last).toMatchObject({ kind: 'withdrawal', title: '提现已取消', content: '提现申请已取消，200 钻石已退回钱包。' });
  });
});
