import type { Page } from '@playwright/test';

/**
 * In the page from its start: every Event Timing entry of an interaction (at least 16 ms, the smallest threshold the
 * API takes), with the test id of what it targeted, and every long animation frame (over 50 ms). A string, not a
 * function: tsx names the inner functions of a function with a helper the page does not have.
 */
export const observeInteractions = `
  window.__inp = { events: [], frames: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        window.__inp.events.push({ start: e.startTime, duration: e.duration, id: e.interactionId, name: e.name, target: e.target?.closest('[data-testid]')?.dataset.testid ?? '' });
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

/** One interaction: its longest Event Timing entry in milliseconds and the test id of the element it targeted. */
export interface Interaction {
  ms: number;
  target: string;
}

/**
 * Each interaction since `since`, its longest entry (as INP counts an interaction), in the order the interactions
 * began; one whose every entry was under the 16 ms threshold is not there.
 */
export async function interactionsSince(page: Page, since: number): Promise<Interaction[]> {
  await settle(page);
  const events = await page.evaluate(
    () => (window as unknown as { __inp: { events: (Entry & { id: number; target: string })[] } }).__inp.events,
  );
  const byId = new Map<number, Interaction>();
  for (const e of events.filter((entry) => entry.start >= since).sort((a, b) => a.start - b.start)) {
    const seen = byId.get(e.id);
    byId.set(e.id, { ms: Math.max(seen?.ms ?? 0, e.duration), target: seen?.target || e.target });
  }
  return [...byId.values()];
}

/** The longest animation frame over 50 ms since `since`, and how many there were; 0 and 0 when none was. */
export async function longFrames(page: Page, since: number): Promise<{ longestMs: number; count: number }> {
  await settle(page);
  const frames = (await page.evaluate(() => (window as unknown as { __inp: { frames: Entry[] } }).__inp.frames)).filter(
    (f) => f.start >= since,
  );
  return { longestMs: Math.round(Math.max(0, ...frames.map((f) => f.duration))), count: frames.length };
}

/** The longest of these interactions in milliseconds; 0 when there is none (every entry under 16 ms). */
export const longest = (interactions: readonly Interaction[]): number => Math.max(0, ...interactions.map((i) => i.ms));

/** Runs `act` (real input through Playwright, then waiting for its result on screen) and returns its longest interaction. */
export async function timed(page: Page, act: () => Promise<unknown>): Promise<number> {
  return longest(await timedEach(page, act));
}

/** As {@link timed}, but each interaction's figure of `act`, in order (a step of several taps, split). */
export async function timedEach(page: Page, act: () => Promise<unknown>): Promise<Interaction[]> {
  const since = await pageNow(page);
  await act();
  return interactionsSince(page, since);
}

/**
 * How many keydown events the page has handled (`performance.eventCounts`, which counts every event, however short):
 * with it, a key figure of 0 is known to be keys measured under 16 ms, not keys the page never received.
 */
export const keysHandled = (page: Page): Promise<number> => page.evaluate(() => performance.eventCounts.get('keydown') ?? 0);
