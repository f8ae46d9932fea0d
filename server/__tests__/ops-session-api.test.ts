import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOperator } from '../domain/operators/operators.ts';
import { base32Encode, totpCode, totpStep } from '../domain/operators/totp.ts';
import { codeAt, makeOperator, opsCall, opsPassword, opsSignIn, signedInOperator, type OpsSession } from './ops-client.ts';
import { backends, fixedNow, setClock, startTestServer, type TestServer } from './test-server.ts';

const signedOut = { status: 2, msg: '登录超时，请重新登录' };
const minute = 60_000;

/** Issue 36 §1: the console's sessions, CSRF, second factor, sign-in limits, site scope and the append-only audit log. */
describe.each(backends)("the operators' console sessions on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let at = new Date(fixedNow).getTime();
  /** Moves the server's clock forward; the tests share one server, so time only goes on. */
  const advance = (ms: number) => setClock(server, new Date((at += ms)));

  beforeAll(async () => {
    // Loopback callers count in the per-address limit here, as a real address would; the proxy says https.
    server = await startTestServer({ databaseUrl, limitLoopback: true, trustProxy: true });
  }, 120_000);
  afterAll(() => server.close());

  it('signs in with email and password: an HttpOnly, SameSite=Strict cookie on /ops, Secure only over https', async () => {
    await makeOperator(server, 'Mod@Example.com', 'moderator');
    const wrong = await opsCall(server, 'POST', '/ops/api/session', { body: { email: 'mod@example.com', password: 'not the password' } });
    const unknown = await opsCall(server, 'POST', '/ops/api/session', { body: { email: 'nobody@example.com', password: opsPassword } });
    expect([wrong, unknown].map((a) => [a.status, a.msg, a.headers.get('set-cookie')])).toEqual([
      [1, '邮箱或密码错误', null],
      [1, '邮箱或密码错误', null],
    ]);
    const plain = await opsCall<{ operator: unknown; csrfToken: string }>(server, 'POST', '/ops/api/session', {
      body: { email: ' MOD@example.com', password: opsPassword },
    });
    expect(plain.status).toBe(0);
    expect(plain.headers.get('set-cookie')).toMatch(/^sideline_ops=[\w-]{43}; Path=\/ops; HttpOnly; SameSite=Strict$/);
    expect(plain.data.operator).toMatchObject({
      email: 'mod@example.com',
      role: 'moderator',
      sites: null,
      site: 'qutu',
      totpEnrolled: false,
      totpRequired: false,
      permissions: ['sites.read', 'queues.read', 'fans.read', 'applications.review', 'reports.review', 'feedback.reply', 'fans.write'],
    });
    const https = await opsCall(server, 'POST', '/ops/api/session', {
      body: { email: 'mod@example.com', password: opsPassword },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    // Only a hash of the token is stored.
    const token = plain.headers.get('set-cookie')!.split(';')[0].split('=')[1];
    const stored = await server.db.query<{ token_hash: string }>('select token_hash from operator_sessions');
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
  });

  it('refuses a change without the session CSRF token (HTTP 403), and signs out with it', async () => {
    const session = await opsSignIn(server, 'mod@example.com');
    const csrf = { http: 403, status: 4, msg: '缺少或错误的 CSRF 令牌' };
    const pick = (a: { http: number; status: number; msg: string }) => ({ http: a.http, status: a.status, msg: a.msg });
    expect(pick(await opsCall(server, 'DELETE', '/ops/api/session', { session, csrf: null }))).toEqual(csrf);
    expect(pick(await opsCall(server, 'DELETE', '/ops/api/session', { session, csrf: session.csrfToken + 'x' }))).toEqual(csrf);
    const other = await opsSignIn(server, 'mod@example.com');
    expect(pick(await opsCall(server, 'DELETE', '/ops/api/session', { session, csrf: other.csrfToken }))).toEqual(csrf);
    expect((await opsCall(server, 'GET', '/ops/api/session', { session })).status).toBe(0);
    const out = await opsCall(server, 'DELETE', '/ops/api/session', { session });
    expect(out.status).toBe(0);
    expect(out.headers.get('set-cookie')).toMatch(/^sideline_ops=; Max-Age=0; Path=\/ops/);
    expect(await opsCall(server, 'GET', '/ops/api/session', { session })).toMatchObject(signedOut);
    expect((await opsCall(server, 'GET', '/ops/api/session', { session: other })).status).toBe(0);
  });

  it('ends a session after 30 minutes without a call, and 12 hours after sign-in however busy', async () => {
    const idle = await opsSignIn(server, 'mod@example.com');
    advance(29 * minute);
    expect((await opsCall(server, 'GET', '/ops/api/session', { session: idle })).status).toBe(0);
    advance(29 * minute);
    expect((await opsCall(server, 'GET', '/ops/api/session', { session: idle })).status).toBe(0);
    advance(30 * minute);
    expect(await opsCall(server, 'GET', '/ops/api/session', { session: idle })).toMatchObject(signedOut);

    const busy = await opsSignIn(server, 'mod@example.com');
    for (let hour = 0; hour < 12 * 3 - 1; hour++) {
      advance(20 * minute);
      expect((await opsCall(server, 'GET', '/ops/api/session', { session: busy })).status, `after ${(hour + 1) * 20} min`).toBe(0);
    }
    advance(20 * minute);
    expect(await opsCall(server, 'GET', '/ops/api/session', { session: busy })).toMatchObject(signedOut);
  });

  it('computes the codes of RFC 6238 (appendix B, SHA-1, the last six digits)', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect([59, 1111111109, 1111111111, 1234567890, 2000000000].map((t) => totpCode(secret, totpStep(t * 1000)))).toEqual([
      '287082',
      '081804',
      '050471',
      '005924',
      '279037',
    ]);
  });

  it('makes the owner enrol a second factor first, then asks every sign-in for a code: one step either side, never twice', async () => {
    await makeOperator(server, 'boss@example.com', 'owner');
    const first = await opsCall<{ operator: Record<string, unknown>; csrfToken: string }>(server, 'POST', '/ops/api/session', {
      body: { email: 'boss@example.com', password: opsPassword },
    });
    expect(first.data.operator).toMatchObject({ totpRequired: true, totpEnrolled: false });
    const session: OpsSession = { cookie: first.headers.get('set-cookie')!.split(';')[0], csrfToken: first.data.csrfToken };
    const enrolment = await opsCall<{ secret: string; otpauthUrl: string; qrSvg: string }>(server, 'POST', '/ops/api/totp/enrolment', {
      session,
    });
    const { secret, otpauthUrl, qrSvg } = enrolment.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Sideline%3Aboss%40example.com?secret=${secret}&issuer=Sideline&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"[\s\S]*<\/svg>\s*$/);
    const wrong = await opsCall(server, 'POST', '/ops/api/totp/enrolment/confirm', { session, body: { code: codeAt(server, secret, 2) } });
    expect([wrong.status, wrong.msg]).toEqual([1, '动态验证码错误']);
    const confirmed = await opsCall<{ operator: unknown }>(server, 'POST', '/ops/api/totp/enrolment/confirm', {
      session,
      body: { code: codeAt(server, secret) },
    });
    expect(confirmed.data.operator).toMatchObject({ totpEnrolled: true, role: 'owner' });
    const again = await opsCall(server, 'POST', '/ops/api/totp/enrolment', { session });
    expect([again.status, again.msg]).toEqual([6, '已启用两步验证；如需更换，请让所有者重置']);

    const signIn = (code?: string) =>
      opsCall(server, 'POST', '/ops/api/session', { body: { email: 'boss@example.com', password: opsPassword, code } });
    expect(await signIn()).toMatchObject({ status: 1, msg: '请输入动态验证码', data: { totpNeeded: true } });
    // The code that confirmed the enrolment is spent: the same step, and the one before, are refused.
    expect(await signIn(codeAt(server, secret))).toMatchObject({ status: 1, msg: '动态验证码错误' });
    expect(await signIn(codeAt(server, secret, -1))).toMatchObject({ status: 1, msg: '动态验证码错误' });
    advance(60_000);
    expect(await signIn(codeAt(server, secret, 2))).toMatchObject({ status: 1, msg: '动态验证码错误' });
    const late = codeAt(server, secret, -1);
    expect((await signIn(late)).status).toBe(0);
    expect(await signIn(late)).toMatchObject({ status: 1, msg: '动态验证码错误' });
    expect((await signIn(codeAt(server, secret, 1))).status).toBe(0);
    expect(await signIn(codeAt(server, secret))).toMatchObject({ status: 1, msg: '动态验证码错误' });
    advance(15 * minute);
  });

  it('limits failed sign-ins per account and per address (status 5), even with the right password after', async () => {
    await makeOperator(server, 'target@example.com', 'viewer');
    for (let i = 0; i < 5; i++)
      expect(
        (await opsCall(server, 'POST', '/ops/api/session', { body: { email: 'target@example.com', password: `guess ${i}` } })).status,
      ).toBe(1);
    const blocked = await opsCall(server, 'POST', '/ops/api/session', { body: { email: 'TARGET@example.com', password: opsPassword } });
    expect([blocked.status, blocked.msg]).toEqual([5, '登录尝试过于频繁，请15分钟后再试']);
    advance(15 * minute);
    await opsSignIn(server, 'target@example.com');

    // Many accounts from one address: the twentieth failure closes the address to every account.
    for (let i = 0; i < 20; i++)
      expect((await opsCall(server, 'POST', '/ops/api/session', { body: { email: `spray${i}@example.com`, password: 'x' } })).status).toBe(
        1,
      );
    expect(
      (await opsCall(server, 'POST', '/ops/api/session', { body: { email: 'target@example.com', password: opsPassword } })).status,
    ).toBe(5);
    advance(15 * minute);
    await opsSignIn(server, 'target@example.com');
  });

  it("refuses an operator whose sites leave out this node's site, at sign-in and on every call", async () => {
    await makeOperator(server, 'kqb-only@example.com', 'ops', ['kqb']);
    const refused = await opsCall(server, 'POST', '/ops/api/session', { body: { email: 'kqb-only@example.com', password: opsPassword } });
    expect([refused.http, refused.status, refused.msg, refused.headers.get('set-cookie')]).toEqual([
      403,
      4,
      '这个站点不在你的权限内',
      null,
    ]);
    const both = await makeOperator(server, 'both@example.com', 'ops', ['kqb', 'qutu']);
    const session = await opsSignIn(server, 'both@example.com');
    await changeOperator(server.db, both.id, { sites: ['kqb'] }, server.context.clock.now());
    // A change of scope ends the operator's sessions.
    expect(await opsCall(server, 'GET', '/ops/api/session', { session })).toMatchObject(signedOut);
  });

  it('ends the sessions of a disabled operator and refuses their password', async () => {
    const view = await makeOperator(server, 'leaver@example.com', 'viewer');
    const session = await opsSignIn(server, 'leaver@example.com');
    await changeOperator(server.db, view.id, { disabled: true }, server.context.clock.now());
    expect(await opsCall(server, 'GET', '/ops/api/session', { session })).toMatchObject(signedOut);
    expect(
      await opsCall(server, 'POST', '/ops/api/session', { body: { email: 'leaver@example.com', password: opsPassword } }),
    ).toMatchObject({
      status: 1,
      msg: '邮箱或密码错误',
    });
  });

  it('keeps the audit log append-only in the database: the server can neither change nor delete a row', async () => {
    await signedInOperator(server, 'finance@example.com', 'finance');
    const rows = () => server.db.query('select * from operator_audit order by id');
    const before = await rows();
    expect(before.map((r) => r.action)).toEqual(expect.arrayContaining(['session.signIn', 'session.signOut', 'totp.enrol']));
    expect(before.findLast((r) => r.action === 'totp.enrol')).toMatchObject({
      actor: 'finance@example.com',
      role: 'finance',
      site: 'qutu',
    });
    for (const statement of ["update operator_audit set action = 'nothing'", 'delete from operator_audit', 'truncate operator_audit'])
      await expect(server.db.query(statement), statement).rejects.toThrow(/operator_audit is append-only/);
    expect(await rows()).toEqual(before);
  });
});
