import { spawn } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { projectRoot } from '../support/project-root.ts';
import type { E2eSite } from './site-server.ts';

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
