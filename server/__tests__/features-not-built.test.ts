import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

type Common = { home_pop_ad: { link: string } | null; live_play_ad: { link: string } | null };
type Banner = { link: string; title: string };

/** A built site's page as the server reads it: the tenant configuration with the features built (kqb_ios builds no VIP). */
function builtSiteDir(builtFeatures: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'sideline-built-'));
  const tenant = JSON.stringify({ builtFeatures });
  writeFileSync(join(dir, 'index.html'), `<div id="root"></div><script id="sideline-tenant" type="application/json">${tenant}</script>`);
  return dir;
}

/** What a site does not build, the server does not advertise (docs/decisions.md "No way into a feature not built"). */
describe('links to features a site does not build', () => {
  const withoutVip = builtSiteDir(['headline', 'live', 'score', 'user-center', 'task']);
  const withVip = builtSiteDir(['headline', 'live', 'score', 'user-center', 'task', 'vip']);
  let plain: TestServer;
  let full: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ siteDir: withoutVip, houseAds: true });
    full = await startTestServer({ siteDir: withVip, houseAds: true });
  });
  afterAll(async () => {
    await plain?.close();
    await full?.close();
    rmSync(withoutVip, { recursive: true, force: true });
    rmSync(withVip, { recursive: true, force: true });
  });

  const texts = async (server: TestServer, lang: string) => {
    const query = { lang };
    const banners = (await server.call<Banner[]>('/api/home/getHomeScroll', undefined, { method: 'GET', query })).data;
    const home = (await server.call<{ announcement: string }>('/api/home/getHomeData', {}, { query })).data;
    const common = (await server.call<Common>('/api/config/getCommonConfig', undefined, { method: 'GET', query })).data;
    return { banners, announcement: home.announcement, ads: [common.home_pop_ad, common.live_play_ad] };
  };

  it('a site without VIP shows no VIP banner, house ad or offer in the announcement, in either language', async () => {
    for (const lang of ['cn', 'pt-br']) {
      const { banners, announcement, ads } = await texts(plain, lang);
      expect(banners.map((b) => b.link)).toEqual(['/m/live', '/m/user-center/task']);
      expect(announcement).not.toMatch(/VIP/);
      expect(announcement.length).toBeGreaterThan(5);
      expect(ads).toEqual([null, null]);
    }
  });

  it('a site with VIP keeps them', async () => {
    const { banners, announcement, ads } = await texts(full, 'pt-br');
    expect(banners.map((b) => b.link)).toEqual(['/m/live', '/m/vip-plans', '/m/user-center/task']);
    expect(announcement).toMatch(/VIP/);
    expect(ads.map((ad) => ad?.link)).toEqual(['/m/vip-plans', '/m/vip-plans']);
  });
});
