import { chromium, type Page } from '@playwright/test';
import { prepareServer } from '../server/start.ts';
import { median } from './median.ts';
import { chromiumArgs, chromiumExecutable } from '../tests/support/browser.ts';
import { quietNetwork } from '../tests/support/quiet-network.ts';

export interface PageLoadFigures {
  /** Median over the runs, milliseconds (CLS: unitless). */
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Pages with a video: when it first played (the first frame on screen), from navigation start. */
  firstFrameMs?: number;
}

export interface PageLoadResults {
  /** With the phone profile ({@link phone}). */
  pages: Record<string, PageLoadFigures>;
  /**
   * The same pages with the profile the bench used before (375x667 at a pixel ratio of 1, desktop user agent), shown
   * beside the phone's for a turn so the change of profile is visible in one run; then dropped.
   */
  desktopProfilePages?: Record<string, PageLoadFigures>;
  /** JS heap of the page after a minute on a live room, after a garbage collection. */
  liveRoomHeapBytes: number;
}

/** Lighthouse's "slow 4G" profile: 150 ms round trip, 1.6 Mbps down, 750 Kbps up. */
const slow4g = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * A phone as Lighthouse's mobile profile loads pages: 375x667 CSS pixels at a device pixel ratio of 2.625, mobile
 * and touch, a phone's user agent. A phone paints two to three times the pixels of a pixel ratio of 1 and loads the
 * 2x images, so its largest paint comes later than the old profile's.
 */
export const phone = {
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};
const desktopProfile = { viewport: { width: 375, height: 667 } };

/** Collects paint, layout-shift and long-task entries from the page's start. */
export const observeVitals = () => {
  const vitals = { fcp: 0, lcp: 0, cls: 0, firstFrame: 0, longTasks: [] as { start: number; duration: number }[] };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  // Media events do not bubble; a capturing listener on the document hears the first 'playing' of any video.
  document.addEventListener('playing', () => (vitals.firstFrame ||= performance.now()), true);
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (vitals.fcp = e.startTime)),
  ).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (vitals.lcp = e.startTime))).observe({
    type: 'largest-contentful-paint',
    buffered: true,
  });
  new PerformanceObserver((list) =>
    list
      .getEntries()
      .forEach(
        (e) => !(e as unknown as { hadRecentInput: boolean }).hadRecentInput && (vitals.cls += (e as unknown as { value: number }).value),
      ),
  ).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => vitals.longTasks.push({ start: e.startTime, duration: e.duration })),
  ).observe({ type: 'longtask', buffered: true });
};

export async function throttled(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
}

export async function loadOnce(page: Page, url: string, hasVideo: boolean): Promise<PageLoadFigures> {
  const quiet = quietNetwork(page);
  await page.goto(url, { waitUntil: 'load' });
  // A live room never goes quiet on the network (its playlist and the chat's long poll stay open): it has loaded
  // once its video plays; other pages once nothing but the chat's long poll (the match-start notices) is open.
  if (hasVideo)
    await page
      .waitForFunction(() => (window as unknown as { __vitals: { firstFrame: number } }).__vitals.firstFrame > 0, null, { timeout: 30_000 })
      .catch(() => undefined);
  else await quiet;
  // LCP is final once the page has been idle; a short pause lets the observers deliver.
  await page.waitForTimeout(1_000);
  const v = await page.evaluate(
    () =>
      (
        window as unknown as {
          __vitals: { fcp: number; lcp: number; cls: number; firstFrame: number; longTasks: { start: number; duration: number }[] };
        }
      ).__vitals,
  );
  // Total blocking time: the part over 50 ms of each long task after the first contentful paint.
  const tbt = v.longTasks.filter((t) => t.start >= v.fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  return {
    fcpMs: Math.round(v.fcp),
    lcpMs: Math.round(v.lcp),
    cls: Number(v.cls.toFixed(3)),
    tbtMs: Math.round(tbt),
    ...(v.firstFrame ? { firstFrameMs: Math.round(v.firstFrame) } : {}),
  };
}

/**
 * Loads key pages of a built site in headless Chromium with 4x CPU slowdown and slow 4G against the reference server
 * (fixed seed, clock starting now), each `runs` times with a cold cache, and takes medians; then holds a live room for
 * `heapSeconds` and reads the JS heap.
 */
export async function benchPageLoad(
  siteDir: string,
  code: string,
  runs: number,
  heapSeconds: number,
  log: (line: string) => void,
): Promise<PageLoadResults> {
  // The browser's clock is the real one, and the score page asks for its own today: the server's clock starts now
  // too, so the page loads a real day of matches (a fixed past clock would measure the empty state).
  const server = await prepareServer({ site: code, siteDir, seed: 1, clock: new Date().toISOString() });
  const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const [room] = await server.db.query<{ id: number }>('select anchor_id as id from rooms order by liveid limit 1');
    const paths = ['/m/score', '/m/live', `/m/live-detail/${room?.id ?? 1}`];
    const results: PageLoadResults = { pages: {}, liveRoomHeapBytes: 0 };
    for (const [profile, device] of [
      ['phone', phone],
      ['desktop profile', desktopProfile],
    ] as const) {
      const pages: Record<string, PageLoadFigures> = {};
      for (const path of paths) {
        const samples: PageLoadFigures[] = [];
        for (let i = 0; i < runs; i++) {
          const context = await browser.newContext(device);
          const page = await context.newPage();
          await page.addInitScript(observeVitals);
          await throttled(page);
          samples.push(await loadOnce(page, base + path, path.includes('/live-detail/')));
          await context.close();
        }
        const frames = samples.flatMap((s) => (s.firstFrameMs ? [s.firstFrameMs] : []));
        const figures: PageLoadFigures = {
          fcpMs: median(samples.map((s) => s.fcpMs)),
          lcpMs: median(samples.map((s) => s.lcpMs)),
          cls: median(samples.map((s) => s.cls)),
          tbtMs: median(samples.map((s) => s.tbtMs)),
          ...(frames.length ? { firstFrameMs: median(frames) } : {}),
        };
        pages[path.replace(/\/\d+$/, '/{id}')] = figures;
        const frame = figures.firstFrameMs ? `, first video frame ${figures.firstFrameMs} ms` : '';
        log(
          `  ${path} (${profile}): FCP ${figures.fcpMs} ms, LCP ${figures.lcpMs} ms, CLS ${figures.cls}, TBT ${figures.tbtMs} ms${frame} (median of ${runs})`,
        );
      }
      if (device === phone) results.pages = pages;
      else results.desktopProfilePages = pages;
    }
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(base + paths[2], { waitUntil: 'load' });
    await page.waitForTimeout(heapSeconds * 1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    results.liveRoomHeapBytes = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    log(`  live room after ${heapSeconds} s: JS heap ${(results.liveRoomHeapBytes / 1048576).toFixed(1)} MB`);
    await context.close();
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
}
