import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { rgb } from '../support/colours.ts';
import { quietNetwork } from '../support/quiet-network.ts';
import { watchErrors } from '../support/console-messages.ts';
import { installabilityErrors } from '../support/installability.ts';
import type { SiteConfig } from '../../schema/generated/api.ts';
import { derivePalette } from '../../schema/index.ts';
import { visibleTabs } from '../../runtime/core/rules/visibility.ts';
import { tabOrder, type TabName } from '../../runtime/core/tabs.ts';
import { expectAccessible } from './axe-check.ts';
import type { MatrixChat } from './chat-seed.ts';
import {
  chatFansFile,
  coveredMatchId,
  matrixCodes,
  matrixTime,
  pagesOf,
  serversFile,
  tenants,
  variantsOf,
  inCiSet,
  checksTabsInCi,
  matrixDist,
} from './matrix-plan.ts';

/** Parts of a page that move on their own (a live video and its play-time countdown): masked in the picture. */
const masks: Partial<Record<string, (page: Page) => Locator[]>> = {
  'live-detail': (page) => [page.getByTestId('live-player'), page.getByTestId('play-time-left')],
};

/** Where the global setup started each tenant's server. */
const serverOf = (code: string): string => JSON.parse(readFileSync(serversFile, 'utf8'))[code];
/** The chat seeded for a tenant (undefined when it does not build the chat). */
const chatOf = (code: string): MatrixChat | undefined =>
  (JSON.parse(readFileSync(chatFansFile, 'utf8')) as Record<string, MatrixChat>)[code];

/**
 * When a page has settled. Most pages go quiet on the network but for the chat's long poll (the match-start notices);
 * a live room never does (its stream playlist stays open too), so it is ready once the chat history shows.
 */
const settled: Partial<Record<string, (page: Page) => Promise<void>>> = {
  'live-detail': (page) => expect(page.getByTestId('room-chat').locator('li').first()).toBeVisible(),
  // The chat's socket is no request: its pages have settled once what the seed wrote shows (the chat logs in first).
  c2c: (page) => expect(page.getByTestId('conversation')).toHaveCount(3, { timeout: 15_000 }),
  'chat-room': async (page) => {
    await expect(page.getByTestId('chat-history')).toHaveAttribute('data-status', 'complete', { timeout: 15_000 });
    await expect(page.getByTestId('chat-message')).toHaveCount(5);
    await expect(page.getByTestId('chat-read').first()).toBeVisible();
  },
  'group-info': async (page) => {
    await expect(page.getByTestId('group-members')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('group-members-section')).not.toHaveAttribute('data-status', 'loading');
  },
};

/** Opens an app path as a fan with these choices, at the matrix's frozen time, once fonts and data have settled. */
async function open(page: Page, code: string, path: string, choices: { lang: string; mode: string }, pageId = ''): Promise<void> {
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key, value),
    [`sideline-${code}-app`, JSON.stringify({ state: choices, version: 0 })],
  );
  // A chat page is seen by the fan seeded for it in this variant; the other pages by a guest.
  const chat = chatOf(code);
  const fan = chat?.viewers[`${pageId}-${choices.mode}-${choices.lang}`];
  if (chat && fan) {
    const session = JSON.stringify({ state: { user: fan, guest: null, backurl: '', videoWatchedSec: 0 }, version: 0 });
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [`sideline-${code}-session`, session]);
    path = path.replace('{peer}', String(chat.peer));
  }
  await page.clock.setFixedTime(new Date(matrixTime));
  const quiet = quietNetwork(page);
  await page.goto(`${serverOf(code)}/m${path}`);
  await (settled[pageId]?.(page) ?? quiet);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

