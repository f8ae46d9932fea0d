import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { installabilityErrors } from '../support/installability.ts';
import { expect, test } from './site-clock.ts';
import { e2eDist, serveSite, type E2eSite } from './site-server.ts';

/**
 * The installable app (docs/tenant-authoring.md "Installable app"): Chrome finds nothing missing to install the site,
 * one visit leaves the worker with the app's shell and the score list, and /m/score then opens offline with the last
 * list and the offline notice; a new build's worker waits while a page of the old one is open and takes over at the
 * next visit, deleting the old shell.
 */
let site: E2eSite;
let siteDir: string;

test.beforeAll(async () => {
  // A copy of the built site, so that the last test can put a new build's worker in its place.
  siteDir = mkdtempSync(join(tmpdir(), 'sideline-pwa-'));
  cpSync(join(e2eDist, 'qutu'), siteDir, { recursive: true });
  site = await serveSite('qutu', { siteDir });
});

test.afterAll(async () => {
  await site?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

/** Waits until the page is served by the site's worker, its shell installed. */
async function controlled(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    return (await caches.keys()).sort().join(',');
  });
}

test('the site is installable: no installability error, its manifest and worker served fresh', async ({ page, request }) => {
  await page.goto(`${site.url}/m/score`);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await controlled(page);
  expect(await installabilityErrors(`${site.url}/m/score`)).toEqual([]);

  const manifest = await request.get(`${site.url}/m/manifest.webmanifest`);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect((await manifest.json()).name).toBe('趣图体育');
  const worker = await request.get(`${site.url}/m/sw.js`);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('after one visit /m/score opens offline with the last list and the offline notice', async ({ page, context }) => {
  await page.goto(`${site.url}/m/score`);
  const rows = page.getByTestId('match-row');
  await expect(rows.first()).toBeVisible();
  await controlled(page);
  // Teams, scores and statuses; not the minute of play, which the page counts on by its own clock.
  const shown = async () => (await rows.allTextContents()).map((text) => text.replace(/\d+'/g, "'"));
  const lastList = await shown();
  expect(lastList.length).toBeGreaterThan(0);
  await expect(page.getByTestId('offline-notice')).toBeHidden();
  await page.screenshot({ path: 'test-results/installable/score-online.png' });

  await context.setOffline(true);
  // A minute later: the answers the page came with are too old to be taken, so the page asks and the worker answers.
  await page.clock.fastForward(60_000);
  await page.goto(`${site.url}/m/score`);
  await expect(page.getByTestId('offline-notice')).toHaveText('网络未连接，显示的是最近一次加载的内容');
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(rows.first()).toBeVisible();
  // The same rows (the list draws a window of them around the time of day, so not every one of them at once).
  expect(await shown()).toEqual(expect.arrayContaining(lastList.slice(0, 5)));
  await page.screenshot({ path: 'test-results/installable/score-offline.png' });

  // Back online, the list's next refresh (every 30 s) comes from the network and the notice goes.
  await context.setOffline(false);
  await page.clock.fastForward(31_000);
  await expect(page.getByTestId('offline-notice')).toBeHidden();
});

test("a new build's worker waits while the old one's page is open and takes over at the next visit", async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await first.goto(`${site.url}/m/score`);
  await expect(first.getByTestId('match-row').first()).toBeVisible();
  const report = JSON.parse(readFileSync(join(siteDir, 'build-report.json'), 'utf8')) as { serviceWorker: { version: string } };
  const oldVersion = report.serviceWorker.version;
  expect(await controlled(first)).toContain(`sideline-shell-${oldVersion}`);

  // What a new build of the site writes: the same worker with another version.
  const newVersion = 'b'.repeat(12);
  const workerFile = join(siteDir, 'sw.js');
  writeFileSync(workerFile, readFileSync(workerFile, 'utf8').replace(oldVersion, newVersion));
  const waiting = await first.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/m/');
    await registration?.update();
    const installing = registration?.installing ?? registration?.waiting;
    if (installing && installing.state !== 'installed')
      await new Promise((resolve) => installing.addEventListener('statechange', () => installing.state === 'installed' && resolve(null)));
    return Boolean(registration?.waiting);
  });
  expect(waiting).toBe(true);
  // The open page keeps its build: it still moves to another page of the app.
  await first.goto(`${site.url}/m/live`);
  await expect(first.getByTestId('room-card').first()).toBeVisible();

  await first.close();
  const next = await context.newPage();
  await next.goto(`${site.url}/m/score`);
  await expect(next.getByTestId('match-row').first()).toBeVisible();
  await expect.poll(() => controlled(next)).toBe(`sideline-answers,sideline-shell-${newVersion}`);
  await context.close();
});
