import { spawn } from 'node:child_process';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../support/project-root.ts';
import { serveSite, type E2eSite } from './site-server.ts';

/** Every operator the console e2e tests add signs in with this. */
export const operatorPassword = 'a long operator password';

/** `sideline operator add`, the password on stdin; `sites` limits them to those site codes (default: every site). */
export function addOperator(dataDir: string, email: string, role: string, sites?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const scope = sites ? ['--sites', sites] : [];
    const child = spawn(process.execPath, ['bin/sideline.js', 'operator', 'add', email, '--role', role, ...scope, '--data', dataDir], {
      cwd: projectRoot,
    });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`operator add exited ${code}`))));
    child.stdin.end(`${operatorPassword}\n`);
  });
}

/** A signed-in console page at 1280x800 whose window.f marks markup that ran (fans' text must stay text). */
export async function consolePage(browser: Browser, site: E2eSite, email: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => ((window as unknown as { f: () => void }).f = () => ((window as unknown as { __xss: number }).__xss = 1)));
  await page.goto(`${site.url}/ops/sign-in`);
  await page.getByLabel('邮箱').fill(email);
  await page.getByLabel('密码').fill(operatorPassword);
  await page.getByRole('button', { name: '登录' }).click();
  return page;
}

/**
 * A console screen at its two sizes, a desktop (the page as it is) and a phone (375x667, DPR 2, the same session),
 * into `dir` as `<name>-1280.png` and `<name>-375.png`; the phone's shot waits for what `ready` finds.
 */
export async function consoleScreenshots(browser: Browser, page: Page, dir: string, name: string, ready: (phone: Page) => Locator) {
  await page.screenshot({ path: join(dir, `${name}-1280.png`), fullPage: true });
  const phone = await browser.newPage({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    storageState: await page.context().storageState(),
  });
  await phone.goto(page.url());
  await expect(ready(phone)).toBeVisible();
  await phone.screenshot({ path: join(dir, `${name}-375.png`), fullPage: true });
  await phone.close();
}

/**
 * Serves `code` from a data folder of its own holding these operators (`[email, role, sites?]`, added with the CLI);
 * `close` stops the server and removes the folder.
 */
export async function siteWithOperators(code: string, operators: [string, string, string?][]): Promise<E2eSite> {
  const dataDir = mkdtempSync(join(tmpdir(), `sideline-${code}-console-`));
  for (const [email, role, sites] of operators) await addOperator(dataDir, email, role, sites);
  const site = await serveSite(code, { dataDir });
  return {
    ...site,
    close: async () => {
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
