import type { Page } from '@playwright/test';

/** What the reference server adds to a page's head (server/http/first-answers.ts). */
const servedAnswers = /<link rel="preload" as="image"[^>]*>|<script type="application\/json" id="sideline-first-answers">.*?<\/script>/gs;

/**
 * Opens the app's pages as static hosting serves them: the reference server's page without the answers it put in, the
 * page as the build wrote it. The app then asks for its first data (and the server config) itself.
 */
export async function asStaticHosting(page: Page): Promise<void> {
  // Every page of the app: a path under /m/ without a file extension.
  await page.route(/\/m\/([^.?]*)(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(servedAnswers, '') });
  });
}

/** Whether the page in the browser came with the server's answers. */
export const hasServedAnswers = (page: Page) => page.evaluate(() => document.getElementById('sideline-first-answers') !== null);
