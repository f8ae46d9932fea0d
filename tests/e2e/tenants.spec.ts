import { expect, test } from './site-clock.ts';
import { validateTenants } from '../../schema/index.ts';
import { watchErrors } from '../support/console-messages.ts';
import { projectRoot } from '../support/project-root.ts';
import { serveSite } from './site-server.ts';

const { siteCodes } = validateTenants(projectRoot);

test('all 15 site codes of the spec have a manifest', () => {
  expect(siteCodes).toEqual([
    'kqb',
    'kqb2',
    'kqb_ios',
    'pq8',
    'pq8sp',
    'qutu',
    'qutua',
    'qutup',
    'qutup1',
    'qutup2',
    'qutup3',
    'qutupv',
    'sptyx',
    'xzb',
    'xzbn',
  ]);
});

// Each tenant's own load (its root redirect, brand, theme, language, mode, menu and favicon, without a console error)
// is checked on every tenant by the QA matrix's functional test, which `npm test` runs (tests/matrix/tenant-matrix.spec.ts).

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
