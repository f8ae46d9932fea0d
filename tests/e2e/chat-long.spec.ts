import type { Locator, Page } from '@playwright/test';
import { fanPage, newUser, nodeChat, sendFromNode } from './chat-fans.ts';
import { expect, test } from './site-clock.ts';
import { serveSite, type E2eSite } from './site-server.ts';

/** A conversation of 5,000 messages in the chat room (/c2c-chatroom/{id}): the list renders only the rows near the screen. */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The test fills a conversation 50 sends at a time: above the per-user limit of 20 a second, which
  // server/__tests__/abuse-limits.test.ts tests; here the list is what is looked at.
  site = await serveSite('qutu', { imSendsPerSecond: 1000 });
});
test.afterAll(() => site.close());

/** Sends "msg {after + 1}" to "msg {after + count}" through the real gateway, 50 at a time: each lot stored before the next. */
async function sendMany(from: Parameters<typeof sendFromNode>[0], to: unknown, count: number, after = 0): Promise<void> {
  for (let first = after + 1; first <= after + count; first += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, after + count - first + 1) }, (_, i) => sendFromNode(from, to, `msg ${first + i}`)),
    );
  }
}

/** Bubbles rendered now, by their number. */
const renderedNumbers = async (page: Page) =>
  (await page.getByTestId('chat-bubble').allTextContents()).map((text) => Number(text.replace('msg ', '')));

