import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './site-clock.ts';
import { validateTenants } from '../../schema/index.ts';
import { rgb } from '../support/colours.ts';
import { projectRoot } from '../support/project-root.ts';
import { e2eDist, serveSite } from './site-server.ts';

const { siteCodes, tenants } = validateTenants(projectRoot);

/** Collects console errors and uncaught exceptions: a tenant must load without any. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}


test('all 15 site codes of the spec have a manifest', () => {
  expect(siteCodes).toEqual(['kqb', 'kqb2', 'kqb_ios', 'pq8', 'pq8sp', 'qutu', 'qutua', 'qutup', 'qutup1', 'qutup2', 'qutup3', 'qutupv', 'sptyx', 'xzb', 'xzbn']);
});

/**
 * The sites whose kind (language, mode, landing route, features, menu) an earlier site already has, and the site that
 * has it: `npm test` loads one site of each kind, and the QA matrix's @ci set shows every site's own look; the others
 * load with `npm run test:e2e:full` (tag @full).
 */
const sameKindAs = new Map<string, string>();
{
  const firstOfKind = new Map<string, string>();
  for (const code of siteCodes) {
    const manifest = tenants.get(code)!.manifest;
    const built = Object.entries(manifest.features!).filter(([, on]) => on).map(([name]) => name).sort();
    const kind = JSON.stringify([manifest.locales!.default, manifest.theme!.defaultMode, manifest.rootRedirect, built, manifest.menu]);
    const first = firstOfKind.get(kind);
    if (first) sameKindAs.set(code, first);
    else firstOfKind.set(kind, code);
  }
}

for (const code of siteCodes) {
  const tag = sameKindAs.has(code) ? { tag: '@full', annotation: { type: 'same kind as', description: sameKindAs.get(code)! } } : {};
  test(`${code}: loads at /m/, redirects, shows its brand and logs no error`, tag, async ({ page }) => {
    const manifest = tenants.get(code)!.manifest;
    const locale = manifest.locales!.default!;
    // Serving a site of its own: seeding takes seconds, more on a busy machine.
    test.setTimeout(120_000);
    const site = await serveSite(code);
    try {
      const errors = watchErrors(page);
      await page.goto(`${site.url}/m/`);
      const root = manifest.rootRedirect!;
      await expect(page).toHaveURL(`${site.url}/m/${root}`);

      const siteName = manifest.siteName[locale];
      const pageTitle = manifest.pages[`/${root}` as '/score']!.title![locale].replace('{siteName}', siteName);
      await expect(page).toHaveTitle(pageTitle);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme!.primary!);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'cn' ? 'zh-CN' : 'pt-BR');
      await expect(page.locator('body')).toHaveAttribute('data-mode', manifest.theme!.defaultMode!);
      await expect(page.locator('header').first()).toHaveCSS('background-color', rgb(manifest.theme!.primary!));

      const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
      expect((await page.request.get(`${site.url}${favicon}`)).status()).toBe(200);

      const built = Object.entries(manifest.features!).filter(([, on]) => on).map(([name]) => name);
      const menu = manifest.menu!.filter((name) => built.includes(name));
      await expect(page.getByTestId('bottom-menu').locator('a')).toHaveCount(menu.length);
      await expect(page.getByTestId(`menu-${root}`)).toHaveClass(/active/);
      // The active item is readable in both modes: the accent (or primary) in light mode, primary in dark mode.
      const theme = manifest.theme;
      const activeColour = theme.defaultMode === 'dark' ? theme.primary! : theme.accent || theme.primary!;
      await expect(page.getByTestId(`menu-${root}`)).toHaveCSS('color', rgb(activeColour));

      const report = JSON.parse(readFileSync(`${e2eDist}/${code}/build-report.json`, 'utf8'));
      expect(report.site).toBe(code);
      expect(errors).toEqual([]);
    } finally {
      await site.close();
    }
  });
}

test('a route of a feature the tenant does not build shows the not-available page', async ({ page }) => {
  // Serving a site of its own: seeding takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  const site = await serveSite('kqb_ios');
  try {
    const errors = watchErrors(page);
    await page.goto(`${site.url}/m/newshop`);
    await expect(page.getByTestId('not-available')).toContainText('此功能在本站暂未开放');
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(`${site.url}/m/live`);
    await page.goto(`${site.url}/m/no-such-page`);
    await expect(page.getByTestId('not-found')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await site.close();
  }
});

test('mode and language are the fan’s choice and persist per site', async ({ page }) => {
  // Serving a site of its own: seeding takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  const site = await serveSite('qutu');
  try {
    await page.goto(`${site.url}/m/user-center?invite_code=INV42&channel=ads`);
    await expect(page).toHaveTitle('我的 - 趣图体育');
    await page.getByTestId('mode-dark').click();
    await expect(page.locator('body')).toHaveAttribute('data-mode', 'dark');
    await page.getByTestId('lang-pt-br').click();
    await expect(page.getByTestId('menu-score')).toContainText('Placar');
    await expect(page).toHaveTitle('Minha conta - Qutu Esportes');

    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-mode', 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    const stored = await page.evaluate(() => ({
      app: JSON.parse(localStorage.getItem('sideline-qutu-app') ?? '{}').state,
      invite: localStorage.getItem('sideline:qutu:invite_code'),
      channel: localStorage.getItem('sideline:qutu:channel'),
    }));
    expect(stored).toMatchObject({ app: { lang: 'pt-br', mode: 'dark' }, invite: 'INV42', channel: 'ads' });
  } finally {
    await site.close();
  }
});
