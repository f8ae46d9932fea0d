/**
 * Live scores as a fan's phone sees them (bench/README.md, `liveScores.eventToScreen` and `liveScores.phone`): the
 * reference server on a busy evening (its clock running from 21:30 China time, 30 matches in play), a built site,
 * headless Chromium at 375x667. Runs alone too: node bin/run-ts.js bench/live-score-pages.ts (it builds qutu first).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { prepareServer } from '../server/start.ts';
import { chromiumArgs, chromiumExecutable } from '../tests/support/browser.ts';
import { median } from './median.ts';

export interface LiveScorePageFigures {
  /** From the admin call going out to the row's score changing on /m/score, at 4x CPU slowdown, over `goals` goals. */
  eventToScreen: { goals: number; p50Ms: number; p95Ms: number; maxMs: number; callP50Ms: number; callP95Ms: number };
  /** Bytes a phone on /m/score receives a minute, once loaded, with `inPlay` matches in play (CDP, sockets included). */
  phone: { inPlay: number; seconds: number; guest: PhoneBytes; fan: PhoneBytes };
}

/** Bytes a minute, split into the chat layer's (long polls, the socket) and the rest (the list's 30 s refresh, ...). */
export interface PhoneBytes {
  perMinute: number;
  chatPerMinute: number;
  otherPerMinute: number;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const adminToken = 'bench-admin';
const chinaMs = 8 * 3_600_000;
/** A busy evening: most football kicks off between 19:30 and 21:00 China time. */
const eveningHour = 21.5;
const busyEvening = 30;
const viewport = { width: 375, height: 667 };
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

type Server = Awaited<ReturnType<typeof prepareServer>>;

async function admin(base: string, path: string, body: unknown): Promise<unknown> {
  const answer = (await (
    await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
      body: JSON.stringify(body),
    })
  ).json()) as { status: number; data: unknown; msg: string };
  if (answer.status !== 0) throw new Error(`${path} failed: ${answer.msg}`);
  return answer.data;
}

/** Football matches in play now (kicked off within the last 105 minutes, not overridden): what the list moves with. */
async function inPlay(server: Server): Promise<number> {
  const now = server.context.clock.now().getTime();
  const [row] = await server.db.query<{ n: number }>(
    'select count(*)::int as n from matches where status_override is null and ((sport_id = 1 and kickoff_time between $1 and $3) or (sport_id = 2 and kickoff_time between $2 and $3))',
    [new Date(now - 105 * 60_000).toISOString(), new Date(now - 140 * 60_000).toISOString(), new Date(now).toISOString()],
  );
  return row.n;
}

/** Matches in play the admin adds to the seeded evening to reach 30 (the seed's evenings peak at 20 to 28). */
async function fillEvening(server: Server, base: string): Promise<number[]> {
  const missing = Math.max(0, busyEvening - (await inPlay(server)));
  const now = Math.floor(server.context.clock.now().getTime() / 1000);
  const teams = (await server.db.query<{ id: number }>('select id from teams where league_id = 1 order by id')).map((team) => team.id);
  const added: number[] = [];
  for (let i = 0; i < missing; i++) {
    const [home, away] = [teams[(2 * i) % teams.length], teams[(2 * i + 1) % teams.length]];
    const created = (await admin(base, '/admin/match', {
      league_id: 1,
      home_team_id: home,
      away_team_id: away,
      kickoff_time: now - (5 + ((i * 7) % 80)) * 60,
      hot: false,
      has_live: false,
    })) as { id: number };
    added.push(created.id);
  }
  return added;
}

