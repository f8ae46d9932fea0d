import { expectNothingRan, fanPage, newUser as registered } from './chat-fans.ts';
import { expect, test } from './site-clock.ts';
import { serveSite, type E2eSite } from './site-server.ts';
import { pngOf } from '../support/images.ts';

/** A picture sent in the one-to-one chat (/c2c-chatroom/{id}) between two fans, through the real store and gateway. */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

test('a fan sends a picture: the peer sees it in a box of its shape and opens it full screen', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const ana = await registered(request, site, 'Ana');
  const bia = await registered(request, site, 'Bia');
  const first = await fanPage(browser, ana);
  const second = await fanPage(browser, bia);
  try {
    const anaPage = first.page;
    await anaPage.goto(`${site.url}/m/c2c-chatroom/${bia.uid}`);
    await expect(anaPage.getByTestId('chat-history')).not.toHaveAttribute('data-status', 'loading', { timeout: 15_000 });
    // 1800 x 1200: resized to 1200 x 800 before it goes up, as every upload of the product.
    await anaPage.getByTestId('chat-image-input').setInputFiles({ name: 'goal.png', mimeType: 'image/png', buffer: pngOf(1800, 1200) });
    const sent = anaPage.getByTestId('chat-message').filter({ has: anaPage.getByTestId('chat-image') });
    await expect(sent).toHaveAttribute('data-status', 'success', { timeout: 15_000 });
    await expect(sent).toHaveAttribute('data-flow', 'out');

    const biaPage = second.page;
    await biaPage.goto(`${site.url}/m/c2c`);
    const row = biaPage.locator(`[data-testid=conversation][data-peer="${ana.uid}"]`);
    await expect(row.getByTestId('conversation-summary')).toHaveText('[图片]', { timeout: 15_000 });
    await row.click();
    const image = biaPage.getByTestId('chat-message').getByTestId('chat-image');
    await expect(image).toBeVisible();
    // The box has the picture's shape (3:2) before and after it loads, so the list does not jump.
    const box = await image.boundingBox();
    expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 100) / 100).toBeCloseTo(1.5, 1);
    const picture = image.locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    expect(await picture.getAttribute('src')).toMatch(new RegExp(`/storage/files/im-${ana.uid}-[0-9a-f]{16}\\.png$`));

    await image.click();
    const viewer = biaPage.getByTestId('chat-image-viewer');
    await expect(viewer).toBeVisible();
    await viewer.click();
    await expect(viewer).toHaveCount(0);
    await expectNothingRan([first, second]);
  } finally {
    await first.close();
    await second.close();
  }
});
