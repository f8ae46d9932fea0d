import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayDo, operatorRoles, type OperatorRole, type Permission } from '../domain/operators/roles.ts';
import { codeAt, makeOperator, opsCall, opsSignIn, signedInOperator, type OpsSession } from './ops-client.ts';
import { opsRows, type OpsFixtures, type OpsRow } from './ops-matrix.ts';
import { backends, fixedNow, setClock, startTestServer, type TestServer } from './test-server.ts';

const refusals = {
  signedOut: { http: 200, status: 2, msg: '登录超时，请重新登录' },
  csrf: { http: 403, status: 4, msg: '缺少或错误的 CSRF 令牌' },
  role: { http: 403, status: 4, msg: '没有权限' },
  scope: { http: 403, status: 4, msg: '这个站点不在你的权限内' },
  enrolFirst: { http: 403, status: 4, msg: '请先启用两步验证' },
};

/** Issue 36 §2: every console call (ops-matrix.ts) with every role: allowed, or refused with `没有权限`, on the server. */
describe.each(backends)("the operators' console authorization on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let fixtures: OpsFixtures;
  const sessions = {} as Record<OperatorRole, OpsSession & { secret?: string; email: string }>;
  let emails = 0;
  let at = new Date(fixedNow).getTime();

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    for (const role of operatorRoles)
      sessions[role] = { ...(await signedInOperator(server, `${role}@example.com`, role)), email: `${role}@example.com` };
    const target = await makeOperator(server, 'target@example.com', 'viewer');
    fixtures = { operatorId: target.id, email: () => `new${++emails}@example.com` };
  }, 120_000);
  afterAll(() => server.close());

  const consoleRows = opsRows.filter((row) => row.who !== 'anyone');
  const pathOf = (row: OpsRow) => (typeof row.path === 'function' ? row.path(fixtures) : (row.path ?? row.call.split(' ')[1]));
  const send = (row: OpsRow, session: OpsSession | undefined, csrf?: string | null) =>
    opsCall(server, row.call.split(' ')[0], pathOf(row), { session, csrf, body: row.body?.(fixtures) });
  const refusal = (answer: { http: number; status: number; msg: string }) => ({
    http: answer.http,
    status: answer.status,
    msg: answer.msg,
  });

  /** A session of its own for a call that ends it (signing out); an enrolled operator signs in with the next step's code. */
  async function sessionFor(row: OpsRow, role: OperatorRole): Promise<OpsSession> {
    if (row.call !== 'DELETE /ops/api/session') return sessions[role];
    setClock(server, new Date((at += 30_000)));
    const { email, secret } = sessions[role];
    return opsSignIn(server, email, undefined, secret ? codeAt(server, secret) : undefined);
  }

  it.each(consoleRows.map((row) => [row.call, row] as const))('%s: the roles its permission names, no one else', async (_call, row) => {
    expect(refusal(await send(row, undefined)), 'no session').toEqual(refusals.signedOut);
    expect(refusal(await send(row, { cookie: 'sideline_ops=forged', csrfToken: 'x' })), 'a forged cookie').toEqual(refusals.signedOut);
    if (row.call.split(' ')[0] !== 'GET') expect(refusal(await send(row, sessions.owner, null)), 'no CSRF header').toEqual(refusals.csrf);
    const permission = row.who.replace('console: ', '') as Permission | 'signed in';
    for (const role of operatorRoles) {
      const answer = await send(row, await sessionFor(row, role));
      const allowed = permission === 'signed in' || mayDo(role, permission);
      if (!allowed) expect({ role, ...refusal(answer) }).toEqual({ role, ...refusals.role });
      else if (row.stream) expect({ role, http: answer.http }).toEqual({ role, http: 200 });
      else {
        const expected = sessions[role].secret === undefined ? (row.unenrolledAnswers ?? row.answers ?? 0) : (row.answers ?? 0);
        expect({ role, status: answer.status, msg: answer.status === expected ? '' : answer.msg }).toEqual({
          role,
          status: expected,
          msg: '',
        });
      }
    }
  });

  it('holds an owner who has not enrolled a second factor to the enrolment and their session', async () => {
    await makeOperator(server, 'new-owner@example.com', 'owner');
    const session = await opsSignIn(server, 'new-owner@example.com');
    for (const row of consoleRows.filter((r) => r.who !== 'console: signed in' && r.call.startsWith('GET ')))
      expect({ call: row.call, ...refusal(await send(row, session)) }).toEqual({ call: row.call, ...refusals.enrolFirst });
    expect((await opsCall(server, 'GET', '/ops/api/session', { session })).status).toBe(0);
    expect((await opsCall(server, 'POST', '/ops/api/totp/enrolment', { session })).status).toBe(0);
  });
});