/** Scrolls the list by `by` pixels and waits two frames, for the window to follow and the list to put its rows back. */
const scrollBy = (list: Locator, by: number) =>
  list.evaluate(async (element, delta) => {
    element.scrollTop += delta;
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, by);

/** Where the bubble saying `text` is on the list's visible area (NaN when it is not rendered). */
const onScreen = (list: Locator, text: string) =>
  list.evaluate((element, wanted) => {
    const bubble = [...element.querySelectorAll('[data-testid=chat-bubble]')].find((b) => b.textContent === wanted);
    return (bubble?.getBoundingClientRect().top ?? NaN) - element.getBoundingClientRect().top;
  }, text);

test(
  '5,000 messages: only the rows near the screen are drawn, scrolling never jumps, and an own message goes to the bottom',
  { tag: '@full' },
  async ({ browser, request }) => {
    test.setTimeout(360_000);
    const ana = await newUser(request, site, 'Ana');
    const bia = await newUser(request, site, 'Bia');
    const fan = await fanPage(browser, bia);
    const anaChat = await nodeChat(site, ana);
    try {
      const { page } = fan;
      const list = page.getByTestId('chat-messages');
      await page.goto(`${site.url}/m/c2c-chatroom/${ana.uid}`);
      await expect(page.getByTestId('chat-history')).toHaveAttribute('data-status', 'complete', { timeout: 15_000 });

      // The messages arrive while the chat is open, as in a busy conversation: the list follows them to the bottom. They
      // go 250 at a time, each lot once the page shows the last: a phone's socket gets no more than it can read.
      for (let sent = 0; sent < 5000; sent += 250) {
        await sendMany(anaChat, bia.uid, 250, sent);
        await expect(page.getByTestId('chat-bubble').last()).toHaveText(`msg ${sent + 250}`, { timeout: 30_000 });
      }
      const rows = Number(await list.getAttribute('data-rows'));
      expect(rows).toBeGreaterThanOrEqual(5000);
      // A few dozen rows are in the page, not 5,000.
      expect(await list.locator(':scope > li').count()).toBeLessThan(100);
      expect((await renderedNumbers(page)).at(-1)).toBe(5000);

      // To the top: the first messages are drawn, the last ones no longer.
      await list.evaluate((element) => element.scrollTo(0, 0));
      await expect(page.getByTestId('chat-bubble').first()).toHaveText(/^msg \d+$/);
      await expect.poll(async () => (await renderedNumbers(page))[0]).toBeLessThanOrEqual(50);
      expect(Math.max(...(await renderedNumbers(page)))).toBeLessThan(200);
      expect(await list.locator(':scope > li').count()).toBeLessThan(100);

      // Halfway down, scroll by 300px at a time, past several redraws of the window: what the fan reads moves by exactly
      // the scroll, never by a row drawn or measured above it.
      await list.evaluate((element) => element.scrollTo(0, element.scrollHeight / 2));
      await scrollBy(list, 0);
      for (const step of [300, 300, 300, 300, 300, 300, -300, -300, -300, -300, -300, -300, -300, -300]) {
        const [reading] = await renderedNumbers(page).then((numbers) => numbers.slice(Math.floor(numbers.length / 2)));
        const before = await onScreen(list, `msg ${reading}`);
        await scrollBy(list, step);
        expect(
          Math.abs((await onScreen(list, `msg ${reading}`)) - (before - step)),
          `msg ${reading} after scrolling ${step}px`,
        ).toBeLessThanOrEqual(1);
      }

      // A message from Ana while Bia reads older ones leaves her where she is (it lands in the rows below the window;
      // the chat layer keeps 5,000 messages, so the oldest goes); her own reply takes her to the bottom.
      const [reading] = await renderedNumbers(page);
      const where = await onScreen(list, `msg ${reading}`);
      const below = page.getByTestId('chat-rows-below');
      const belowBefore = await below.evaluate((element) => element.getBoundingClientRect().height);
      await sendFromNode(anaChat, bia.uid, 'still there?');
      await expect.poll(() => below.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(belowBefore);
      expect(Math.abs((await onScreen(list, `msg ${reading}`)) - where)).toBeLessThanOrEqual(1);
      await page.getByRole('textbox', { name: '输入消息' }).fill('yes');
      await page.getByTestId('chat-send').click();
      const reply = page.getByTestId('chat-message').filter({ has: page.getByTestId('chat-bubble').filter({ hasText: /^yes$/ }) });
      await expect(reply).toHaveAttribute('data-status', 'success');
      await expect(reply).toBeInViewport();
      await expect(page.getByTestId('chat-bubble').filter({ hasText: 'still there?' })).toBeVisible();
    } finally {
      await anaChat.destroy();
      await fan.close();
    }
  },
);

test('a long chat reloaded pages its history upward 15 at a time past the window, without moving what the fan reads', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const ana = await newUser(request, site, 'Ana');
  const bia = await newUser(request, site, 'Bia');
  const anaChat = await nodeChat(site, ana);
  try {
    await sendMany(anaChat, bia.uid, 400);
  } finally {
    await anaChat.destroy();
  }
  const fan = await fanPage(browser, bia);
  try {
    const { page } = fan;
    const list = page.getByTestId('chat-messages');
    await page.goto(`${site.url}/m/c2c-chatroom/${ana.uid}`);
    await expect(page.getByTestId('chat-bubble').last()).toHaveText('msg 400', { timeout: 15_000 });
    await expect(page.getByTestId('chat-history')).toHaveAttribute('data-status', 'idle');
    // Fifteen pages upward: past 150 rows the list draws only a window, and each page still keeps the fan's place.
    for (let loaded = 15; loaded < 240; loaded += 15) {
      const [top] = await renderedNumbers(page);
      // Scrolled to 0 the message moves down by the scroll; the page arriving above must not move it again.
      const seen = (await onScreen(list, `msg ${top}`)) + (await list.evaluate((element) => element.scrollTop));
      await list.evaluate((element) => element.scrollTo(0, 0));
      await expect.poll(() => renderedNumbers(page).then((numbers) => numbers.includes(400 - loaded - 1))).toBe(true);
      await expect(page.getByTestId('chat-history')).toHaveAttribute('data-status', 'idle');
      await scrollBy(list, 0);
      expect(Math.abs((await onScreen(list, `msg ${top}`)) - seen), `msg ${top} after ${loaded + 15} loaded`).toBeLessThanOrEqual(1);
    }
    expect(Number(await list.getAttribute('data-rows'))).toBeGreaterThan(150);
    expect(await list.locator(':scope > li').count()).toBeLessThan(100);
  } finally {
    await fan.close();
  }
});
