import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { create, ConversationType, ImEvent } from '../runtime/im/index.ts';
import type { SocketLike } from '../runtime/im/core/host.ts';
import { prepareServer, type RunningServer } from '../server/start.ts';
import { chromiumArgs, chromiumExecutable } from '../tests/support/browser.ts';
import { onBuiltQutu, runAlone } from './alone.ts';
import { median } from './median.ts';

export interface ConversationListFigures {
  /** Conversations the bench user has. */
  conversations: number;
  /** Median over the runs: navigation start to the first frame whose screen is full of conversation rows. */
  firstScreenMs: number;
  /** The runs, in order. */
  samplesMs: number[];
  /**
   * The same, for a returning fan: a context whose storage holds what the chat kept of the list on an earlier visit
   * (its HTTP cache cold, as on a first visit). The cold figure above is the issue's; this one is beside it.
   */
  returningFirstScreenMs: number;
  returningSamplesMs: number[];
}

type UserInfo = Record<string, unknown> & { uid: number; token: string; txim_sign: string };

/** Registers a fan through the site's API, as the sign-up form does. */
async function register(server: RunningServer, account: string, nick: string): Promise<UserInfo> {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/webapi/user/regist',
    payload: { account, password: 'goal2026', nick_name: nick },
  });
  const body = answer.json() as { status: number; msg: string; data: UserInfo };
  if (body.status !== 0) throw new Error(`registering ${account}: ${body.msg}`);
  return body.data;
}

/**
 * Gives `user` a conversation with each of `count` new fans, through the real API and gateway: the fans register
 * (a few at a time: each costs a scrypt hash) and `user` writes to each one with the chat SDK over a WebSocket, so
 * every row went through the gateway's rules.
 */
async function makeConversations(server: RunningServer, base: string, user: UserInfo, count: number): Promise<void> {
  const peers: UserInfo[] = [];
  for (let first = 0; first < count; first += 8) {
    const batch = Array.from({ length: Math.min(8, count - first) }, (_, i) => first + i);
    peers.push(...(await Promise.all(batch.map((n) => register(server, `benchpeer${n}`, `球迷${n}`)))));
  }
  const [{ sdkAppId }] = await server.db.query<{ sdkAppId: string }>(`select config->>'im_sdkappid' as "sdkAppId" from sites limit 1`);
  const sdk = create({ SDKAppID: Number(sdkAppId), server: base, createSocket: (url) => new WebSocket(url) as unknown as SocketLike });
  const ready = new Promise<void>((resolve) => sdk.on(ImEvent.SDK_READY, () => resolve()));
  await sdk.login({ userID: String(user.uid), userSig: user.txim_sign });
  await ready;
  try {
    for (let first = 0; first < peers.length; first += 25) {
      await Promise.all(
        peers.slice(first, first + 25).map((peer, i) =>
          sdk.sendMessage(
            sdk.createTextMessage({
              to: String(peer.uid),
              conversationType: ConversationType.C2C,
              payload: { text: `第 ${first + i + 1} 场一起看吗？` },
            }),
          ),
        ),
      );
    }
  } finally {
    await sdk.destroy();
  }
}

/**
 * In the page from its start: the time of the first frame whose screen is covered by conversation rows. A string, not
 * a function: tsx names the inner functions of a function with a helper the page does not have.
 */
const watchFirstScreen = `
  let seen;
  window.__bench = { firstScreen: new Promise((resolve) => (seen = resolve)) };
  requestAnimationFrame(function check() {
    const rows = document.querySelectorAll('[data-testid=conversation]');
    const last = rows[rows.length - 1];
    if (last && last.getBoundingClientRect().bottom >= window.innerHeight) seen(performance.now());
    else requestAnimationFrame(check);
  });
`;

/**
 * One load: the page's own promise gives the time, awaited by one evaluation. Not page.waitForFunction: Playwright
 * injects its selector engine into the page for it, 100 ms or more of the page's main thread at 4x slowdown, within
 * the time measured.
 */
