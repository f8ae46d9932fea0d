import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOperator, opsCall, opsPassword, signedInOperator, type OpsSession } from './ops-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

type ConsoleAd = { id: number; title: string; titlePt: string; image: string; link: string };
type Slot = { slot: string; ad: ConsoleAd | null };

/** Issue 36 §3: the installed app's launch ad (`launch_ad`), edited in the console as the other two slots are. */
describe("the console's launch ad slot", () => {
  let server: TestServer;
  let ops: OpsSession;
  let moderator: OpsSession;

  beforeAll(async () => {
    server = await startTestServer();
    ops = await signedInOperator(server, 'ops@example.com', 'ops');
    moderator = await signedInOperator(server, 'mod@example.com', 'moderator');
  }, 120_000);
  afterAll(() => server.close());

  const launchAd = async () =>
    (await server.call<{ launch_ad: unknown }>('/api/config/getCommonConfig', undefined, { method: 'GET' })).data.launch_ad;
  const ad = { title: '世界杯开幕', titlePt: 'Abertura da Copa', image: '/static/pictures/ad-popup/1.svg', link: '/m/vip-plans' };

  it('starts empty, is listed after the other two, and reaches the fans at their next config read', async () => {
    expect(await launchAd()).toBeNull();
    const listed = await opsCall<Slot[]>(server, 'GET', '/ops/api/ads', { session: moderator });
    expect(listed.data.map((s) => s.slot)).toEqual(['home_pop_ad', 'live_play_ad', 'launch_ad']);
    expect(listed.data[2].ad).toBeNull();

    const put = await opsCall<Slot>(server, 'PUT', '/ops/api/ads/launch_ad', { session: ops, body: { ad, seenId: null } });
    expect(put.data).toEqual({ slot: 'launch_ad', ad: { id: expect.any(Number), ...ad } });
    expect(await launchAd()).toEqual({ id: put.data.ad!.id, title: ad.title, title_pt: ad.titlePt, image: ad.image, link: ad.link });
    // The other slots are untouched.
    const common = await server.call<{ home_pop_ad: unknown }>('/api/config/getCommonConfig', undefined, { method: 'GET' });
    expect(common.data.home_pop_ad).toBeNull();
  });

  it('refuses what the app would not follow or show, a stale page, and a role without ads.write; nothing changes', async () => {
    const before = (await launchAd()) as { id: number };
    for (const bad of [
      { link: 'javascript:alert(1)' },
      { link: '/m//evil.example' },
      { image: 'http://plain.example/a.png' },
      { title: ' ' },
    ]) {
      const refused = await opsCall(server, 'PUT', '/ops/api/ads/launch_ad', {
        session: ops,
        body: { ad: { ...ad, ...bad }, seenId: before.id },
      });
      expect({ bad, status: refused.status }).toEqual({ bad, status: 1 });
    }
    // A page that read the slot empty, before the ad went up, is told who changed it.
    const stale = await opsCall(server, 'PUT', '/ops/api/ads/launch_ad', { session: ops, body: { ad: null, seenId: null } });
    expect({ status: stale.status, msg: stale.msg }).toEqual({ status: 6, msg: expect.stringContaining('ops@example.com') });
    const byModerator = await opsCall(server, 'PUT', '/ops/api/ads/launch_ad', {
      session: moderator,
      body: { ad: null, seenId: before.id },
    });
    expect({ http: byModerator.http, status: byModerator.status, msg: byModerator.msg }).toEqual({
      http: 403,
      status: 4,
      msg: '没有权限',
    });
    // An operator of another site is not let in on this node at all.
    await makeOperator(server, 'kqb-ops@example.com', 'ops', ['kqb']);
    const outside = await opsCall(server, 'POST', '/ops/api/session', { body: { email: 'kqb-ops@example.com', password: opsPassword } });
    expect({ status: outside.status, msg: outside.msg }).toEqual({ status: 4, msg: '这个站点不在你的权限内' });
    expect(await launchAd()).toEqual(before);
  });

  it('takes the ad down, and audits both changes with before and after', async () => {
    const up = (await launchAd()) as { id: number };
    const down = await opsCall<Slot>(server, 'PUT', '/ops/api/ads/launch_ad', { session: ops, body: { ad: null, seenId: up.id } });
    expect(down.data).toEqual({ slot: 'launch_ad', ad: null });
    expect(await launchAd()).toBeNull();
    const audits = await server.db.query<{ actor: string; action: string; before: ConsoleAd | null; after: ConsoleAd | null }>(
      "select actor, action, before, after from operator_audit where target_kind = 'ad' and target_id = 'launch_ad' order by id",
    );
    expect(audits.map((a) => [a.actor, a.action, a.before?.title ?? null, a.after?.title ?? null])).toEqual([
      ['ops@example.com', 'ads.set', null, '世界杯开幕'],
      ['ops@example.com', 'ads.set', '世界杯开幕', null],
    ]);
  });
});
