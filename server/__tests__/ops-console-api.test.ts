import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSites } from '../domain/site/built-sites.ts';
import { opsCall, opsSignIn, signedInOperator, type OpsSession } from './ops-client.ts';
import { adminPost, backends, startTestServer, type TestServer } from './test-server.ts';

/** A built site as the build leaves it, reduced to what the console reads: the page's tenant configuration and the report. */
function fakeBuild(dist: string, code: string, brand: string, gzip: number): void {
  mkdirSync(join(dist, code), { recursive: true });
  const tenant = {
    code,
    brand,
    siteName: { cn: `${code} 体育`, 'pt-br': `${code} Esportes` },
    locales: { default: 'cn', available: ['cn', 'pt-br'] },
    theme: {
      primary: '#319cfc',
      onPrimary: '#ffffff',
      accent: '#ff7a00',
      defaultMode: 'light',
      light: { background: '#f5f6f8', surface: '#ffffff', text: '#1a1a1a', textMuted: '#666666', border: '#e5e5e5' },
      dark: { background: '#121212', surface: '#1e1e1e', text: '#f5f5f5', textMuted: '#a0a0a0', border: '#333333' },
    },
    builtFeatures: ['score', 'live'],
    sources: [{ id: 9, name: '趣图体育' }],
  };
  writeFileSync(join(dist, code, 'index.html'), `<script id="sideline-tenant" type="application/json">${JSON.stringify(tenant)}</script>`);
  writeFileSync(join(dist, code, 'build-report.json'), JSON.stringify({ site: code, initialJs: { raw: gzip * 3, gzip } }));
}

