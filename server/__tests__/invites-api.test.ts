import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../domain/money/ledger/ledger.ts';
import { inviteCode, inviteReward, inviterOf, paidInvitesPerDay } from '../domain/accounts/invites.ts';
import { backends, registerFan, setClock, startTestServer, type TestServer } from './test-server.ts';

type Invite = { invite_code: string; invite_count: number; profit: number; total_profit: number; uid: string };
type Info = { gold: number; invite: Invite };

describe('invite codes', () => {
  it('name their user and nothing else', () => {
    for (const id of [1, 2, 17, 123_456, 9_999_999]) expect(inviterOf(inviteCode(id))).toBe(id);
    expect(inviterOf(inviteCode(42).toLowerCase())).toBe(42);
    for (const text of ['', 'ZZZZ', '0', '-1', '1.5', 'ABC DEF', '<script>', 'A'.repeat(13)]) expect(inviterOf(text)).toBeNull();
  });
});

/** Invitations (docs/decisions.md "Invitations"; spec 000 §3 invite, §6 inviting requires login). */
describe.each(backends)('invitations on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
  });
  afterAll(() => server.close());

  const info = async (token: string) => (await server.call<Info>('/webapi/User/getUserInfo', {}, { query: { token } })).data;
  const register = (account: string, invite_code?: string) =>
    server.call<{ id: number }>('/webapi/user/regist', { account, password: 'goal2026', invite_code });

  it('credits the inviter once per new user, in the ledger, the user info, the task and a system message', async () => {
    const inviter = await registerFan(server, 'inv_host');
    const before = await info(inviter.token);
    expect(before.invite).toMatchObject({ invite_count: 0, profit: 0, total_profit: 0 });

    expect((await register('inv_friend1', before.invite.invite_code)).status).toBe(0);
    const after = await info(inviter.token);
    expect(after.gold - before.gold).toBe(inviteReward);
    expect(after.invite).toMatchObject({ invite_count: 1, profit: inviteReward, total_profit: inviteReward });

    // The same account again (a second registration is refused) or a login credits nothing more.
    expect((await register('inv_friend1', before.invite.invite_code)).status).toBe(6);
    expect((await server.call('/webapi/user/login', { account: 'inv_friend1', password: 'goal2026' })).status).toBe(0);
    expect((await info(inviter.token)).gold).toBe(after.gold);

    const log = await server.call<{ list: { type: number; amount: number }[] }>(
      '/api/user/getProfitList',
      { page: 1, size: 10 },
      { query: inviter.query },
    );
    expect(log.data.list[0]).toMatchObject({ type: 17, amount: inviteReward });
    const tasks = await server.call<{ tasks: { prop: string; stage: number; stage_max: number }[] }>(
      '/api/task/getTaskList',
      {},
      { query: inviter.query },
    );
    expect(tasks.data.tasks.find((t) => t.prop === 'inviteFriend')).toMatchObject({ stage: 1, stage_max: 1 });
    const messages = await server.call<{ list: { kind: string; content: string }[] }>(
      '/api/user/getSystemMessages',
      {},
      { query: inviter.query },
    );
    expect(messages.data.list[0]).toMatchObject({ kind: 'invite', content: `inv_friend1 已注册，邀请奖励 ${inviteReward} 金币已到账。` });
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('lets a stale or foreign code register without crediting anyone', async () => {
    const [{ n: before }] = await server.db.query<{ n: number }>('select count(*)::int as n from invites');
    for (const [account, code] of [
      ['inv_stale1', 'ZZZZZZ'],
      ['inv_stale2', inviteCode(9_999_999)],
      ['inv_stale3', '<b>x</b>'],
    ] as const) {
      expect((await register(account, code)).status).toBe(0);
    }
    const [{ n: after }] = await server.db.query<{ n: number }>('select count(*)::int as n from invites');
    expect(after).toBe(before);
  });

  it('pays 20 invitations a server day per inviter and per address; more still count, and the next day pays again', async () => {
    const inviter = await registerFan(server, 'inv_farmer');
    const other = await registerFan(server, 'inv_farmer2');
    const code = (await info(inviter.token)).invite.invite_code;
    const now = server.context.clock.now();
    const day = 24 * 3600_000;
    // Days of their own, so the other cases' registrations (from this same address) do not count toward the caps.
    setClock(server, new Date(now.getTime() + 2 * day));
    try {
      for (let i = 0; i <= paidInvitesPerDay; i++) expect((await register(`inv_farm${i}`, code)).status).toBe(0);
      const capped = await info(inviter.token);
      expect(capped.invite).toMatchObject({
        invite_count: paidInvitesPerDay + 1,
        profit: paidInvitesPerDay * inviteReward,
        total_profit: paidInvitesPerDay * inviteReward,
      });
      // Another inviter's friend from the same address that day: counted, not paid (a chain of accounts mints nothing).
      expect((await register('inv_chain1', (await info(other.token)).invite.invite_code)).status).toBe(0);
      expect((await info(other.token)).invite).toMatchObject({ invite_count: 1, total_profit: 0 });
      const tasks = await server.call<{ tasks: { prop: string; stage: number }[] }>('/api/task/getTaskList', {}, { query: other.query });
      expect(tasks.data.tasks.find((t) => t.prop === 'inviteFriend')?.stage).toBe(0);

      setClock(server, new Date(now.getTime() + 3 * day));
      expect((await info(inviter.token)).invite.profit).toBe(0);
      expect((await register('inv_farm_next', code)).status).toBe(0);
      expect((await info(inviter.token)).invite).toMatchObject({
        invite_count: paidInvitesPerDay + 2,
        profit: inviteReward,
        total_profit: (paidInvitesPerDay + 1) * inviteReward,
      });
    } finally {
      setClock(server, now);
    }
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('credits a code used by many at once exactly once per new user', async () => {
    const inviter = await registerFan(server, 'inv_race');
    const code = (await info(inviter.token)).invite.invite_code;
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => register(`inv_racer${i}`, code)));
    expect(answers.every((a) => a.status === 0)).toBe(true);
    expect((await info(inviter.token)).invite.total_profit).toBe(5 * inviteReward);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });
});
