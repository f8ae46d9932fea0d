import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median } from './median.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface EndpointFigures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

export interface ServerFigures {
  startMs: number;
  rssAfterStartBytes: number;
  endpoints: Record<string, EndpointFigures>;
}

/** The hottest calls, as the app makes them. */
const endpoints = {
  getDateMatch: { path: '/api/race/getDateMatch?platform=3&sp_source=9', body: { date: '2026-06-01' } },
  getHomeData: { path: '/api/home/getHomeData?platform=3&sp_source=9', body: {} },
  // A league page's three calls (the NBA: its matches of today keep every basket, the most to compute).
  getEventInfo: { path: '/api/SportDatabase/getEventInfo?platform=3&sp_source=9', body: { event_id: 7 } },
  getEventIntegral: { path: '/api/SportDatabase/getEventIntegral?platform=3&sp_source=9', body: { event_id: 7, type: 1 } },
  getEventMatch: { path: '/api/SportDatabase/getEventMatch?platform=3&sp_source=9', body: { event_id: 7 } },
};

/** Starts the server in a child process, loads each endpoint `runs` times for `seconds`, and takes medians. */
export async function benchServer(runs: number, seconds: number, log: (line: string) => void): Promise<ServerFigures> {
  const child = spawn(process.execPath, ['bin/run-ts.js', 'bench/serve-api.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = await new Promise<{ url: string; startMs: number; rssBytes: number }>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  try {
    const figures: ServerFigures = { startMs: Math.round(ready.startMs), rssAfterStartBytes: ready.rssBytes, endpoints: {} };
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
    return figures;
  } finally {
    child.kill('SIGTERM');
  }
}
