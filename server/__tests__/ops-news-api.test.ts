import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsCall, opsSignIn, signedInOperator, type OpsSession } from './ops-client.ts';
import { backends, fixedNow, setClock, startTestServer, type TestServer } from './test-server.ts';

type Item = {
  id: number;
  category: string;
  title: string;
  body: string;
  cover: string;
  status: string;
  state: string;
  publishAt: string | null;
  seeded: boolean;
  version: number;
};
type FanItem = { id: number; title: string; summary: string; cover: string; body?: string[] };

const at = (minutes: number) => new Date(new Date(fixedNow).getTime() + minutes * 60_000);

/** Issue 36 §5: the console's news, scheduled by the server clock, read by the fan app at its next call. */
describe.each(backends)("the console's news on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let ops: OpsSession;
  let ops2: OpsSession;
  let viewer: OpsSession;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    ops = await signedInOperator(server, 'ops@example.com', 'ops');
    ops2 = await signedInOperator(server, 'ops2@example.com', 'ops');
    viewer = await signedInOperator(server, 'viewer@example.com', 'viewer');
  }, 120_000);
  afterAll(() => server.close());

  /** Moves the server clock; the operators sign in again, as their sessions' idle timeout (30 min) may have passed. */
  async function clockAt(minutes: number) {
    setClock(server, at(minutes));
    [ops, ops2, viewer] = await Promise.all(['ops', 'ops2', 'viewer'].map((name) => opsSignIn(server, `${name}@example.com`)));
  }

  const fanList = async () => (await server.call<{ list: FanItem[] }>('/api/news/getNewsList', { page: 1, size: 50 })).data.list;
  const fanItem = (id: number) => server.call<FanItem>('/api/news/getNewsInfo', { id });
  const desk = async (session = ops) => (await opsCall<{ items: Item[] }>(server, 'GET', '/ops/api/news', { session })).data.items;
  const draft = { category: 'football', title: '决赛前瞻', summary: '两队状态火热。', body: '第一段。\n\n  第二段。  \n' };
  const create = async (body: object = draft) => (await opsCall<Item>(server, 'POST', '/ops/api/news', { session: ops, body })).data;

  it('lists the seeded news, published, beside what operators write', async () => {
    await clockAt(0);
    const items = await desk(viewer);
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((item) => item.seeded && item.status === 'published' && item.version === 1)).toBe(true);
    // The seed's two scheduled items show as scheduled, and fans do not see them yet.
    const scheduled = items.filter((item) => item.state === 'scheduled').map((item) => item.id);
    expect(scheduled).toHaveLength(2);
    expect((await fanList()).map((item) => item.id)).not.toContain(scheduled[0]);
  });

  it('keeps a new item a draft until published; fans see it at their next read, and no longer once withdrawn', async () => {
    await clockAt(10);
    const item = await create();
    expect(item).toMatchObject({ status: 'draft', state: 'draft', body: '第一段。\n第二段。', publishAt: null, version: 1, seeded: false });
    expect(item.cover).toBe(`/static/pictures/news/${item.id}.svg`);
    // The house picture of an operator's (ten-digit) id is served.
    expect((await fetch(`${server.url}${item.cover}`)).headers.get('content-type')).toBe('image/svg+xml');
    expect((await fanList()).map((n) => n.id)).not.toContain(item.id);
    expect((await fanItem(item.id)).status).toBe(3);

    const published = await opsCall<Item>(server, 'POST', `/ops/api/news/${item.id}/publish`, { session: ops, body: { version: 1 } });
    expect(published.data).toMatchObject({ status: 'published', state: 'live', publishAt: at(10).toISOString(), version: 2 });
    expect((await fanList())[0]).toMatchObject({ id: item.id, title: '决赛前瞻', summary: '两队状态火热。' });
    expect((await fanItem(item.id)).data.body).toEqual(['第一段。', '第二段。']);

    const withdrawn = await opsCall<Item>(server, 'POST', `/ops/api/news/${item.id}/withdraw`, { session: ops, body: { version: 2 } });
    expect(withdrawn.data).toMatchObject({ status: 'withdrawn', state: 'withdrawn', version: 3 });
    expect((await fanList()).map((n) => n.id)).not.toContain(item.id);
    expect((await fanItem(item.id)).status).toBe(3);
    const audits = await server.db.query<{ actor: string; action: string; before: Item | null; after: Item }>(
      "select actor, action, before, after from operator_audit where target_kind = 'news' and target_id = $1 order by id",
      [String(item.id)],
    );
    expect(audits.map((a) => [a.actor, a.action, a.before?.status ?? null, a.after.status])).toEqual([
      ['ops@example.com', 'news.create', null, 'draft'],
      ['ops@example.com', 'news.publish', 'draft', 'published'],
      ['ops@example.com', 'news.withdraw', 'published', 'withdrawn'],
    ]);
  });

  it('shows a scheduled item from its publish time until its end, by the server clock', async () => {
    await clockAt(20);
    const item = await create({ ...draft, publishAt: at(60).toISOString(), endAt: at(120).toISOString() });
    await opsCall(server, 'POST', `/ops/api/news/${item.id}/publish`, { session: ops, body: { version: 1 } });
    await clockAt(59);
    expect((await fanList()).map((n) => n.id)).not.toContain(item.id);
    await clockAt(60);
    expect((await fanList()).map((n) => n.id)).toContain(item.id);
    expect((await desk()).find((n) => n.id === item.id)?.state).toBe('live');
    await clockAt(120);
    expect((await fanList()).map((n) => n.id)).not.toContain(item.id);
    expect((await desk()).find((n) => n.id === item.id)?.state).toBe('ended');
  });

  it('lets exactly one of two edits from the same version win; the other is told who changed it and when', async () => {
    await clockAt(200);
    const [seeded] = (await desk()).filter((n) => n.state === 'live');
    const inPortuguese = async () =>
      (await server.call<FanItem>('/api/news/getNewsInfo', { id: seeded.id }, { query: { lang: 'pt-br' } })).data.title;
    expect(await inPortuguese()).not.toBe(seeded.title);
    const edit = (session: OpsSession, title: string) =>
      opsCall<Item>(server, 'PATCH', `/ops/api/news/${seeded.id}`, {
        session,
        body: { ...draft, title, version: seeded.version },
      });
    const answers = await Promise.all([edit(ops, '甲的标题'), edit(ops2, '乙的标题')]);
    expect(answers.map((a) => a.status).sort()).toEqual([0, 6]);
    const won = answers.findIndex((a) => a.status === 0);
    const winner = ['ops@example.com', 'ops2@example.com'][won];
    // When, as the server's day and minute (UTC+8).
    const when = new Date(at(200).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(answers[1 - won].msg).toBe(`已被 ${winner} 于 ${when} 修改，请重新加载后再改`);
    const title = ['甲的标题', '乙的标题'][won];
    expect((await fanList()).find((n) => n.id === seeded.id)?.title).toBe(title);
    // The seed's Portuguese words of the item go with the edit: a fan reading in Portuguese reads the operator's.
    expect(await inPortuguese()).toBe(title);
    // A move from the stale version is refused the same way; from the new one it goes through.
    const stale = await opsCall(server, 'POST', `/ops/api/news/${seeded.id}/withdraw`, { session: ops, body: { version: seeded.version } });
    expect(stale.status).toBe(6);
    const fresh = await opsCall(server, 'POST', `/ops/api/news/${seeded.id}/withdraw`, {
      session: ops,
      body: { version: seeded.version + 1 },
    });
    expect(fresh.status).toBe(0);
    const wrong = await opsCall(server, 'POST', `/ops/api/news/${seeded.id}/withdraw`, {
      session: ops,
      body: { version: seeded.version + 2 },
    });
    expect({ status: wrong.status, msg: wrong.msg }).toEqual({ status: 1, msg: '只有已发布的资讯可以下线' });
  });

  it('refuses bad input with a clear message and keeps nothing of it', async () => {
    const before = (await desk()).length;
    const refused = async (body: object) => {
      const answer = await opsCall(server, 'POST', '/ops/api/news', { session: ops, body });
      return { status: answer.status, msg: answer.msg };
    };
    expect(await refused({ ...draft, title: '长'.repeat(61) })).toEqual({ status: 1, msg: '标题需要 1 到 60 个字' });
    expect(await refused({ ...draft, summary: '  ' })).toEqual({ status: 1, msg: '摘要需要 1 到 200 个字' });
    expect(await refused({ ...draft, body: '\n \n' })).toEqual({ status: 1, msg: '正文需要 1 到 10000 个字，最多 60 段' });
    expect(await refused({ ...draft, category: 'esports' })).toMatchObject({ status: 1 });
    expect(await refused({ ...draft, cover: 'javascript:alert(1)' })).toMatchObject({ status: 1 });
    expect(await refused({ ...draft, publishAt: 'tomorrow' })).toEqual({ status: 1, msg: '发布时间不是有效的时间' });
    expect(await refused({ ...draft, publishAt: at(10).toISOString(), endAt: at(5).toISOString() })).toEqual({
      status: 1,
      msg: '结束时间必须晚于发布时间',
    });
    expect((await desk()).length).toBe(before);
  });

  it('hands back hostile text as written, for the fan app and the console to render as text', async () => {
    await clockAt(300);
    const hostile = '<img src=x onerror=alert(1)>';
    const item = await create({ ...draft, title: hostile, body: `<script>alert(1)</script>` });
    await opsCall(server, 'POST', `/ops/api/news/${item.id}/publish`, { session: ops, body: { version: 1 } });
    expect((await fanList()).find((n) => n.id === item.id)?.title).toBe(hostile);
    expect((await fanItem(item.id)).data.body).toEqual(['<script>alert(1)</script>']);
  });

  it('lets a viewer read but not write', async () => {
    const write = await opsCall(server, 'POST', '/ops/api/news', { session: viewer, body: draft });
    expect({ http: write.http, status: write.status, msg: write.msg }).toEqual({ http: 403, status: 4, msg: '没有权限' });
  });
});