/** Issue 36 §3, §9: the sites and their switches, the operators' page and the audit log, as the console calls them. */
describe.each(backends)("the operators' console calls on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let owner: OpsSession;
  let ops: OpsSession;
  const dist = mkdtempSync(join(tmpdir(), 'sideline-ops-dist-'));

  beforeAll(async () => {
    fakeBuild(dist, 'qutu', 'qutu', 163_700);
    fakeBuild(dist, 'kqb', 'kqb', 160_100);
    mkdirSync(join(dist, 'not-a-site'));
    server = await startTestServer({ databaseUrl, siteDir: join(dist, 'qutu'), adminToken: 'ops-admin-token' });
    owner = await signedInOperator(server, 'owner@example.com', 'owner');
    ops = await signedInOperator(server, 'ops@example.com', 'ops', ['qutu']);
  }, 120_000);
  afterAll(() => server.close());

  it("answers this node's site with its switches and numbers described in the console's language", async () => {
    const zh = await opsCall<Record<string, unknown>>(server, 'GET', '/ops/api/site', { session: ops });
    expect(zh.data).toMatchObject({
      code: 'qutu',
      brand: 'qutu',
      name: 'qutu 体育',
      languages: ['cn', 'pt-br'],
      colors: { primary: '#319cfc' },
      features: ['score', 'live'],
      initialJsGzipBytes: 163_700,
      sources: [{ id: 9, name: '趣图体育' }],
    });
    const switches = zh.data.switches as { key: string; value: string; description: string }[];
    expect(switches.map((s) => s.key)).toContain('switch_race_lineup');
    expect(switches.find((s) => s.key === 'switch_race_lineup')).toEqual({
      key: 'switch_race_lineup',
      value: '1',
      description: '阵容：足球比赛的“阵容”标签页。',
    });
    expect(zh.data.numbers).toEqual([
      { key: 'room_video_play_sec', value: 600, description: expect.stringContaining('会员') },
      { key: 'room_video_play_flogin_sec', value: 120, description: expect.stringContaining('登录') },
    ]);
    const pt = await opsCall<{ name: string; switches: { key: string; description: string }[] }>(
      server,
      'GET',
      '/ops/api/site?lang=pt-BR',
      {
        session: ops,
      },
    );
    expect(pt.data.name).toBe('qutu Esportes');
    expect(pt.data.switches.find((s) => s.key === 'switch_race_lineup')?.description).toBe(
      'Escalação: a aba "Escalação" das partidas de futebol.',
    );
    expect(await opsCall(server, 'GET', '/ops/api/site?lang=en', { session: ops })).toMatchObject({
      status: 1,
      msg: '参数错误: lang 只能是 zh 或 pt-BR',
    });
  });

  it("changes a switch for the fans' next config read, records it with before and after, and refuses unknown keys", async () => {
    const changed = await opsCall<{ switches: { key: string; value: string }[] }>(server, 'PATCH', '/ops/api/site/config', {
      session: ops,
      body: { switch_race_lineup: '0', room_video_play_sec: 300 },
    });
    expect(changed.status).toBe(0);
    expect(changed.data.switches.find((s) => s.key === 'switch_race_lineup')?.value).toBe('0');
    const fans = await server.call<{ config: Record<string, unknown> }>('/api/config/getCommonConfig', undefined, { method: 'GET' });
    expect([fans.data.config.switch_race_lineup, fans.data.config.room_video_play_sec]).toEqual(['0', 300]);
    const log = await opsCall<{ items: Record<string, unknown>[]; total: number }>(server, 'GET', '/ops/api/audit?action=site.config', {
      session: owner,
    });
    expect(log.data.items[0]).toMatchObject({
      actor: 'ops@example.com',
      role: 'ops',
      action: 'site.config',
      targetKind: 'site',
      targetId: 'qutu',
      site: 'qutu',
      before: { switch_race_lineup: '1', room_video_play_sec: 600 },
      after: { switch_race_lineup: '0', room_video_play_sec: 300 },
    });
    for (const body of [{ switch_self_storage: '0' }, { switch_race_lineup: 'off' }, { room_video_play_sec: -1 }, {}])
      expect((await opsCall(server, 'PATCH', '/ops/api/site/config', { session: ops, body })).status, JSON.stringify(body)).toBe(1);
    expect(
      (await server.call<{ config: Record<string, unknown> }>('/api/config/getCommonConfig', undefined, { method: 'GET' })).data.config
        .switch_self_storage,
    ).toBe('1');
    await opsCall(server, 'PATCH', '/ops/api/site/config', { session: ops, body: { switch_race_lineup: '1', room_video_play_sec: 600 } });
  });

  it("lists the built sites of the dist folder in the operator's scope, null where there is no build report", async () => {
    const all = await opsCall<{ code: string; initialJsGzipBytes: number | null; brand: string | null }[]>(
      server,
      'GET',
      '/ops/api/sites',
      {
        session: owner,
      },
    );
    expect(all.data.map((s) => [s.code, s.brand, s.initialJsGzipBytes])).toEqual([
      ['kqb', 'kqb', 160_100],
      ['qutu', 'qutu', 163_700],
    ]);
    const scoped = await opsCall<{ code: string }[]>(server, 'GET', '/ops/api/sites', { session: ops });
    expect(scoped.data.map((s) => s.code)).toEqual(['qutu']);
    // A node that serves no built site (an API node behind a CDN) knows its own code only.
    expect(builtSites(undefined, 'xzb')).toEqual([
      { code: 'xzb', brand: null, names: null, languages: [], colors: null, features: [], initialJsGzipBytes: null, sources: [] },
    ]);
  });

  it('lets the owner add, change and reset operators, each change in the audit log; an owner cannot demote themself', async () => {
    const added = await opsCall<{ id: number; email: string; role: string; sites: string[] | null }>(server, 'POST', '/ops/api/operators', {
      session: owner,
      body: { email: 'New@Example.com', role: 'moderator', sites: ['qutu'], password: 'long enough password' },
    });
    expect(added.data).toMatchObject({ email: 'new@example.com', role: 'moderator', sites: ['qutu'] });
    expect(JSON.stringify(added.data)).not.toMatch(/scrypt|password/);
    const duplicate = await opsCall(server, 'POST', '/ops/api/operators', {
      session: owner,
      body: { email: 'new@example.com', role: 'viewer', password: 'long enough password' },
    });
    expect([duplicate.status, duplicate.msg]).toEqual([6, '邮箱 new@example.com 已有账号']);
    const short = await opsCall(server, 'POST', '/ops/api/operators', {
      session: owner,
      body: { email: 'x@example.com', role: 'viewer', password: 'short' },
    });
    expect([short.status, short.msg]).toEqual([1, '密码至少 10 个字符']);
    const moved = await opsCall(server, 'PATCH', `/ops/api/operators/${added.data.id}`, {
      session: owner,
      body: { role: 'viewer', sites: null },
    });
    expect(moved.data).toMatchObject({ role: 'viewer', sites: null });
    expect((await opsCall(server, 'POST', `/ops/api/operators/${added.data.id}/reset-2fa`, { session: owner })).status).toBe(0);
    expect((await opsCall(server, 'PATCH', '/ops/api/operators/999999', { session: owner, body: { disabled: true } })).status).toBe(3);
    const self = await opsCall<{ id: number }[]>(server, 'GET', '/ops/api/operators', { session: owner });
    const ownerId = self.data.find((o) => (o as unknown as { email: string }).email === 'owner@example.com')!.id;
    expect(await opsCall(server, 'PATCH', `/ops/api/operators/${ownerId}`, { session: owner, body: { role: 'viewer' } })).toMatchObject({
      status: 1,
      msg: '不能停用自己或取消自己的所有者角色',
    });
    const log = await opsCall<{ items: { action: string; targetId: string; before: unknown; after: unknown }[] }>(
      server,
      'GET',
      `/ops/api/audit?target=operator:${added.data.id}`,
      { session: owner },
    );
    expect(log.data.items.map((i) => i.action)).toEqual(['operator.reset2fa', 'operator.change', 'operator.add']);
    expect(log.data.items[1]).toMatchObject({ before: { role: 'moderator', sites: ['qutu'] }, after: { role: 'viewer', sites: null } });
  });

  it("records the shared admin token's calls with the actor admin-token, without the secrets they carry", async () => {
    expect((await adminPost(server, '/admin/site/config', { switch_race_index: '1' })).status).toBe(0);
    expect((await adminPost(server, '/admin/session/expire', { token: 'a-fans-session-token' })).status).not.toBe(500);
    expect((await adminPost(server, '/admin/site/config', { switch_race_index: 'x' })).status).toBe(1);
    const log = await opsCall<{ items: { actor: string; role: string; action: string; after: unknown; operatorId: number | null }[] }>(
      server,
      'GET',
      '/ops/api/audit?action=POST%20/admin/site/config',
      { session: owner },
    );
    expect(log.data.items).toEqual([
      expect.objectContaining({
        actor: 'admin-token',
        role: 'admin-token',
        operatorId: null,
        after: { body: { switch_race_index: '1' }, query: {} },
      }),
    ]);
    const all = await opsCall(server, 'GET', '/ops/api/audit?pageSize=200', { session: owner });
    expect(all.text).not.toContain('a-fans-session-token');
  });

  it('pages and filters the audit log, and exports the same rows as CSV, formulas defused', async () => {
    await opsCall(server, 'POST', '/ops/api/operators', {
      session: owner,
      body: { email: '=cmd@example.com', role: 'viewer', password: 'long enough password' },
    });
    const page = await opsCall<{ items: { id: number }[]; total: number }>(server, 'GET', '/ops/api/audit?page=1&pageSize=2', {
      session: owner,
    });
    expect(page.data.items).toHaveLength(2);
    const second = await opsCall<{ items: { id: number }[]; total: number }>(server, 'GET', '/ops/api/audit?page=2&pageSize=2', {
      session: owner,
    });
    expect(second.data.total).toBe(page.data.total);
    expect(second.data.items[0].id).toBeLessThan(page.data.items[1].id);
    const future = await opsCall<{ total: number }>(server, 'GET', '/ops/api/audit?from=2100-01-01T00:00:00Z', { session: owner });
    expect(future.data.total).toBe(0);
    expect((await opsCall(server, 'GET', '/ops/api/audit?from=yesterday', { session: owner })).status).toBe(1);
    expect((await opsCall(server, 'GET', '/ops/api/audit?pageSize=1000', { session: owner })).status).toBe(1);

    // A hostile email that a spreadsheet would run as a formula signs in: its cells start with a quote in the CSV.
    await opsSignIn(server, '=cmd@example.com', 'long enough password');
    const csv = await fetch(`${server.url}/ops/api/audit.csv?action=session.signIn`, { headers: { cookie: owner.cookie } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="audit-qutu.csv"');
    const lines = (await csv.text())
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('id,at,operatorId,actor,role,address,action,targetKind,targetId,site,before,after');
    const listed = await opsCall<{ total: number }>(server, 'GET', '/ops/api/audit?action=session.signIn', { session: owner });
    expect(lines).toHaveLength(listed.data.total + 1);
    expect(lines[1]).toMatch(/^\d+,2026-06-01T12:00:00.000Z,\d+,'=cmd@example.com,viewer,127.0.0.1,session.signIn,operator,\d+,qutu,,$/);
  });
});
