/**
 * One read call of the server under load, this checkout against another in turns (A B, B A, ...):
 * `node bin/run-ts.js bench/read-turns.ts <call> --against <dir> [runs] [seconds]`, where <call> is one of
 * bench/server-bench.ts's endpoints (getDateMatch, getHomeData, ...). Besides requests per second and p99 it reports
 * each server's own CPU time a request (Linux /proc), which a shared machine moves far less. See bench/README.md
 * "A read call in turns".
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { median } from './median.ts';
import { cpuMs, endpoints, startSides, type BenchSide } from './server-bench.ts';

const args = process.argv.slice(2);
const againstAt = args.indexOf('--against');
const against = againstAt >= 0 ? args.splice(againstAt, 2)[1] : undefined;
const [call = 'getDateMatch', runsArg = '5', secondsArg = '5'] = args;
const endpoint = endpoints[call as keyof typeof endpoints];
if (!endpoint) throw new Error(`unknown call "${call}"; one of ${Object.keys(endpoints).join(', ')}`);
const runs = Number(runsArg);
const seconds = Number(secondsArg);

interface Side extends BenchSide {
  rates: number[];
  p99s: number[];
  cpuPerRequest: number[];
  errors: number;
}

const sides: Side[] = (await startSides(against)).map((side) => ({ ...side, rates: [], p99s: [], cpuPerRequest: [], errors: 0 }));
try {
  for (let run = 0; run < runs; run++) {
    for (const side of run % 2 ? [...sides].reverse() : sides) {
      const before = cpuMs(side.pid);
      const result = await autocannon({
        url: `${side.url}${endpoint.path}`,
        connections: 20,
        duration: seconds,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(endpoint.body),
      });
      side.rates.push(result.requests.average);
      side.p99s.push(result.latency.p99);
      side.cpuPerRequest.push((cpuMs(side.pid) - before) / result.requests.total);
      side.errors += result.errors + result.non2xx;
      const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
      process.stdout.write(
        `${side.name} ${call} run ${run + 1}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, server CPU ${side.cpuPerRequest[run].toFixed(3)} ms a request, load ${load}\n`,
      );
    }
  }
  for (const side of sides) {
    process.stdout.write(
      `${side.name} ${side.dir}: median ${Math.round(median(side.rates))} req/s, p99 median ${median(side.p99s)} ms, ` +
        `server CPU median ${median(side.cpuPerRequest).toFixed(3)} ms a request, errors ${side.errors}\n`,
    );
  }
  if (sides.length === 2) {
    const [a, b] = sides;
    process.stdout.write(
      `B / A: ${(median(b.rates) / median(a.rates)).toFixed(2)}x requests/s, ${(median(b.p99s) / median(a.p99s)).toFixed(2)}x p99, ${(median(b.cpuPerRequest) / median(a.cpuPerRequest)).toFixed(2)}x CPU a request\n`,
    );
  }
} finally {
  for (const side of sides) side.stop();
}
