import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseAds, seedHouseAds } from '../domain/site/ads.ts';
import { adminPost, backends, registerFan, startTestServer, type TestServer } from './test-server.ts';

type Common = { home_pop_ad: unknown; live_play_ad: unknown };
const popAd = {
  id: 7,
  title: '世界杯竞猜开启',
  title_pt: 'Palpites da Copa abertos',
  image: '/static/pictures/ad-popup/7.svg',
  link: '/m/activities',
};

/** The ad slots of commonConfig (docs/decisions.md "Ad slots"): the operator's ads, and who is spared them. */
describe.each(backends)('ad slots on $name', ({ databaseUrl }) => {
  let server: TestServer;
  const common = async () => (await server.call<Common>('/api/config/getCommonConfig', undefined, { method: 'GET' })).data;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, adminToken: 'ads-admin' });
  });
  afterAll(() => server.close());

  it('a site starts without ads; the operator puts one up and takes it down, slot by slot', async () => {
    expect(await common()).toMatchObject({ home_pop_ad: null, live_play_ad: null });
    expect(await adminPost(server, '/admin/site/ads', { slot: 'home_pop_ad', ad: popAd })).toMatchObject({
      status: 0,
      data: { home_pop_ad: popAd, live_play_ad: null },
    });
    expect(await common()).toMatchObject({ home_pop_ad: popAd, live_play_ad: null });
    await adminPost(server, '/admin/site/ads', { slot: 'live_play_ad', ad: houseAds.live_play_ad });
    expect(await common()).toMatchObject({ home_pop_ad: popAd, live_play_ad: houseAds.live_play_ad });
    expect((await adminPost(server, '/admin/site/ads', { slot: 'home_pop_ad', ad: null })).status).toBe(0);
    expect(await common()).toMatchObject({ home_pop_ad: null, live_play_ad: houseAds.live_play_ad });
    // A site that has set its ads, even to none, never gets the house ads back.
    await seedHouseAds(server.db, server.context.site);
    expect((await common()).home_pop_ad).toBeNull();
  });

  it('refuses an ad whose link or picture could run script or leave for plain http, and changes nothing', async () => {
    const before = await common();
    for (const ad of [
      { ...popAd, link: 'javascript:alert(1)' },
      { ...popAd, link: '//evil.example/x' },
      { ...popAd, link: 'http://plain.example/' },
      { ...popAd, image: 'data:image/svg+xml,<svg onload=alert(1)>' },
      { ...popAd, title: '' },
      { ...popAd, extra: 1 },
    ]) {
      expect((await adminPost(server, '/admin/site/ads', { slot: 'home_pop_ad', ad })).status).toBe(1);
    }
    expect((await adminPost(server, '/admin/site/ads', { slot: 'splash_ad', ad: popAd })).status).toBe(1);
    const unsigned = await fetch(`${server.url}/admin/site/ads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slot: 'home_pop_ad', ad: popAd }),
    });
    expect(((await unsigned.json()) as { status: number }).status).toBe(4);
    expect(await common()).toEqual(before);
  });

  it('VIP removes both slots: the user info says so, a plain fan sees them', async () => {
    const fan = await registerFan(server, 'ads_plain');
    const plain = await server.call<{ is_no_qrad: number; is_no_popad: number }>('/webapi/User/getUserInfo', {}, { query: fan.query });
    expect(plain.data).toMatchObject({ is_no_qrad: 0, is_no_popad: 0 });
    const vip = await server.call<{ is_no_qrad: number; is_no_popad: number }>('/webapi/user/login', {
      account: 'vipfan',
      password: 'sideline2026',
    });
    expect(vip.data).toMatchObject({ is_no_qrad: 1, is_no_popad: 1 });
  });
});

describe('house ads', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ houseAds: true });
  });
  afterAll(() => server.close());

  it('`sideline serve` starts a new site with the house ads, whose pictures the server draws', async () => {
    const { data } = await server.call<Common>('/api/config/getCommonConfig', undefined, { method: 'GET' });
    expect(data).toMatchObject(houseAds);
    for (const ad of Object.values(houseAds)) {
      const picture = await fetch(`${server.url}${ad!.image}`);
      expect(picture.headers.get('content-type')).toContain('image/svg+xml');
      expect(await picture.text()).toContain('VIP');
    }
  });
});
