import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { rgb } from '../support/colours.ts';
import { watchConsole } from '../support/console-messages.ts';
import { asStaticHosting, hasServedAnswers, hasServedRows } from './served-answers.ts';
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
/** The rows the reference server renders into a landing route's HTML from its first answers (a room: its video). */
const rowsOf: Record<string, string> = { '/score': 'match-row', '/live': 'room-card', '/live-detail/:id': 'live-player' };
const rowSelector = '[data-testid=match-row], [data-testid=room-card], [data-testid=live-player]';

const prerendered = (code: string) => (JSON.parse(readFileSync(`${e2eDist}/${code}/build-report.json`, 'utf8')) as Report).html.prerendered;

/**
 * Opens a page as a fan with stored choices, noting what the page looked like as soon as the parser had put the
 * build's markup into #root, before the app's script could run: the mode, the language and that first node.
 */
async function openAs(page: Page, url: string, code: string, choice: { lang: 'cn' | 'pt-br'; mode: 'light' | 'dark' }) {
  // The page's first node, past the preload React's server render puts before it for a high-priority image (/live's
  // first cover), which React leaves where it is.
  await page.addInitScript(
    ([key, state, selector]) => {
      localStorage.setItem(key, JSON.stringify({ state, version: 0 }));
      const note = () => {
        const first = document.querySelector('#root > :not(link)');
        if (!first || 'parsedFirst' in window) return;
        const html = document.documentElement;
        Object.assign(window, {
          parsed: { mode: document.body.dataset.mode, lang: html.lang, relabel: html.hasAttribute('data-relabel') },
          parsedFirst: first,
        });
      };
      const observer = new MutationObserver(note);
      observer.observe(document, { childList: true, subtree: true });
      // Once parsed, before the app's script has run: the first row as the parser put it in (the server's rows).
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        observer.disconnect();
        note();
        Object.assign(window, { parsedRow: document.querySelector(selector) });
      });
    },
    [`sideline-${code}-app`, choice, rowSelector] as const,
  );
  await page.goto(url);
  // React has taken the page over once its nodes carry its fiber (hydrated, or rendered afresh).
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('#root > :not(link)') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
}

// The site's service worker answers pages from the server (and its kept copies) past `asStaticHosting`'s routes:
// these pages are about the HTML the build wrote, so no worker takes them over (the worker: installable.spec.ts).
test.use({ serviceWorkers: 'block' });