/** Opens /m/score as the server's clock sees it (the page asks for its own today) and waits for its day's channel. */
async function openScores(browser: Browser, base: string, server: Server, account?: string): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.clock.install({ time: server.context.clock.now() });
  await page.addLocatorHandler(page.getByTestId('benefit-modal'), () => page.getByTestId('benefit-close').click());
  if (account) {
    await page.goto(`${base}/m/login`);
    await page.getByLabel('账号').fill(account);
    await page.getByLabel('密码').fill('goal2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  }
  const day = new Date(server.context.clock.now().getTime() + chinaMs).toISOString().slice(0, 10).replaceAll('-', '');
  // A guest joins by long poll; a fan over the socket it already holds (no request to wait for: a settle instead).
  const joined = account
    ? sleep(5_000)
    : page.waitForResponse(
        (r) => r.url().endsWith('/im/anonymous-join') && (r.request().postDataBuffer()?.includes(`scores_${day}`) ?? false),
        { timeout: 60_000 },
      );
  await page.goto(`${base}/m/score`);
  await joined;
  return page;
}

async function eventToScreen(
  browser: Browser,
  base: string,
  server: Server,
  goals: number,
  log: (line: string) => void,
): Promise<LiveScorePageFigures['eventToScreen']> {
  const kickoff = Math.floor(server.context.clock.now().getTime() / 1000) - 20 * 60;
  const [home, away] = await server.db.query<{ id: number }>('select id from teams where league_id = 1 order by id limit 2');
  const { id: matchid } = (await admin(base, '/admin/match', {
    league_id: 1,
    home_team_id: home.id,
    away_team_id: away.id,
    kickoff_time: kickoff,
    hot: true,
    has_live: false,
  })) as { id: number };
  const page = await openScores(browser, base, server);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const score = `[data-testid="match-row"][data-match="${matchid}"] [data-testid="match-score"]`;
  await page.waitForSelector(score);
  // The page's clock is Playwright's, set to the server's evening and running in real time: its offset from this
  // process's clock is measured once (the closest of a few round trips) and taken off each time the page notes.
  const offsets: { offset: number; spread: number }[] = [];
  for (let sample = 0; sample < 5; sample++) {
    const before = performance.timeOrigin + performance.now();
    const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now());
    const after = performance.timeOrigin + performance.now();
    offsets.push({ offset: pageNow - (before + after) / 2, spread: after - before });
  }
  const { offset } = offsets.sort((a, b) => a.spread - b.spread)[0];
  const latencies: number[] = [];
  /** How long each admin call took (it answers once the delta is published): the server's part of each latency. */
  const calls: number[] = [];
  const held = { home: 0, away: 0 };
  for (let goal = 0; goal < goals; goal++) {
    const side = goal % 2 ? 'away' : 'home';
    held[side]++;
    const expected = `${held.home} - ${held.away}`;
    // The page notes the wall-clock time its row first shows the new score (a mutation observer, no polling).
    await page.evaluate(
      ([selector, text]) => {
        const w = window as unknown as { __shown?: Promise<number> };
        w.__shown = new Promise((done) => {
          const observer = new MutationObserver(() => {
            if (document.querySelector(selector)?.textContent === text) {
              observer.disconnect();
              done(performance.timeOrigin + performance.now());
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      },
      [score, expected] as const,
    );
    const sent = performance.timeOrigin + performance.now();
    await admin(base, '/admin/match/event', { match_id: matchid, side, points: 1, player: `Bench ${goal + 1}` });
    calls.push(performance.timeOrigin + performance.now() - sent);
    const shown = await page.evaluate(() =>
      Promise.race([
        (window as unknown as { __shown: Promise<number> }).__shown,
        new Promise<number>((done) => setTimeout(() => done(-1), 40_000)),
      ]),
    );
    if (shown < 0) throw new Error(`goal ${goal + 1} never reached the row`);
    latencies.push(shown - offset - sent);
    await sleep(1_000);
  }
  await page.context().close();
  const sorted = [...latencies].sort((a, b) => a - b);
  const callsSorted = [...calls].sort((a, b) => a - b);
  const figures = {
    goals,
    p50Ms: Math.round(median(sorted)),
    p95Ms: Math.round(percentile(sorted, 95)),
    maxMs: Math.round(sorted[sorted.length - 1]),
    callP50Ms: Math.round(median(callsSorted)),
    callP95Ms: Math.round(percentile(callsSorted, 95)),
  };
  log(
    `  event to screen, ${goals} goals at 4x CPU slowdown: p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, max ${figures.maxMs} ms (the admin call alone: p50 ${figures.callP50Ms} ms, p95 ${figures.callP95Ms} ms)`,
  );
  return figures;
}

/** Counts what the page receives from now on (CDP): finished HTTP responses as sent on the wire, and socket frames. */
async function countBytes(page: Page): Promise<() => { chat: number; other: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const total = { chat: 0, other: 0 };
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId) ?? '';
    total[url.includes('/im/') ? 'chat' : 'other'] += event.encodedDataLength;
  });
  // Binary frames come base64-encoded: their size is the decoded length (the frame's header bytes are not counted).
  cdp.on(
    'Network.webSocketFrameReceived',
    (event) =>
      (total.chat +=
        event.response.opcode === 2
          ? Buffer.from(event.response.payloadData, 'base64').length
          : Buffer.byteLength(event.response.payloadData)),
  );
  return () => ({ ...total });
}

/** Goals on the matches the admin added, at a football rate (2.7 a match in 90 minutes), while the phones listen. */
function scoreAdded(base: string, added: readonly number[], seconds: number): Promise<void> {
  const expected = (added.length * 2.7 * seconds) / (90 * 60);
  const goals = Math.round(expected);
  return (async () => {
    for (let goal = 0; goal < goals; goal++) {
      await sleep((seconds * 1000) / (goals + 1));
      await admin(base, '/admin/match/event', {
        match_id: added[(goal * 7) % added.length],
        side: goal % 2 ? 'away' : 'home',
        points: 1,
        player: `Evening ${goal + 1}`,
      });
    }
  })();
}

async function phoneCost(
  browser: Browser,
  base: string,
  server: Server,
  added: readonly number[],
  seconds: number,
  log: (line: string) => void,
): Promise<LiveScorePageFigures['phone']> {
  const account = `phone${Date.now().toString(36)}`;
  const registered = (await (
    await fetch(`${base}/webapi/user/regist?platform=3&sp_source=9`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password: 'goal2026' }),
    })
  ).json()) as { status: number };
  if (registered.status !== 0) throw new Error('could not register the bench fan');
  const pages = [await openScores(browser, base, server), await openScores(browser, base, server, account)];
  const counters = await Promise.all(pages.map(countBytes));
  const playing = await inPlay(server);
  await Promise.all([scoreAdded(base, added, seconds), sleep(seconds * 1000)]);
  const perMinute = (bytes: number) => Math.round((bytes * 60) / seconds);
  const [guest, fan] = counters.map((read) => {
    const { chat, other } = read();
    return { perMinute: perMinute(chat + other), chatPerMinute: perMinute(chat), otherPerMinute: perMinute(other) };
  });
  for (const page of pages) await page.context().close();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  log(
    `  phone on /m/score, ${playing} matches in play, ${seconds} s: guest ${kb(guest.perMinute)}/min (chat ${kb(guest.chatPerMinute)}, other ${kb(guest.otherPerMinute)}); signed-in fan ${kb(fan.perMinute)}/min (chat ${kb(fan.chatPerMinute)}, other ${kb(fan.otherPerMinute)})`,
  );
  return { inPlay: playing, seconds, guest, fan };
}

