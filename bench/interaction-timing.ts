import type { Page } from '@playwright/test';

/**
 * In the page from its start: every Event Timing entry of an interaction (at least 16 ms, the smallest threshold the
 * API takes) and every long animation frame (over 50 ms). A string, not a function: tsx names the inner functions of a
 * function with a helper the page does not have.
 */
export const observeInteractions = `
  window.__inp = { events: [], frames: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__inp.events.push({ start: e.startTime, duration: e.duration, id: e.interactionId, name: e.name });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__inp.frames.push({ start: e.startTime, duration: e.duration, blocking: e.blockingDuration });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
`;

interface Entry {
  start: number;
  duration: number;
}

/** The page's clock now, from which the entries of what follows are read. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/**
 * Waits two frames and a moment more: an interaction's entry is queued once the frame after its handlers has painted,
 * and reaches the observer after that.
 */
export const settle = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(), 100)))),
  );

/**
 * The longest Event Timing entry of any interaction since `since` (as INP counts an interaction: its longest entry),
 * in milliseconds; 0 when every entry was under the 16 ms threshold.
 */
export async function longestInteraction(page: Page, since: number): Promise<number> {
  await settle(page);
  const events = await page.evaluate(() => (window as unknown as { __inp: { events: Entry[] } }).__inp.events);
  return Math.max(0, ...events.filter((e) => e.start >= since).map((e) => e.duration));
}

/** The longest animation frame over 50 ms since `since`, and how many there were; 0 and 0 when none was. */
export async function longFrames(page: Page, since: number): Promise<{ longestMs: number; count: number }> {
  await settle(page);
  const frames = (await page.evaluate(() => (window as unknown as { __inp: { frames: Entry[] } }).__inp.frames)).filter(
    (f) => f.start >= since,
  );
  return { longestMs: Math.round(Math.max(0, ...frames.map((f) => f.duration))), count: frames.length };
}

/** Runs `act` (real input through Playwright, then waiting for its result on screen) and returns its longest interaction. */
export async function timed(page: Page, act: () => Promise<unknown>): Promise<number> {
  const since = await pageNow(page);
  await act();
  return longestInteraction(page, since);
}

/**
 * How many keydown events the page has handled (`performance.eventCounts`, which counts every event, however short):
 * with it, a key figure of 0 is known to be keys measured under 16 ms, not keys the page never received.
 */
export const keysHandled = (page: Page): Promise<number> => page.evaluate(() => performance.eventCounts.get('keydown') ?? 0);