async function loadOnce(page: Page, url: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  const firstScreen = page.evaluate(() => (window as unknown as { __bench: { firstScreen: Promise<number> } }).__bench.firstScreen);
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('/c2c drew no full screen of conversations within 60 s')), 60_000).unref(),
  );
  return Math.round(await Promise.race([firstScreen, timeout]));
}

/** A cold context signed in as `user` through the stored session, as the sign-in form leaves it. */
async function signedInContext(
  browser: Browser,
  code: string,
  user: UserInfo,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, storageState });
  await context.addInitScript(
    ([key, session]) =>
      localStorage.setItem(key, JSON.stringify({ state: { user: session, guest: null, backurl: '', videoWatchedSec: 0 }, version: 0 })),
    [`sideline-${code}-session`, user] as const,
  );
  return context;
}

/**
 * The storage a fan's earlier visit to /m/c2c left: the visit (unthrottled) waits until the chat has kept its first
 * conversations on the device, as it does once the server's list has come.
 */
async function earlierVisit(
  browser: Browser,
  code: string,
  user: UserInfo,
  url: string,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await signedInContext(browser, code, user);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(
      () =>
        Object.keys(localStorage).some(
          (key) => /^sideline-im-.*-conversations$/.test(key) && (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length >= 20,
        ),
      undefined,
      { timeout: 60_000 },
    );
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** One timed load of `url` in a new page of `context`, which is closed after. */
async function timedLoad(context: BrowserContext, url: string): Promise<number> {
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: watchFirstScreen });
    return await loadOnce(page, url);
  } finally {
    await context.close();
  }
}

/**
 * Opens /m/c2c of a built site as a fan with `count` conversations, in headless Chromium at 375x667 with 4x CPU
 * slowdown on loopback, `runs` times with a cold context, and takes the median time to a full first screen: the app,
 * the chat's login and conversation list, and the rows drawn.
 */
export async function benchConversationList(
  siteDir: string,
  code: string,
  count: number,
  runs: number,
  log: (line: string) => void,
): Promise<ConversationListFigures> {
  // The bench fan writes to 500 fans in lots of 25: above the per-user send limit, which is not what is measured here.
  // The clock runs, as a deployed server's does: the answers a page carries are stamped with it, and a page whose
  // stamp is 30 s old asks again (a stopped clock made every load of this bench ask the config again).
  const server = await prepareServer({ site: code, siteDir, seed: 1, startAt: new Date().toISOString(), imSendsPerSecond: 1000 });
  const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const user = await register(server, 'benchfan', '看球的人');
    await makeConversations(server, base, user, count);
    const url = `${base}/m/c2c`;
    const kept = await earlierVisit(browser, code, user, url);
    // Cold and returning loads in turns, so the machine's load weighs on both alike.
    const samplesMs: number[] = [];
    const returningSamplesMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      samplesMs.push(await timedLoad(await signedInContext(browser, code, user), url));
      returningSamplesMs.push(await timedLoad(await signedInContext(browser, code, user, kept), url));
    }
    const figures = {
      conversations: count,
      firstScreenMs: median(samplesMs),
      samplesMs,
      returningFirstScreenMs: median(returningSamplesMs),
      returningSamplesMs,
    };
    log(
      `  /m/c2c with ${count} conversations, first visit: first screen ${figures.firstScreenMs} ms (median of ${runs}: ${samplesMs.join(', ')})`,
    );
    log(
      `  /m/c2c with ${count} conversations, returning fan (the list kept from an earlier visit): first screen ${figures.returningFirstScreenMs} ms (median of ${runs}: ${returningSamplesMs.join(', ')})`,
    );
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}

// Alone: `node bin/run-ts.js bench/conversation-list-load.ts` builds qutu, then loads /m/c2c BENCH_PAGE_RUNS times as a
// first visit and as many times as a returning fan. BENCH_SITE_DIR measures a site built already (another commit's).
if (runAlone(import.meta.url))
  await onBuiltQutu((siteDir) =>
    benchConversationList(siteDir, 'qutu', 500, Number(process.env.BENCH_PAGE_RUNS ?? 7), (line) => process.stdout.write(line + '\n')),
  );
