import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchFlood, type FloodFigures } from './flood.ts';
import { median } from './median.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface EndpointFigures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

export interface ServerFigures {
  startMs: number;
  /** RSS as the server listens, garbage of the start included (it varies with when V8 last collected). */
  rssAfterStartBytes: number;
  /** RSS after one full collection right after: what the started server keeps. Missing in runs before it was measured. */
  rssKeptAfterStartBytes?: number;
  endpoints: Record<string, EndpointFigures>;
  /** A paying call (a model subscription) under load, and whether the books still balance after it (docs/ledger.md). */
  spends?: EndpointFigures & { ledgerRows: number; ledgerMismatches: number };
  /** Another fan's reads while one address floods the sign-in call (bench/flood.ts). */
  flood?: FloodFigures;
}

/** The hottest calls, as the app makes them. */
export const endpoints = {
  getDateMatch: { path: '/api/race/getDateMatch?platform=3&sp_source=9', body: { date: '2026-06-01' } },
  getHomeData: { path: '/api/home/getHomeData?platform=3&sp_source=9', body: {} },
  // A league page's three calls (the NBA: its matches of today keep every basket, the most to compute).
  getEventInfo: { path: '/api/SportDatabase/getEventInfo?platform=3&sp_source=9', body: { event_id: 7 } },
  getEventIntegral: { path: '/api/SportDatabase/getEventIntegral?platform=3&sp_source=9', body: { event_id: 7, type: 1 } },
  getEventMatch: { path: '/api/SportDatabase/getEventMatch?platform=3&sp_source=9', body: { event_id: 7 } },
};

const adminToken = 'bench-admin';

/** User plus system time of a process so far, in ms (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const query = 'platform=3&sp_source=9';

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { data: T; status: number; msg: string };
  if (envelope.status !== 0) throw new Error(`${url}: ${envelope.msg}`);
  return envelope.data;
}

/** 20 funded fans (50,000,000 gold each, through the admin grant) and their tokens. */
export async function fundSpenders(url: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < 20; i++) {
    const fan = await post<{ token: string; id: number }>(`${url}/webapi/user/regist?${query}`, {
      account: `bench_spender_${i}`,
      password: 'bench2026',
    });
    await post(`${url}/admin/wallet/grant`, { user_id: fan.id, gold: 50_000_000, ref: `bench-${i}` }, { 'x-admin-token': adminToken });
    tokens.push(fan.token);
  }
  return tokens;
}

let spendsSent = 0;

/** One run of data-model subscriptions (a day of one model, 100 gold) by the funded fans, each request with a new request id. */
export async function spendRun(url: string, tokens: string[], seconds: number): Promise<EndpointFigures & { total: number }> {
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          spendsSent += 1;
          return {
            ...request,
            path: `/api/model/subscribe?${query}&token=${tokens[spendsSent % tokens.length]}`,
            body: JSON.stringify({ plan_id: 11, request_id: `bench-spend-${spendsSent}` }),
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

/** The admin audit: ledger rows and the balances that differ from their rows (docs/ledger.md rule 7). */
export async function ledgerAudit(url: string): Promise<{ ledgerRows: number; ledgerMismatches: number }> {
  const audit = (await (await fetch(`${url}/admin/wallet/audit`, { headers: { 'x-admin-token': adminToken } })).json()) as {
    data: { rows: number; mismatches: unknown[] };
  };
  return { ledgerRows: audit.data.rows, ledgerMismatches: audit.data.mismatches.length };
}

/** `runs` runs of the paying call for `seconds` each; then the admin audit must find every balance equal to its ledger rows. */
async function benchSpends(
  url: string,
  runs: number,
  seconds: number,
  log: (line: string) => void,
): Promise<NonNullable<ServerFigures['spends']>> {
  const tokens = await fundSpenders(url);
  const rates: number[] = [];
  const p99s: number[] = [];
  let errors = 0;
  for (let run = 0; run < runs; run++) {
    const result = await spendRun(url, tokens, seconds);
    rates.push(result.requestsPerSecond);
    p99s.push(result.p99Ms);
    errors += result.errors;
    log(`  model subscribe (paying) run ${run + 1}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms`);
  }
  return { requestsPerSecond: Math.round(median(rates)), p99Ms: median(p99s), errors, ...(await ledgerAudit(url)) };
}

/** The server of the checkout at `cwd`, in its own process (bench/serve-api.ts), once it listens. */
export async function startBenchServer(
  cwd = root,
  nodeFlags: string[] = [],
): Promise<{ url: string; startMs: number; rssBytes: number; rssKeptBytes: number; child: ChildProcess }> {
  const child = spawn(process.execPath, [...nodeFlags, 'bin/run-ts.js', 'bench/serve-api.ts'], {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, SIDELINE_ADMIN_TOKEN: adminToken, SIDELINE_TRUST_PROXY: 'true' },
  });
  const ready = await new Promise<{ url: string; startMs: number; rssBytes: number; rssKeptBytes: number }>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { ...ready, child };
}

/** One server of an A/B in turns (bench/read-turns.ts, bench/spends.ts). */
export interface BenchSide {
  name: 'A' | 'B';
  dir: string;
  url: string;
  pid: number;
  stop: () => void;
}

/** The servers of an A/B in turns: A runs the checkout at `against`, when given, and B this one. */
export async function startSides(against: string | undefined): Promise<BenchSide[]> {
  // BENCH_B_NODE_FLAGS: node flags for this checkout's side only, so that `--against .` compares V8 settings.
  const flagsOfB = (process.env.BENCH_B_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const start = async (name: BenchSide['name'], dir: string): Promise<BenchSide> => {
    const server = await startBenchServer(dir, name === 'B' ? flagsOfB : []);
    return { name, dir, url: server.url, pid: server.child.pid ?? 0, stop: () => server.child.kill('SIGTERM') };
  };
  return against ? [await start('A', against), await start('B', root)] : [await start('B', root)];
}

/** Starts the server in a child process, loads each endpoint `runs` times for `seconds`, and takes medians. */
export async function benchServer(runs: number, seconds: number, log: (line: string) => void): Promise<ServerFigures> {
  const ready = await startBenchServer();
  const { child } = ready;
  try {
    const figures: ServerFigures = {
      startMs: Math.round(ready.startMs),
      rssAfterStartBytes: ready.rssBytes,
      rssKeptAfterStartBytes: ready.rssKeptBytes,
      endpoints: {},
    };
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const rates: number[] = [];
      const p99s: number[] = [];
      let errors = 0;
      for (let run = 0; run < runs; run++) {
        const result = await autocannon({
          url: ready.url + endpoint.path,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(endpoint.body),
          connections: 20,
          duration: seconds,
        });
        rates.push(result.requests.average);
        p99s.push(result.latency.p99);
        errors += result.errors + result.non2xx;
        log(`  ${name} run ${run + 1}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
      }
      figures.endpoints[name] = { requestsPerSecond: Math.round(median(rates)), p99Ms: median(p99s), errors };
    }
    figures.spends = await benchSpends(ready.url, runs, seconds, log);
    figures.flood = await benchFlood(ready.url, runs, seconds, log);
    return figures;
  } finally {
    child.kill('SIGTERM');
  }
}