for (const code of sites) {
  test.describe(code, () => {
    let site: E2eSite;
    /** A route's address: a room's is the first seeded room's. */
    let urlOf: (path: string) => string;
    test.beforeAll(async () => {
      // Seeding a served site takes seconds, more on a busy machine.
      test.setTimeout(120_000);
      site = await serveSite(code);
      const [room] = await site.query<{ id: number }>('select anchor_id as id from rooms order by liveid limit 1');
      urlOf = (path) => `${site.url}/m${path.replace(':id', String(room.id))}`;
    });
    test.afterAll(() => site.close());

    for (const lang of ['cn', 'pt-br'] as const) {
      for (const mode of ['light', 'dark'] as const) {
        test(`every prerendered route in ${lang}, ${mode}: painted from the HTML, hydrated without a mismatch or warning`, async ({
          page,
        }) => {
          test.setTimeout(90_000);
          const routes = prerendered(code);
          expect(routes.length).toBeGreaterThanOrEqual(2);
          const messages = watchConsole(page);
          for (const route of routes) {
            await openAs(page, urlOf(route.path), code, { lang, mode });
            const tag = lang === 'cn' ? 'zh-CN' : 'pt-BR';
            const parsed = await page.evaluate(() => (window as unknown as { parsed: Record<string, unknown> }).parsed);
            // Before any script of the app: the chosen mode and language, and the build's markup.
            expect(parsed).toEqual({ mode, lang: tag, relabel: lang !== route.lang });
            await expect(page.locator('html')).toHaveAttribute('lang', tag);
            await expect(page.locator('body')).toHaveAttribute('data-mode', mode);
            await expect(page.locator('#root')).toBeVisible();
            // Hydration keeps the build's nodes; a mismatch (or the other language's fresh render) replaces them.
            const kept = await page.evaluate(
              () => document.querySelector('#root > :not(link)') === (window as unknown as { parsedFirst: Element }).parsedFirst,
            );
            expect(kept, `${route.path} kept its prerendered markup`).toBe(lang === route.lang);
            // /score and /live came with the rows of their answers, which hydrate as they are when the language matches.
            const rows = await page.evaluate((selector) => {
              const parsedRow = (window as unknown as { parsedRow: Element | null }).parsedRow;
              return {
                parsed: parsedRow !== null,
                kept: parsedRow !== null && document.querySelector(selector) === parsedRow,
              };
            }, rowSelector);
            const withRows = route.path in rowsOf;
            expect(await hasServedRows(page), route.path).toBe(withRows);
            expect(rows, route.path).toEqual({ parsed: withRows, kept: withRows && lang === route.lang });
            if (withRows) await expect(page.getByTestId(rowsOf[route.path]).first()).toBeVisible();
            // The reference server put the first answers into every page: /score's and /live's own (taken when the
            // language matches), and the server config (taken in any language).
            expect(await hasServedAnswers(page), route.path).toBe(true);
          }
          expect(messages).toEqual([]);
        });
      }
    }

    test('as static hosting serves them, without the first answers, every prerendered route hydrates without a mismatch or warning', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await asStaticHosting(page, code);
      const messages = watchConsole(page);
      for (const route of prerendered(code)) {
        await openAs(page, urlOf(route.path), code, { lang: route.lang, mode: 'light' });
        expect(await hasServedAnswers(page), route.path).toBe(false);
        expect(await hasServedRows(page), route.path).toBe(false);
        const kept = await page.evaluate(
          () => document.querySelector('#root > :not(link)') === (window as unknown as { parsedFirst?: Element }).parsedFirst,
        );
        // A room's address names no file (`$uri.html`): static hosting serves the app's page, which renders it.
        expect(kept, `${route.path} kept its prerendered markup`).toBe(!route.path.includes(':'));
        if (route.path.includes(':')) await expect(page.getByTestId('room-stage')).toBeVisible();
      }
      expect(messages).toEqual([]);
    });

    test('with JavaScript off, every prerendered route still shows the brand, its menu and the skeleton, or its rows when served', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } });
      const page = await context.newPage();
      const config = await (
        await fetch(`${site.url}/m/`)
      )
        .text()
        .then((html) => JSON.parse(/<script id="sideline-tenant" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}'));
      const skeletons: Record<string, string> = {
        '/score': 'matches-loading',
        '/live': 'room-skeleton',
        '/headline': 'home-loading',
        '/live-detail/:id': 'room-skeleton',
      };
      for (const route of prerendered(code)) {
        await page.goto(urlOf(route.path));
        await expect(page).toHaveTitle(config.siteName[route.lang]);
        // The reference server rendered /score's and /live's rows and the room's video from their answers; /headline is
        // the build's skeleton.
        await expect(page.getByTestId(rowsOf[route.path] ?? skeletons[route.path]).first()).toBeVisible();
        if (rowsOf[route.path]) await expect(page.getByTestId(skeletons[route.path])).toHaveCount(0);
        // A room has no bottom menu: the video, its anchor and the tabs' skeleton fill the screen.
        if (route.path.includes(':')) {
          await expect(page.getByTestId('room-tabs-loading')).toBeVisible();
          continue;
        }
        const active = page.getByTestId('bottom-menu').locator('a[aria-current="page"]');
        await expect(active).toHaveAttribute('href', `/m${route.path}`);
        await expect(active).toHaveCSS(
          'box-shadow',
          new RegExp(`^${rgb(config.palette.light.primary).replace(/[()]/g, '\\$&')} 0px 2px 0px 0px inset$`),
        );
      }
      await context.close();
    });
  });
}
