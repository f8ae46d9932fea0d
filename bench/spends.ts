/**
 * The paying call alone (`server.spends` of `npm run bench`), and optionally an interleaved A/B against another
 * checkout: `node bin/run-ts.js bench/spends.ts [runs] [seconds] [--against <dir>]`. Both servers run at once and
 * their runs alternate (A B, B A, ...), so a shared, noisy machine loads both alike; besides requests per second it
 * reports the server's own CPU time per spend (Linux /proc), which depends far less on what else the machine runs.
 * See bench/README.md "The paying call".
 */
import { readFileSync } from 'node:fs';
import { median } from './median.ts';
import { cpuMs, fundSpenders, ledgerAudit, spendRun, startSides, type BenchSide } from './server-bench.ts';

const args = process.argv.slice(2);
const againstAt = args.indexOf('--against');
const against = againstAt >= 0 ? args.splice(againstAt, 2)[1] : undefined;
const runs = Number(args[0] ?? 5);
const seconds = Number(args[1] ?? 5);

interface Side extends BenchSide {
  tokens: string[];
  rates: number[];
  p99s: number[];
  cpuPerSpend: number[];
  errors: number;
}

const sides: Side[] = [];
for (const side of await startSides(against)) {
  sides.push({ ...side, tokens: await fundSpenders(side.url), rates: [], p99s: [], cpuPerSpend: [], errors: 0 });
}
try {
  for (let run = 0; run < runs; run++) {
    for (const side of run % 2 ? [...sides].reverse() : sides) {
      const before = cpuMs(side.pid);
      const result = await spendRun(side.url, side.tokens, seconds);
      side.rates.push(result.requestsPerSecond);
      side.p99s.push(result.p99Ms);
      side.cpuPerSpend.push((cpuMs(side.pid) - before) / result.total);
      side.errors += result.errors;
      const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
      process.stdout.write(
        `${side.name} run ${run + 1}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, server CPU ${side.cpuPerSpend[run].toFixed(2)} ms a spend, load ${load}\n`,
      );
    }
  }
  for (const side of sides) {
    const audit = await ledgerAudit(side.url);
    process.stdout.write(
      `${side.name} ${side.dir}: median ${Math.round(median(side.rates))} req/s (${side.rates.map(Math.round).join(', ')}), p99 median ${median(side.p99s)} ms, ` +
        `server CPU median ${median(side.cpuPerSpend).toFixed(2)} ms a spend, errors ${side.errors}, ledger ${audit.ledgerRows} rows, ${audit.ledgerMismatches} mismatches\n`,
    );
  }
  if (sides.length === 2) {
    const [a, b] = sides;
    process.stdout.write(
      `B / A: ${(median(b.rates) / median(a.rates)).toFixed(2)}x requests/s, ${(median(b.cpuPerSpend) / median(a.cpuPerSpend)).toFixed(2)}x CPU a spend\n`,
    );
  }
} finally {
  for (const side of sides) side.stop();
}
