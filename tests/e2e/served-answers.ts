import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { e2eDist } from './site-server.ts';

/**
 * Opens the app's pages as static hosting serves them (docs/deploy.md: `try_files $uri $uri.html /m/index.html`): the
 * page as the build wrote it, without the answers and rows the reference server puts in. The app then asks for its
 * first data (and the server config) itself.
 */
export async function asStaticHosting(page: Page, code: string): Promise<void> {
  // Every page of the app: a path under /m/ without a file extension.
  await page.route(/\/m\/([^.?]*)(\?.*)?$/, async (route) => {
    const path = new URL(route.request().url()).pathname.slice('/m/'.length).replace(/\/+$/, '');
    const routeFile = join(e2eDist, code, `${path}.html`);
    const file = path && existsSync(routeFile) ? routeFile : join(e2eDist, code, 'index.html');
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: readFileSync(file, 'utf8') });
  });
}

/** Whether the page in the browser came with the server's answers. */
export const hasServedAnswers = (page: Page) => page.evaluate(() => document.getElementById('sideline-first-answers') !== null);

/** Whether the page in the browser came with the rows the server rendered from them. */
export const hasServedRows = (page: Page) => page.evaluate(() => document.getElementById('root')?.dataset.servedRows !== undefined);
