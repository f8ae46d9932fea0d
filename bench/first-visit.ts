import { chromium, type Page } from '@playwright/test';
import { prepareServer } from '../server/start.ts';
import { chromiumArgs, chromiumExecutable } from '../tests/support/browser.ts';
import { quietNetwork } from '../tests/support/quiet-network.ts';
import { onBuiltQutu, runAlone } from './alone.ts';
import { median } from './median.ts';
import { observeVitals, phone, throttled } from './page-load.ts';

export interface FirstVisitFigures {
  /** A new fan's first load of /m/score, the daily pop-up ad due: largest contentful paint, median, milliseconds. */
  firstLcpMs: number;
  firstFcpMs: number;
  /** The same fan's next load, the same day (HTTP cache and storage kept): largest contentful paint, median. */
  returningLcpMs: number;
  returningFcpMs: number;
  /** From the fan's first step (a key) to the pop-up on screen, median: the ad is still shown, after it. */
  adAfterStepMs: number;
  /** Runs in which the pop-up showed after the first step (it must, in every run). */
  adShown: number;
  runs: number;
}

/** The phone of issue 37: 375x667 at a device pixel ratio of 2, with the page-load bench's 4x CPU and slow 4G. */
const phoneDpr2 = { ...phone, deviceScaleFactor: 2 };

type Vitals = { fcp: number; lcp: number };
const vitals = (page: Page) => page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);

/**
 * Loads /m/score and waits until the always-on notices (the pop-up ad's chunk) have started and had 3 s more, long
 * enough for a pop-up that opened by itself to have painted (it did at 4.5 s), then reads FCP and LCP.
 */
async function load(page: Page, url: string): Promise<Vitals> {
  await page.addInitScript(observeVitals);
  await throttled(page);
  const quiet = quietNetwork(page);
  const noticesStarted = page.waitForRequest((r) => r.url().includes('/im/'), { timeout: 30_000 }).catch(() => undefined);
  await page.goto(url, { waitUntil: 'load' });
  await quiet;
  await noticesStarted;
  await page.waitForTimeout(3_000);
  return vitals(page);
}

/**
 * Issue 37 "The first visit": qutu's /m/score with the house ads (as `sideline serve` starts a site), a new fan's first
 * visit and the same fan's returning one, `runs` times each, on the phone profile; medians. After the first visit's
 * figures are read, a key press (the fan's first step) must bring the pop-up ad, so the figures are those of a site
 * whose ad still shows.
 */
export async function benchFirstVisit(
  siteDir: string,
  code: string,
  runs: number,
  log: (line: string) => void,
): Promise<FirstVisitFigures> {
  const server = await prepareServer({ site: code, siteDir, seed: 1, clock: new Date().toISOString(), houseAds: true });
  const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const first: Vitals[] = [];
  const returning: Vitals[] = [];
  const adMs: number[] = [];
  try {
    // The server renders the page once before the loads are timed, as a server that has run for a while has.
    await (await fetch(`${base}/m/score`)).text();
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext(phoneDpr2);
      const page = await context.newPage();
      first.push(await load(page, `${base}/m/score`));
      const stepped = Date.now();
      await page.keyboard.press('Shift');
      const shown = await page
        .getByTestId('pop-ad')
        .waitFor({ timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      if (shown) adMs.push(Date.now() - stepped);
      await page.close();
      const again = await context.newPage();
      returning.push(await load(again, `${base}/m/score`));
      await context.close();
      log(
        `  run ${i + 1}: first visit LCP ${Math.round(first[i].lcp)} ms, returning LCP ${Math.round(returning[i].lcp)} ms, ad after the first step ${shown ? `${adMs[adMs.length - 1]} ms` : 'NOT SHOWN'}`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const figures: FirstVisitFigures = {
    firstLcpMs: Math.round(median(first.map((v) => v.lcp))),
    firstFcpMs: Math.round(median(first.map((v) => v.fcp))),
    returningLcpMs: Math.round(median(returning.map((v) => v.lcp))),
    returningFcpMs: Math.round(median(returning.map((v) => v.fcp))),
    adAfterStepMs: adMs.length ? Math.round(median(adMs)) : 0,
    adShown: adMs.length,
    runs,
  };
  log(
    `  /m/score first visit with the ad due: FCP ${figures.firstFcpMs} ms, LCP ${figures.firstLcpMs} ms; returning: FCP ${figures.returningFcpMs} ms, LCP ${figures.returningLcpMs} ms; the ad ${figures.adAfterStepMs} ms after the first step in ${figures.adShown} of ${runs} runs (medians)`,
  );
  return figures;
}

// Alone: `node bin/run-ts.js bench/first-visit.ts` builds qutu, then makes BENCH_PAGE_RUNS first and returning visits.
// BENCH_SITE_DIR measures a site built already (another commit's).
if (runAlone(import.meta.url))
  await onBuiltQutu((siteDir) =>
    benchFirstVisit(siteDir, 'qutu', Number(process.env.BENCH_PAGE_RUNS ?? 7), (line) => process.stdout.write(line + '\n')),
  );
