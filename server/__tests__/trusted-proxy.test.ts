import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

let account = 0;

/** A registration arriving over loopback with the given X-Forwarded-For header (absent when undefined). */
async function register(server: TestServer, forwardedFor: string | undefined): Promise<number> {
  const response = await fetch(`${server.url}/webapi/user/regist?platform=3&sp_source=9`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) },
    body: JSON.stringify({ account: `proxied_${++account}`, password: 'goal2026' }),
  });
  return ((await response.json()) as { status: number }).status;
}

/**
 * The fan's address comes from X-Forwarded-For only when the request comes from a configured proxy
 * (SIDELINE_TRUST_PROXY, docs/deploy.md "The fan's address"); the per-address limits (10 registrations an hour,
 * docs/security.md) count what it yields. Every caller here is on loopback, counted as the limits count anyone.
 */
describe('the forwarded client address', () => {
  let behindNginx: TestServer;
  let proxyElsewhere: TestServer;
  const saved = process.env.SIDELINE_TRUST_PROXY;
  beforeAll(async () => {
    // As deploy/sideline.env sets it: nginx on the same machine.
    process.env.SIDELINE_TRUST_PROXY = '127.0.0.1';
    behindNginx = await startTestServer({ limitLoopback: true });
    // A proxy on another machine: a loopback caller is not it.
    process.env.SIDELINE_TRUST_PROXY = '10.0.0.7';
    proxyElsewhere = await startTestServer({ limitLoopback: true });
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.SIDELINE_TRUST_PROXY;
    else process.env.SIDELINE_TRUST_PROXY = saved;
    await behindNginx?.close();
    await proxyElsewhere?.close();
  });

  it('is read from the configured proxy: each fan behind it is counted apart, and one fan is held back', async () => {
    for (let i = 0; i < 12; i++) expect(await register(behindNginx, `203.0.113.${i + 1}`)).toBe(0);
    for (let i = 0; i < 10; i++) expect(await register(behindNginx, '198.51.100.20')).toBe(0);
    expect(await register(behindNginx, '198.51.100.20')).toBe(5);
    // Addresses a fan puts in front of its own are not trusted: the proxy's hop names the fan.
    expect(await register(behindNginx, '192.0.2.1, 198.51.100.20')).toBe(5);
    expect(await register(behindNginx, '198.51.100.21')).toBe(0);
  });

  it('is ignored from any other caller, however it varies: the caller itself is counted', async () => {
    for (let i = 0; i < 10; i++) expect(await register(proxyElsewhere, `203.0.113.${i + 100}`)).toBe(0);
    expect(await register(proxyElsewhere, '203.0.113.200')).toBe(5);
    expect(await register(proxyElsewhere, undefined)).toBe(5);
  });
});
