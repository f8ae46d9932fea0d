import { test as base } from '@playwright/test';

/**
 * One clock for the whole browser run, at midday China time of the day the run starts and running in real time.
 * Scores are listed by China-time day: at 00:30 there, matches still in play kicked off "yesterday", so a run at
 * that hour would see a different schedule than one at noon. The server and every page start from this clock, so a
 * run sees the same kind of day whenever it starts (and across midnight).
 */
const chinaOffsetMs = 8 * 3_600_000;

function runClock(): { start: number; origin: number } {
  // Set once by the global setup (the env reaches every worker); computed here when a spec runs without it.
  if (!process.env.E2E_CLOCK_START) {
    const chinaDay = Math.floor((Date.now() + chinaOffsetMs) / 86_400_000) * 86_400_000;
    process.env.E2E_CLOCK_START = String(chinaDay + 12 * 3_600_000 - chinaOffsetMs);
    process.env.E2E_CLOCK_ORIGIN = String(Date.now());
  }
  return { start: Number(process.env.E2E_CLOCK_START), origin: Number(process.env.E2E_CLOCK_ORIGIN) };
}

/** When the run's clock started: midday China time of the run's day. */
export function runStart(): Date {
  return new Date(runClock().start);
}

/** The run's current time (midday China time plus the time since the run started). */
export function siteNow(): Date {
  const { start, origin } = runClock();
  return new Date(start + (Date.now() - origin));
}

/** The run's China-time day as `YYYY-MM-DD`: the day the schedule lists now. */
export function siteDay(): string {
  return new Date(siteNow().getTime() + chinaOffsetMs).toISOString().slice(0, 10);
}

/** Playwright's `test` whose pages start at the run's clock (fake timers installed, running in real time). */
export const test = base.extend<{ siteClock: void }>({
  siteClock: [
    async ({ page }, use) => {
      await page.clock.install({ time: siteNow() });
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
