import type { Page } from '@playwright/test';

/** The chat's long poll and its join stay open by design (match-start notices, room chat): they never count. */
const counted = (url: string) => !/\/im\/(long-poll|anonymous-join)/.test(url);

/**
 * Resolves once no request but a chat long poll has been open for 500 ms, or after `maxMs`. Call it before the
 * navigation, so it sees every request. Playwright's 'networkidle' never comes once the lazily loaded notices have
 * started their long poll, which on a loaded machine can happen before the page's own requests have gone quiet.
 */
export function quietNetwork(page: Page, maxMs = 30_000): Promise<void> {
  const open = new Set<unknown>();
  page.on('request', (r) => counted(r.url()) && open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return new Promise((resolve) => {
    const started = Date.now();
    let quietSince = 0;
    const timer = setInterval(() => {
      quietSince = open.size > 0 ? 0 : quietSince || Date.now();
      if ((quietSince && Date.now() - quietSince >= 500) || Date.now() - started > maxMs) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
  });
}