/** Both figures against one server whose clock runs from 21:30 China time today. */
export async function benchLiveScorePages(
  siteDir: string,
  options: { goals: number; phoneSeconds: number },
  log: (line: string) => void,
): Promise<LiveScorePageFigures> {
  const chinaDay = Math.floor((Date.now() + chinaMs) / 86_400_000) * 86_400_000 - chinaMs;
  const server = await prepareServer({
    site: 'qutu',
    siteDir,
    seed: 1,
    startAt: new Date(chinaDay + eveningHour * 3_600_000).toISOString(),
    adminToken,
    logger: false,
  });
  const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const added = await fillEvening(server, base);
    log(`  busy evening: ${busyEvening - added.length} seeded matches in play, ${added.length} added by the admin API`);
    const toScreen = await eventToScreen(browser, base, server, options.goals, log);
    return { eventToScreen: toScreen, phone: await phoneCost(browser, base, server, added, options.phoneSeconds, log) };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = mkdtempSync(join(tmpdir(), 'sideline-bench-'));
  try {
    execFileSync(process.execPath, ['bin/sideline.js', 'build-tenant', 'qutu', '--dist', dist], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const figures = await benchLiveScorePages(
      join(dist, 'qutu'),
      { goals: 20, phoneSeconds: Number(process.env.BENCH_PHONE_SECONDS ?? 60) },
      (line) => process.stdout.write(line + '\n'),
    );
    process.stdout.write(JSON.stringify(figures, null, 2) + '\n');
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}
