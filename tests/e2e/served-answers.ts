import type { Page } from '@playwright/test';

/** What the reference server adds to a landing page's head (server/http/first-answers.ts). */
const servedAnswers = /<link rel="preload" as="image"[^>]*>|<script type="application\/json" id="sideline-first-answers">.*?<\/script>/gs;

/**
 * Opens landing pages as static hosting serves them: the reference server's page without the answers it put in, the
 * page as the build wrote it. The app then asks for its first data itself.
 */
export async function asStaticHosting(page: Page): Promise<void> {
  await page.route(/\/m\/(score|live|headline)\/?(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(servedAnswers, '') });
  });
}

/** Whether the page in the browser came with the server's answers. */
export const hasServedAnswers = (page: Page) => page.evaluate(() => document.getElementById('sideline-first-answers') !== null);