// Tests are declared per tenant under "[code]"; each project (one per tenant) runs only its own (see the config).
for (const code of matrixCodes()) {
  const manifest = tenants.get(code)!.manifest;
  // The colours the build derived from the theme by contrast (schema/palette/): what the header and menu are drawn in.
  const palette = derivePalette(manifest.theme);
  test.describe(`[${code}]`, () => {
    for (const matrixPage of pagesOf(manifest)) {
      for (const variant of variantsOf(manifest)) {
        const name = `${matrixPage.id}-${variant.mode}-${variant.lang}`;
        test(
          `${matrixPage.id} ${variant.mode} ${variant.lang}`,
          { tag: inCiSet(matrixPage, variant, manifest, code) ? ['@ci'] : [] },
          async ({ page }, testInfo) => {
            await open(page, code, matrixPage.path, variant, matrixPage.id);
            await expect(page.locator('body')).toHaveAttribute('data-mode', variant.mode);
            await expectAccessible(page, `${code} ${name}`);
            await expect(page).toHaveScreenshot(`${name}.png`, { mask: masks[matrixPage.id]?.(page) ?? [] });
            testInfo.annotations.push({ type: 'snapshot', description: testInfo.snapshotPath(`${name}.png`) });
          },
        );
      }
    }

    test('brand, theme, title, menu and the sp_source of every request, without an error', { tag: ['@ci'] }, async ({ page }) => {
      const lang = manifest.locales.default;
      const siteName = manifest.siteName[lang];
      const errors = watchErrors(page);
      const sent: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        // Spec 000 §7 is about the product API; the chat layer's HTTP routes (/im/*) follow their own protocol.
        if (['xhr', 'fetch'].includes(request.resourceType()) && url.pathname.startsWith('/api/')) sent.push(url);
      });

      // A fan who has chosen nothing yet: the site's own language and mode, its root page and its menu.
      await page.clock.setFixedTime(new Date(matrixTime));
      const quiet = quietNetwork(page);
      await page.goto(`${serverOf(code)}/m/`);
      const root = manifest.rootRedirect;
      await expect(page).toHaveURL(new RegExp(`/m/${root}$`));
      await expect(page).toHaveTitle(manifest.pages[`/${root}`].title[lang].replace('{siteName}', siteName));
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'cn' ? 'zh-CN' : 'pt-BR');
      await expect(page.locator('body')).toHaveAttribute('data-mode', manifest.theme.defaultMode);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme.primary);
      await expect(page.locator('header').first()).toHaveCSS('background-color', rgb(palette.light.primary));
      const built = Object.entries(manifest.features)
        .filter(([, on]) => on)
        .map(([feature]) => feature);
      await expect(page.getByTestId('bottom-menu').locator('a')).toHaveCount(
        manifest.menu.filter((feature) => built.includes(feature)).length,
      );
      await expect(page.getByTestId(`menu-${root}`)).toHaveClass(/active/);
      // The active item is readable in both modes: the derived accent of the site's mode.
      await expect(page.getByTestId(`menu-${root}`)).toHaveCSS('color', rgb(palette[manifest.theme.defaultMode].accent));
      const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
      expect((await page.request.get(`${serverOf(code)}${favicon}`)).status()).toBe(200);
      await quiet;
      // Chrome's own verdict on installing the site (issue 40): its built manifest, icons, start URL and scope.
      if (manifest.pwa.enabled) expect(await installabilityErrors(`${serverOf(code)}/m/`)).toEqual([]);

      await open(page, code, '/login', { lang, mode: 'light' });
      await expect(page.locator('h1')).toHaveText(new RegExp(siteName));
      await expect(page.locator('header').first()).toHaveCSS('background-color', rgb(palette.light.primary));

      // Spec 000 §7: every request carries the site's sp_source and the platform (h5); lang only outside Chinese.
      expect(sent.length).toBeGreaterThan(0);
      for (const url of sent) {
        expect(url.searchParams.get('sp_source'), url.pathname).toBe(String(manifest.spSource));
        expect(url.searchParams.get('platform'), url.pathname).toBe('3');
        expect(url.searchParams.get('lang'), url.pathname).toBe(lang === 'cn' ? null : 'pt-br');
      }
      expect(JSON.parse(readFileSync(`${matrixDist()}/${code}/build-report.json`, 'utf8')).site).toBe(code);
      expect(errors).toEqual([]);
    });

    test("the demo's room chat, anchors, news and videos in the site's own language", { tag: ['@ci'] }, async ({ request }) => {
      // As a fan who has chosen nothing asks: no lang outside Portuguese (spec 000 §7), so the site's own language.
      const lang = manifest.locales.default;
      const query = `sp_source=${manifest.spSource}&platform=3${lang === 'cn' ? '' : `&lang=${lang}`}`;
      const read = async <T>(path: string, body: unknown): Promise<T> =>
        (await (await request.post(`${serverOf(code)}${path}?${query}`, { data: body })).json()).data as T;
      const chat = await read<{ list: { content: string; nick_name: string }[] }>('/api/live/getLiveChat', { liveid: 101 });
      const anchors = await read<{ list: { nick_name: string }[] }>('/api/anchor/getRecAnchors', { sport_id: 0 });
      const news = await read<{ list: { title: string; summary: string }[] }>('/api/news/getNewsList', { page: 1, size: 20 });
      const videos = await read<{ list: { title: string }[] }>('/api/video/getVideoList', { page: 1, size: 20 });
      const texts = {
        chat: chat.list.flatMap((m) => [m.content, m.nick_name]),
        anchors: anchors.list.map((a) => a.nick_name),
        news: news.list.flatMap((n) => [n.title, n.summary]),
        videos: videos.list.map((v) => v.title),
      };
      const chinese = /[\u3400-\u9fff]/;
      for (const [what, list] of Object.entries(texts)) {
        expect(list.length, what).toBeGreaterThan(0);
        // A Portuguese site's demo holds no Chinese; a Chinese site's room chat, anchors and news are Chinese.
        if (lang === 'pt-br')
          expect(
            list.filter((text) => chinese.test(text)),
            what,
          ).toEqual([]);
        else if (what !== 'videos')
          expect(
            list.some((text) => chinese.test(text)),
            what,
          ).toBe(true);
      }
    });

    test(
      "match detail tabs: built by the manifest, shown by the server's switches",
      { tag: checksTabsInCi(code) ? ['@ci'] : [] },
      async ({ page, request }) => {
        test.skip(!manifest.features.score, 'this tenant does not build the score feature');
        const lang = manifest.locales.default;
        const config = (await (await request.get(`${serverOf(code)}/api/config/getCommonConfig`)).json()).data.config as SiteConfig;
        const built = Object.fromEntries(tabOrder.map((tab) => [tab, manifest.tabs[tab]])) as Record<TabName, boolean>;
        const expected = visibleTabs({
          page: 'score-detail',
          switches: config,
          built,
          matchId: coveredMatchId,
          sportId: 1,
          hasRoomAnchor: true,
        });
        await open(page, code, `/score/detail/football/${coveredMatchId}`, { lang, mode: 'light' });
        const tabs = page.getByTestId('detail-tabs').getByRole('tab');
        await expect(tabs.first()).toBeVisible();
        expect(await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute('data-tab')))).toEqual(expected);
      },
    );
  });
}
