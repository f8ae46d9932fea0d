import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../domain/money/ledger/ledger.ts';
import { opsCall, signedInOperator, type OpsSession } from './ops-client.ts';
import { backends, registerFan, setWallet, startTestServer, type TestServer } from './test-server.ts';

type Queue<T> = { items: T[]; total: number };
type Withdrawal = { id: number; status: number; payeeAccount: string; nickName: string };

/** Issue 36 §4: the applications and withdrawals queues of the operators' console, audited, one winner per row. */
describe.each(backends)("the console's review queues on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let moderator: OpsSession;
  let finance: OpsSession;
  let finance2: OpsSession;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    moderator = await signedInOperator(server, 'mod@example.com', 'moderator');
    finance = await signedInOperator(server, 'fin@example.com', 'finance');
    finance2 = await signedInOperator(server, 'fin2@example.com', 'finance');
  }, 120_000);
  afterAll(() => server.close());

  const audits = (kind: string, id: number) =>
    server.db.query<{ actor: string; action: string; before: unknown; after: { status: number } }>(
      'select actor, action, before, after from operator_audit where target_kind = $1 and target_id = $2 order by id',
      [kind, String(id)],
    );

  it('an anchor application waits in the queue; approval makes an anchor, tells them, is audited; a second review is told who', async () => {
    const applicant = await registerFan(server, 'queue_applicant');
    const hostile = '<img src=x onerror=alert(1)>';
    const [material] = (
      await server.call<{ list: { id: number }[] }>('/api/user/addMaterial', { url: '/static/uploads/a.png' }, { query: applicant.query })
    ).data.list;
    const applied = await server.call<{ id: number }>(
      '/api/user/apply',
      { type: 'anchor', real_name: '张小球', contact: '13800000001', intro: hostile, material_ids: [material.id] },
      { query: applicant.query },
    );
    const queue = await opsCall<Queue<{ id: number; intro: string; nickName: string }>>(server, 'GET', '/ops/api/queues/applications', {
      session: moderator,
    });
    // The fan's text comes back as they wrote it; the console renders it as text.
    expect(queue.data.items.find((a) => a.id === applied.data.id)).toMatchObject({ intro: hostile, nickName: expect.any(String) });

    const path = `/ops/api/queues/applications/${applied.data.id}/review`;
    expect((await opsCall(server, 'POST', path, { session: moderator, body: { approve: true, reason: 'ok' } })).status).toBe(0);
    const [user] = await server.db.query<{ is_anchor: boolean }>('select is_anchor from users where id = $1', [applicant.id]);
    expect(user.is_anchor).toBe(true);
    const messages = await server.db.query<{ kind: string }>(
      "select kind from system_messages where user_id = $1 and kind = 'application'",
      [applicant.id],
    );
    expect(messages).toHaveLength(1);
    expect(await audits('application', applied.data.id)).toEqual([
      { actor: 'mod@example.com', action: 'application.approve', before: { status: 0 }, after: expect.objectContaining({ status: 1 }) },
    ]);
    const again = await opsCall(server, 'POST', path, { session: moderator, body: { approve: false } });
    expect({ status: again.status, msg: again.msg }).toEqual({ status: 6, msg: '已被 mod@example.com 处理（通过）' });
  });

  it('a moderator cannot read or move withdrawals', async () => {
    expect((await opsCall(server, 'GET', '/ops/api/queues/withdrawals', { session: moderator })).msg).toBe('没有权限');
    const move = await opsCall(server, 'POST', '/ops/api/queues/withdrawals/1/move', {
      session: moderator,
      body: { action: 'approve', seen: 0 },
    });
    expect({ http: move.http, status: move.status }).toEqual({ http: 403, status: 4 });
  });

  async function withdrawal(account: string): Promise<{ fan: { id: number }; id: number }> {
    const fan = await registerFan(server, account);
    await setWallet(server, { id: fan.id }, { diamond: 1_000 });
    const asked = await server.call<{ withdrawal: { id: number } }>(
      '/api/wallet/withdraw',
      { diamond: 300, payee_name: '张三', payee_account: '6222000011110000', request_id: `${account}-1` },
      { query: fan.query },
    );
    return { fan, id: asked.data.withdrawal.id };
  }

  it('two finance operators approve one withdrawal at once: exactly one wins, the other is told who; paid once, books balanced', async () => {
    const { fan, id } = await withdrawal('queue_withdraw');
    const open = await opsCall<Queue<Withdrawal>>(server, 'GET', '/ops/api/queues/withdrawals', { session: finance });
    expect(open.data.items.find((w) => w.id === id)).toMatchObject({ status: 0, payeeAccount: '6222000011110000' });

    const path = `/ops/api/queues/withdrawals/${id}/move`;
    const race = await Promise.all([
      opsCall(server, 'POST', path, { session: finance, body: { action: 'approve', seen: 0 } }),
      opsCall(server, 'POST', path, { session: finance2, body: { action: 'cancel', seen: 0 } }),
    ]);
    const statuses = race.map((answer) => answer.status).sort();
    expect(statuses).toEqual([0, 6]);
    const winner =
      race[0].status === 0 ? { email: 'fin@example.com', action: '通过' } : { email: 'fin2@example.com', action: '取消并退回钻石' };
    expect(race.find((answer) => answer.status === 6)?.msg).toBe(`已被 ${winner.email} 处理（${winner.action}）`);
    expect(await audits('withdrawal', id)).toHaveLength(1);

    const [{ diamond }] = await server.db.query<{ diamond: number }>('select diamond from users where id = $1', [fan.id]);
    if (race[0].status === 0) {
      expect(diamond).toBe(700);
      expect((await opsCall(server, 'POST', path, { session: finance2, body: { action: 'pay', seen: 1 } })).status).toBe(0);
      const stale = await opsCall(server, 'POST', path, { session: finance, body: { action: 'pay', seen: 1 } });
      expect({ status: stale.status, msg: stale.msg }).toEqual({ status: 6, msg: '已被 fin2@example.com 处理（标记已派发）' });
    } else expect(diamond).toBe(1_000);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('cancelling an approved withdrawal refunds the diamonds once through the ledger, audited before and after', async () => {
    const { fan, id } = await withdrawal('queue_cancel');
    const path = `/ops/api/queues/withdrawals/${id}/move`;
    expect((await opsCall(server, 'POST', path, { session: finance, body: { action: 'approve', seen: 0 } })).status).toBe(0);
    expect((await opsCall(server, 'POST', path, { session: finance, body: { action: 'cancel', seen: 1 } })).status).toBe(0);
    const [{ diamond }] = await server.db.query<{ diamond: number }>('select diamond from users where id = $1', [fan.id]);
    expect(diamond).toBe(1_000);
    expect((await audits('withdrawal', id)).map((a) => [a.action, a.after.status])).toEqual([
      ['withdrawal.approve', 1],
      ['withdrawal.cancel', 3],
    ]);
    const gone = await opsCall<Queue<Withdrawal>>(server, 'GET', '/ops/api/queues/withdrawals', { session: finance });
    expect(gone.data.items.some((w) => w.id === id)).toBe(false);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it("a fan's message waits in the feedback queue until a moderator replies; the fan sees the reply; a second reply is told who", async () => {
    const fan = await registerFan(server, 'queue_feedback');
    const sent = await server.call<{ id: number }>(
      '/api/customerservice/publish',
      { category: 'bug', content: '<script>alert(1)</script> 直播卡顿', contact: '' },
      { query: fan.query },
    );
    const queue = await opsCall<Queue<{ id: number; content: string }>>(server, 'GET', '/ops/api/queues/feedback', { session: finance });
    expect(queue.data.items.find((f) => f.id === sent.data.id)?.content).toBe('<script>alert(1)</script> 直播卡顿');
    const path = `/ops/api/queues/feedback/${sent.data.id}/reply`;
    expect((await opsCall(server, 'POST', path, { session: finance, body: { reply: '已修复' } })).status).toBe(4);
    expect((await opsCall(server, 'POST', path, { session: moderator, body: { reply: '   ' } })).status).toBe(1);
    expect((await opsCall(server, 'POST', path, { session: moderator, body: { reply: ' 已修复，请更新 ' } })).status).toBe(0);
    const mine = await server.call<{ list: { id: number; reply: string }[] }>(
      '/api/customerservice/getMyFeedback',
      {},
      { query: fan.query },
    );
    expect(mine.data.list.find((f) => f.id === sent.data.id)?.reply).toBe('已修复，请更新');
    expect((await audits('feedback', sent.data.id)).map((a) => [a.actor, a.action])).toEqual([['mod@example.com', 'feedback.reply']]);
    const again = await opsCall(server, 'POST', path, { session: moderator, body: { reply: '再次回复' } });
    expect({ status: again.status, msg: again.msg }).toEqual({ status: 6, msg: '已被 mod@example.com 处理（回复）' });
    const after = await opsCall<Queue<{ id: number }>>(server, 'GET', '/ops/api/queues/feedback', { session: moderator });
    expect(after.data.items.some((f) => f.id === sent.data.id)).toBe(false);
  });
});
