import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './browser.ts';

/**
 * What Chrome finds missing to install the page at `url` as an app (the DevTools protocol's
 * `Page.getInstallabilityErrors`); an empty list is installable. Asked of the full browser with a profile on disk:
 * the headless shell the tests draw in has no install manager and answers an empty list for any page, a site without
 * a manifest included, and a browser without a profile answers `in-incognito` for every page.
 */
export async function installabilityErrors(url: string): Promise<string[]> {
  const profile = mkdtempSync(join(tmpdir(), 'sideline-install-'));
  const executablePath = chromiumExecutable();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    channel: executablePath ? undefined : 'chromium',
    args: chromiumArgs,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    const cdp = await context.newCDPSession(page);
    const answer = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    return answer.installabilityErrors.map((error) => error.errorId);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
