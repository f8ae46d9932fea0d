import type { Page } from '@playwright/test';
import { keysHandled, longest, longFrames, pageNow, timed, timedEach } from './interaction-timing.ts';

/** The interactions measured, each its longest Event Timing entry in milliseconds (one run). */
export interface InteractionRun {
  scoreSport: number;
  scoreDate: number;
  matchTabs: number;
  liveRoomOpen: number;
  chatTyping: number;
  chatSend: number;
  giftPanelOpen: number;
  giftSend: number;
  userCentreOpen: number;
}

const busyDone = (page: Page) => page.getByTestId('match-list').and(page.locator('[aria-busy=false]')).waitFor();

/** /m/score: the sport filter (football), then another day (the seventh button of the date bar). */
export async function scoreSteps(page: Page, base: string): Promise<Pick<InteractionRun, 'scoreSport' | 'scoreDate'> & { href: string }> {
  await page.goto(`${base}/m/score`);
  await page.getByTestId('match-row').first().waitFor();
  await busyDone(page);
  const scoreSport = await timed(page, async () => {
    await page.getByTestId('sport-switch').getByRole('button', { name: '足球' }).click();
    await busyDone(page);
  });
  const href = await page
    .getByTestId('match-row')
    .first()
    .evaluate((row) => (row.closest('a') ?? row.querySelector('a'))?.getAttribute('href') ?? '');
  const scoreDate = await timed(page, async () => {
    await page.getByTestId('date-bar').getByRole('button').nth(6).click();
    await page.getByTestId('date-bar').getByRole('button').nth(6).and(page.locator('[aria-pressed=true]')).waitFor();
    await busyDone(page);
  });
  return { scoreSport, scoreDate, href };
}

/** A football match's detail: to the odds tab and back to the live tab; the longer of the two. */
export async function matchTabSteps(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.getByRole('tab', { name: '赛况' }).and(page.locator('[aria-selected=true]')).waitFor();
  await page.getByTestId('match-stats').waitFor();
  const odds = await timed(page, async () => {
    await page.getByRole('tab', { name: '指数' }).click();
    await page.getByTestId('bookmaker').first().waitFor();
  });
  const back = await timed(page, async () => {
    await page.getByRole('tab', { name: '赛况' }).click();
    await page.getByTestId('match-stats').waitFor();
  });
  return Math.max(odds, back);
}

/** /m/live: a tap on the first room's card, until the room's chat has joined. */
export async function liveRoomSteps(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/m/live`);
  await page.getByTestId('room-card').first().waitFor();
  return timed(page, async () => {
    await page.getByTestId('room-card').first().click();
    await page.getByTestId('room-chat').waitFor();
  });
}

/** A one-to-one chat: typing a line key by key (the longest key), then the send button until the box is empty. */
export async function chatSteps(page: Page, url: string, text: string): Promise<Pick<InteractionRun, 'chatTyping' | 'chatSend'>> {
  await page.goto(url);
  await page.getByTestId('chat-history').and(page.locator(':not([data-status=loading])')).waitFor();
  const box = page.getByRole('textbox', { name: '输入消息' });
  await box.click();
  const keysBefore = await keysHandled(page);
  const chatTyping = await timed(page, () => page.keyboard.type(text, { delay: 30 }));
  const keys = (await keysHandled(page)) - keysBefore;
  if (keys !== text.length) throw new Error(`the page handled ${keys} of the ${text.length} keys typed`);
  const chatSend = await timed(page, async () => {
    await page.getByTestId('chat-send').click();
    await page.getByTestId('chat-bubble').filter({ hasText: text }).last().waitFor();
  });
  return { chatTyping, chatSend };
}

/** The gift send's two taps apart: the gift chosen (`gift-item`) and the send (`gift-send`); 0 when under 16 ms. */
export interface GiftTaps {
  choice: number;
  send: number;
}

/**
 * A live room as a fan with gold: the gift panel opened, then a gift chosen and sent until it plays over the player
 * (`giftSend`, the longer of the two taps; `giftTaps`, each).
 */
export async function giftSteps(
  page: Page,
  url: string,
): Promise<Pick<InteractionRun, 'giftPanelOpen' | 'giftSend'> & { giftTaps: GiftTaps }> {
  await page.goto(url);
  await page.getByTestId('room-chat').and(page.locator('[data-status=joined]')).waitFor();
  const giftPanelOpen = await timed(page, async () => {
    await page.getByTestId('gift-open').click();
    await page.getByTestId('gift-sheet').getByTestId('gift-item').first().waitFor();
  });
  const sheet = page.getByTestId('gift-sheet');
  await sheet.getByTestId('gift-balance').filter({ hasText: /\d/ }).waitFor();
  const taps = await timedEach(page, async () => {
    await sheet.getByTestId('gift-item').filter({ hasText: '鲜花' }).click();
    await sheet.getByTestId('gift-send').click();
    await page.getByTestId('gift-show').waitFor();
  });
  const of = (target: string) => longest(taps.filter((tap) => tap.target === target));
  return {
    giftPanelOpen,
    giftSend: longest(taps),
    giftTaps: { choice: of('gift-item'), send: of('gift-send') },
  };
}

/** From /m/score, the bottom menu's 我的 until the signed-in fan's summary shows. */
export async function userCentreSteps(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/m/score`);
  await page.getByTestId('match-row').first().waitFor();
  return timed(page, async () => {
    await page.getByTestId('menu-user-center').click();
    await page.getByTestId('user-summary').waitFor();
  });
}

/**
 * Scrolls the conversation's list with the wheel, `steps` notches of 400 px (up when `up`), a frame apart, and returns
 * its long animation frames meanwhile.
 */
export async function scrollSteps(page: Page, up: boolean, steps = 20): Promise<{ longestMs: number; count: number }> {
  const list = page.getByTestId('chat-messages');
  const box = await list.boundingBox();
  if (!box) throw new Error('the conversation list is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const since = await pageNow(page);
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, up ? -400 : 400);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  return longFrames(page, since);
}
