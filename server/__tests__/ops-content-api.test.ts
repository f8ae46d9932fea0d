import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOperator, opsCall, opsPassword, opsSignIn, signedInOperator, type OpsSession } from './ops-client.ts';
import { backends, fixedNow, setClock, startTestServer, type TestServer } from './test-server.ts';

type Item = {
  id: number;
  kind: string;
  title: string;
  image: string;
  status: string;
  state: string;
  publishAt: string | null;
  endAt: string | null;
  version: number;
};
type Banner = { id: number; title: string; image: string; link: string; sort: number };

const at = (minutes: number) => new Date(new Date(fixedNow).getTime() + minutes * 60_000);

/** Issue 36 §5: the console's banners and announcements, scheduled by the server clock, read by the fan app at once. */
describe.each(backends)("the console's content on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let ops: OpsSession;
  let ops2: OpsSession;
  let moderator: OpsSession;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    ops = await signedInOperator(server, 'ops@example.com', 'ops');
    ops2 = await signedInOperator(server, 'ops2@example.com', 'ops');
    moderator = await signedInOperator(server, 'mod@example.com', 'moderator');
  }, 120_000);
  afterAll(() => server.close());

  /** Moves the server clock; the operators sign in again, as their sessions' idle timeout (30 min) may have passed. */
  async function clockAt(minutes: number) {
    setClock(server, at(minutes));
    [ops, ops2, moderator] = await Promise.all(['ops', 'ops2', 'mod'].map((name) => opsSignIn(server, `${name}@example.com`)));
  }

  const banners = async (lang?: string) =>
    (await server.call<Banner[]>('/api/home/getHomeScroll', undefined, { method: 'GET', query: lang ? { lang } : {} })).data;
  const announcement = async (lang?: string) =>
    (await server.call<{ announcement: string }>('/api/home/getHomeData', {}, { query: lang ? { lang } : {} })).data.announcement;
  const list = async (kind: string, session = ops) =>
    (await opsCall<{ items: Item[] }>(server, 'GET', `/ops/api/content?kind=${kind}`, { session })).data.items;
  const audits = (id: number) =>
    server.db.query<{ actor: string; action: string; before: Item | null; after: Item }>(
      "select actor, action, before, after from operator_audit where target_kind = 'content' and target_id = $1 order by id",
      [String(id)],
    );
  const newBanner = {
    kind: 'banner',
    title: '欧冠决赛之夜',
    titlePt: 'Noite da final',
    image: '/static/uploads/final.png',
    link: '/m/live',
    sort: 0,
  };

  it('starts a site with the house banners and announcement, published, for operators to change', async () => {
    await clockAt(0);
    const house = await list('banner');
    expect(house.map((b) => [b.status, b.state])).toEqual([
      ['published', 'live'],
      ['published', 'live'],
      ['published', 'live'],
    ]);
    expect((await banners()).map((b) => b.id)).toEqual(house.map((b) => b.id));
    expect(await announcement()).toBe('文明观赛，理性发言。新用户注册即送 VIP 体验。');
  });

  it('keeps a new banner a draft until published; a scheduled one shows from its time to its end, by the server clock', async () => {
    await clockAt(0);
    const created = await opsCall<Item>(server, 'POST', '/ops/api/content', {
      session: ops,
      body: { ...newBanner, publishAt: at(60).toISOString(), endAt: at(120).toISOString() },
    });
    expect(created).toMatchObject({ status: 0, data: { status: 'draft', state: 'draft', title: '欧冠决赛之夜' } });
    const id = created.data.id;
    expect((await banners()).map((b) => b.id)).not.toContain(id);

    const published = await opsCall<Item>(server, 'POST', `/ops/api/content/${id}/publish`, { session: ops, body: { seen: 'draft' } });
    expect(published.data).toMatchObject({ status: 'published', state: 'scheduled' });
    // Scheduled: not a minute early.
    await clockAt(59);
    expect((await banners()).map((b) => b.id)).not.toContain(id);
    await clockAt(60);
    expect((await banners()).find((b) => b.id === id)).toEqual({
      id,
      title: '欧冠决赛之夜',
      image: '/static/uploads/final.png',
      link: '/m/live',
      sort: 0,
    });
    expect((await banners('pt-br')).find((b) => b.id === id)?.title).toBe('Noite da final');
    expect((await list('banner')).find((b) => b.id === id)?.state).toBe('live');
    await clockAt(120);
    expect((await banners()).map((b) => b.id)).not.toContain(id);
    expect((await list('banner')).find((b) => b.id === id)?.state).toBe('ended');

    expect((await audits(id)).map((a) => [a.actor, a.action, a.before?.status ?? null, a.after.status])).toEqual([
      ['ops@example.com', 'content.create', null, 'draft'],
      ['ops@example.com', 'content.publish', 'draft', 'published'],
    ]);
  });

  it('withdraws a live announcement at once; an edit of a published one shows at the next read, audited before and after', async () => {
    await clockAt(200);
    const [house] = await list('announcement');
    const edited = await opsCall<Item>(server, 'PATCH', `/ops/api/content/${house.id}`, {
      session: ops,
      body: { title: '今晚 20:00 决赛直播', titlePt: 'Final hoje às 20h', version: house.version },
    });
    expect(edited.status).toBe(0);
    expect(await announcement()).toBe('今晚 20:00 决赛直播');
    expect(await announcement('pt-br')).toBe('Final hoje às 20h');
    const [edit] = (await audits(house.id)).filter((a) => a.action === 'content.edit');
    expect([edit.before?.title, edit.after.title]).toEqual(['文明观赛，理性发言。新用户注册即送 VIP 体验。', '今晚 20:00 决赛直播']);

    const withdrawn = await opsCall<Item>(server, 'POST', `/ops/api/content/${house.id}/withdraw`, {
      session: ops,
      body: { seen: 'published' },
    });
    expect(withdrawn.data).toMatchObject({ status: 'withdrawn', state: 'withdrawn' });
    expect(await announcement()).toBe('');
    // Published again, it shows again.
    await opsCall(server, 'POST', `/ops/api/content/${house.id}/publish`, { session: ops, body: { seen: 'withdrawn' } });
    expect(await announcement()).toBe('今晚 20:00 决赛直播');
  });

  it('tells a stale page who moved the row first, and refuses a move its status does not allow', async () => {
    await clockAt(300);
    const { data } = await opsCall<Item>(server, 'POST', '/ops/api/content', { session: ops, body: newBanner });
    const first = await opsCall(server, 'POST', `/ops/api/content/${data.id}/publish`, { session: ops, body: { seen: 'draft' } });
    expect(first.status).toBe(0);
    const second = await opsCall(server, 'POST', `/ops/api/content/${data.id}/publish`, { session: ops2, body: { seen: 'draft' } });
    expect({ http: second.http, status: second.status, msg: second.msg }).toEqual({
      http: 200,
      status: 6,
      msg: '已被 ops@example.com 处理（发布）',
    });
    const wrong = await opsCall(server, 'POST', `/ops/api/content/${data.id}/withdraw`, { session: ops, body: { seen: 'draft' } });
    expect({ status: wrong.status, msg: wrong.msg }).toEqual({ status: 1, msg: '只有已发布的内容可以下线' });
    const missing = await opsCall(server, 'POST', '/ops/api/content/999999/publish', { session: ops, body: { seen: 'draft' } });
    expect({ status: missing.status, msg: missing.msg }).toEqual({ status: 3, msg: '内容不存在' });
  });

  it('lets exactly one of two edits from the same version win; the other is told who changed the row and when', async () => {
    await clockAt(350);
    const { data } = await opsCall<Item>(server, 'POST', '/ops/api/content', { session: ops, body: newBanner });
    expect(data.version).toBe(1);
    const edit = (session: OpsSession, title: string) =>
      opsCall<Item>(server, 'PATCH', `/ops/api/content/${data.id}`, {
        session,
        body: { ...newBanner, kind: undefined, title, version: 1 },
      });
    const answers = await Promise.all([edit(ops, '甲的标题'), edit(ops2, '乙的标题')]);
    expect(answers.map((a) => a.status).sort()).toEqual([0, 6]);
    const won = answers.findIndex((a) => a.status === 0);
    const when = new Date(at(350).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(answers[1 - won].msg).toBe(`已被 ${['ops', 'ops2'][won]}@example.com 于 ${when} 修改，请重新加载后再改`);
    expect((await list('banner')).find((b) => b.id === data.id)).toMatchObject({ title: ['甲的标题', '乙的标题'][won], version: 2 });
    // A publish bumps the version too: an edit read before it is stale.
    await opsCall(server, 'POST', `/ops/api/content/${data.id}/publish`, { session: ops, body: { seen: 'draft' } });
    expect((await edit(ops, '丙的标题')).status).toBe(6);
    expect(
      (await opsCall(server, 'PATCH', `/ops/api/content/${data.id}`, { session: ops, body: { ...newBanner, kind: undefined, version: 3 } }))
        .status,
    ).toBe(0);
  });

  it('refuses bad input with a clear message and keeps nothing of it', async () => {
    const before = (await list('banner')).length;
    const refused = async (body: object) => {
      const answer = await opsCall(server, 'POST', '/ops/api/content', { session: ops, body });
      return { status: answer.status, msg: answer.msg };
    };
    expect(await refused({ ...newBanner, link: 'javascript:alert(1)' })).toMatchObject({ status: 1, msg: expect.stringContaining('link') });
    expect(await refused({ ...newBanner, image: 'data:image/png;base64,AAAA' })).toMatchObject({ status: 1 });
    expect(await refused({ ...newBanner, link: undefined })).toEqual({ status: 1, msg: '轮播图需要一个链接' });
    expect(await refused({ ...newBanner, title: '长'.repeat(41) })).toEqual({ status: 1, msg: '中文标题需要 1 到 40 个字' });
    expect(await refused({ ...newBanner, title: '   ' })).toEqual({ status: 1, msg: '中文标题需要 1 到 40 个字' });
    expect(await refused({ kind: 'announcement', title: '公告', titlePt: 'Aviso', link: '/m/live' })).toEqual({
      status: 1,
      msg: '公告只有文字，没有图片和链接',
    });
    expect(await refused({ ...newBanner, publishAt: 'tomorrow' })).toEqual({ status: 1, msg: '发布时间不是有效的时间' });
    expect(await refused({ ...newBanner, publishAt: at(10).toISOString(), endAt: at(5).toISOString() })).toEqual({
      status: 1,
      msg: '结束时间必须晚于发布时间',
    });
    expect((await list('banner')).length).toBe(before);
  });

  it('hands back hostile text as written, for the fan app and the console to render as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    await clockAt(400);
    const { data } = await opsCall<Item>(server, 'POST', '/ops/api/content', { session: ops, body: { ...newBanner, title: hostile } });
    await opsCall(server, 'POST', `/ops/api/content/${data.id}/publish`, { session: ops, body: { seen: 'draft' } });
    expect((await banners()).find((b) => b.id === data.id)?.title).toBe(hostile);
  });

  it('lets a moderator read but not write, and an operator of another site neither', async () => {
    expect((await opsCall(server, 'GET', '/ops/api/content?kind=banner', { session: moderator })).status).toBe(0);
    const write = await opsCall(server, 'POST', '/ops/api/content', { session: moderator, body: newBanner });
    expect({ http: write.http, status: write.status, msg: write.msg }).toEqual({ http: 403, status: 4, msg: '没有权限' });
    // An operator of kqb only is not let in on this qutu node at all.
    await makeOperator(server, 'kqb@example.com', 'ops', ['kqb']);
    const outside = await opsCall(server, 'POST', '/ops/api/session', { body: { email: 'kqb@example.com', password: opsPassword } });
    expect({ status: outside.status, msg: outside.msg }).toEqual({ status: 4, msg: '这个站点不在你的权限内' });
    const badKind = await opsCall(server, 'GET', '/ops/api/content?kind=news', { session: ops });
    expect(badKind.status).toBe(1);
  });

  it('stores a picture an operator uploads and serves it; refuses what is not the image it claims', async () => {
    await clockAt(500);
    // The smallest PNG: its signature and an empty image's chunks.
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    );
    const upload = async (session: OpsSession, type: string, bytes: Buffer) => {
      const response = await fetch(`${server.url}/ops/api/uploads`, {
        method: 'POST',
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': type },
        body: bytes,
      });
      return { http: response.status, ...((await response.json()) as { status: number; msg: string; data: { url: string } | null }) };
    };
    const stored = await upload(ops, 'image/png', png);
    expect(stored).toMatchObject({ status: 0, data: { url: expect.stringMatching(/^\/storage\/files\/ops-[0-9a-f]+\.png$/) } });
    const served = await fetch(`${server.url}${stored.data!.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    // The address is one a banner takes.
    const { data } = await opsCall<Item>(server, 'POST', '/ops/api/content', {
      session: ops,
      body: { ...newBanner, image: stored.data!.url },
    });
    expect(data.image).toBe(stored.data!.url);

    expect(await upload(ops, 'image/png', Buffer.from('<svg onload=alert(1)>'))).toMatchObject({ status: 1, msg: '请选择图片文件' });
    expect(await upload(ops, 'image/jpeg', png)).toMatchObject({ status: 1, msg: '请选择图片文件' });
    expect((await upload(ops, 'text/html', Buffer.from('<p>x</p>'))).status).not.toBe(0);
    expect(await upload(moderator, 'image/png', png)).toMatchObject({ http: 403, status: 4, msg: '没有权限' });
    const [audit] = await server.db.query<{ actor: string; after: { url: string } }>(
      "select actor, after from operator_audit where action = 'upload.picture' order by id limit 1",
    );
    expect(audit).toEqual({ actor: 'ops@example.com', after: { url: stored.data!.url, type: 'image/png', bytes: png.length } });

    // The picture and its audit row are one: when the row cannot be written, no picture is kept either.
    const pictures = async () => (await server.db.query("select 1 from uploads where key like 'ops-%'")).length;
    const before = await pictures();
    await server.db.query(
      `create function refuse_audit() returns trigger language plpgsql as $$
       begin if new.action = 'upload.picture' then raise exception 'audit refused'; end if; return new; end $$`,
    );
    await server.db.query('create trigger refuse_audit before insert on operator_audit for each row execute function refuse_audit()');
    try {
      expect((await upload(ops, 'image/png', png)).status).not.toBe(0);
    } finally {
      await server.db.query('drop trigger refuse_audit on operator_audit');
      await server.db.query('drop function refuse_audit()');
    }
    expect(await pictures()).toBe(before);
  });

  it('puts an ad up in a slot and takes it down, audited; the fans read it at their next config read', async () => {
    await clockAt(600);
    type Slot = { slot: string; ad: { id: number; title: string; titlePt: string; image: string; link: string } | null };
    const commonAd = async () =>
      (await server.call<{ home_pop_ad: unknown }>('/api/config/getCommonConfig', undefined, { method: 'GET' })).data.home_pop_ad;
    const ad = { title: '决赛门票', titlePt: 'Ingressos', image: '/static/pictures/ad-popup/1.svg', link: 'https://example.com/t' };
    const put = await opsCall<Slot>(server, 'PUT', '/ops/api/ads/home_pop_ad', { session: ops, body: { ad, seenId: null } });
    expect(put.data).toEqual({ slot: 'home_pop_ad', ad: { id: expect.any(Number), ...ad } });
    expect(await commonAd()).toEqual({ id: put.data.ad!.id, title: '决赛门票', title_pt: 'Ingressos', image: ad.image, link: ad.link });
    const listed = await opsCall<Slot[]>(server, 'GET', '/ops/api/ads', { session: moderator });
    expect(listed.data.map((s) => s.slot)).toEqual(['home_pop_ad', 'live_play_ad', 'launch_ad']);
    expect(listed.data[0].ad?.title).toBe('决赛门票');

    // Links and pictures the fan app would not follow or show are refused, and nothing changes.
    for (const bad of [{ link: 'javascript:alert(1)' }, { link: 'http://example.com' }, { link: '//evil.example' }, { image: 'data:x' }]) {
      const refused = await opsCall(server, 'PUT', '/ops/api/ads/home_pop_ad', {
        session: ops,
        body: { ad: { ...ad, ...bad }, seenId: put.data.ad!.id },
      });
      expect({ bad, status: refused.status }).toEqual({ bad, status: 1 });
    }
    expect((await commonAd()) as { title: string }).toMatchObject({ title: '决赛门票' });
    const moderatorPut = await opsCall(server, 'PUT', '/ops/api/ads/home_pop_ad', { session: moderator, body: { ad: null, seenId: null } });
    expect({ status: moderatorPut.status, msg: moderatorPut.msg }).toEqual({ status: 4, msg: '没有权限' });
    expect((await opsCall(server, 'PUT', '/ops/api/ads/launch', { session: ops, body: { ad: null, seenId: null } })).status).toBe(1);
    // A change over an ad the page no longer shows (another operator's since) is refused, naming who and when.
    const stale = await opsCall(server, 'PUT', '/ops/api/ads/home_pop_ad', { session: ops2, body: { ad: null, seenId: null } });
    const when = new Date(at(600).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect({ status: stale.status, msg: stale.msg }).toEqual({ status: 6, msg: `已被 ops@example.com 于 ${when} 修改，请重新加载后再改` });

    const down = await opsCall<Slot>(server, 'PUT', '/ops/api/ads/home_pop_ad', {
      session: ops,
      body: { ad: null, seenId: put.data.ad!.id },
    });
    expect(down.data).toEqual({ slot: 'home_pop_ad', ad: null });
    expect(await commonAd()).toBeNull();
    const audits = await server.db.query<{ action: string; before: { title: string } | null; after: { title: string } | null }>(
      "select action, before, after from operator_audit where target_kind = 'ad' and target_id = 'home_pop_ad' order by id",
    );
    expect(audits.map((a) => [a.action, a.before?.title ?? null, a.after?.title ?? null])).toEqual([
      ['ads.set', null, '决赛门票'],
      ['ads.set', '决赛门票', null],
    ]);
  });
});
