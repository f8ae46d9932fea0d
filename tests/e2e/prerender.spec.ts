import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { rgb } from '../support/colours.ts';
import { watchConsole } from '../support/console-messages.ts';
import { asStaticHosting, hasServedAnswers } from './served-answers.ts';
import { expect, test } from './site-clock.ts';
import { e2eDist, serveSite, type E2eSite } from './site-server.ts';

/**
 * The prerendered landing routes (docs/decisions.md "Prerendered first screens") of two brands, one built in Chinese
 * and one in Portuguese, opened by fans who chose either language and either mode: the page keeps the build's HTML
 * (hydration, no second render) when the language matches, the head's script sets the chosen mode and language
 * before the first paint, and React reports no mismatch, error or warning.
 */
const sites = ['qutu', 'pq8sp'] as const;

interface Report {
  html: { prerendered: { path: string; lang: 'cn' | 'pt-br' }[] };
}
const prerendered = (code: string) => (JSON.parse(readFileSync(`${e2eDist}/${code}/build-report.json`, 'utf8')) as Report).html.prerendered;

/**
 * Opens a page as a fan with stored choices, noting what the page looked like as soon as the parser had put the
 * build's markup into #root, before the app's script could run: the mode, the language and that first node.
 */
async function openAs(page: Page, url: string, code: string, choice: { lang: 'cn' | 'pt-br'; mode: 'light' | 'dark' }) {
  await page.addInitScript(
    ([key, state]) => {
      localStorage.setItem(key, JSON.stringify({ state, version: 0 }));
      const observer = new MutationObserver(() => {
        const first = document.getElementById('root')?.firstElementChild;
        if (!first) return;
        observer.disconnect();
        const html = document.documentElement;
        Object.assign(window, { parsed: { mode: document.body.dataset.mode, lang: html.lang, relabel: html.hasAttribute('data-relabel') }, parsedFirst: first });
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    [`sideline-${code}-app`, choice] as const,
  );
  await page.goto(url);
  // React has taken the page over once its nodes carry its fiber (hydrated, or rendered afresh).
  await page.waitForFunction(() => Object.keys(document.getElementById('root')?.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber')));
}

for (const code of sites) {
  test.describe(code, () => {
    let site: E2eSite;
    test.beforeAll(async () => {
      // Seeding a served site takes seconds, more on a busy machine.
      test.setTimeout(120_000);
      site = await serveSite(code);
    });
    test.afterAll(() => site.close());

    for (const lang of ['cn', 'pt-br'] as const) {
      for (const mode of ['light', 'dark'] as const) {
        test(`every prerendered route in ${lang}, ${mode}: painted from the HTML, hydrated without a mismatch or warning`, async ({ page }) => {
          test.setTimeout(90_000);
          const routes = prerendered(code);
          expect(routes.length).toBeGreaterThanOrEqual(2);
          const messages = watchConsole(page);
          for (const route of routes) {
            await openAs(page, `${site.url}/m${route.path}`, code, { lang, mode });
            const tag = lang === 'cn' ? 'zh-CN' : 'pt-BR';
            const parsed = await page.evaluate(() => (window as unknown as { parsed: Record<string, unknown> }).parsed);
            // Before any script of the app: the chosen mode and language, and the build's markup.
            expect(parsed).toEqual({ mode, lang: tag, relabel: lang !== route.lang });
            await expect(page.locator('html')).toHaveAttribute('lang', tag);
            await expect(page.locator('body')).toHaveAttribute('data-mode', mode);
            await expect(page.locator('#root')).toBeVisible();
            // Hydration keeps the build's nodes; a mismatch (or the other language's fresh render) replaces them.
            const kept = await page.evaluate(() => document.getElementById('root')!.firstElementChild === (window as unknown as { parsedFirst: Element }).parsedFirst);
            expect(kept, `${route.path} kept its prerendered markup`).toBe(lang === route.lang);
            // The reference server put the first answers into every page: /score's and /live's own (taken when the
            // language matches), and the server config (taken in any language).
            expect(await hasServedAnswers(page), route.path).toBe(true);
          }
          expect(messages).toEqual([]);
        });
      }
    }

    test('as static hosting serves them, without the first answers, every prerendered route hydrates without a mismatch or warning', async ({ page }) => {
      test.setTimeout(90_000);
      await asStaticHosting(page);
      const messages = watchConsole(page);
      for (const route of prerendered(code)) {
        await openAs(page, `${site.url}/m${route.path}`, code, { lang: route.lang, mode: 'light' });
        expect(await hasServedAnswers(page), route.path).toBe(false);
        const kept = await page.evaluate(() => document.getElementById('root')!.firstElementChild === (window as unknown as { parsedFirst: Element }).parsedFirst);
        expect(kept, `${route.path} kept its prerendered markup`).toBe(true);
      }
      expect(messages).toEqual([]);
    });

    test('with JavaScript off, every prerendered route still shows the brand, its menu and the skeleton', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } });
      const page = await context.newPage();
      const config = await (await fetch(`${site.url}/m/`)).text().then((html) => JSON.parse(/<script id="sideline-tenant" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}'));
      const skeletons: Record<string, string> = { '/score': 'matches-loading', '/live': 'room-skeleton', '/headline': 'home-loading' };
      for (const route of prerendered(code)) {
        await page.goto(`${site.url}/m${route.path}`);
        await expect(page).toHaveTitle(config.siteName[route.lang]);
        await expect(page.getByTestId(skeletons[route.path])).toBeVisible();
        const active = page.getByTestId('bottom-menu').locator('a[aria-current="page"]');
        await expect(active).toHaveAttribute('href', `/m${route.path}`);
        await expect(active).toHaveCSS('box-shadow', new RegExp(`^${rgb(config.theme.primary).replace(/[()]/g, '\\$&')} 0px 2px 0px 0px inset$`));
      }
      await context.close();
    });
  });
}
