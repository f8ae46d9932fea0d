/** The build figures of `npm run bench`: build-tenant against build-all, timed as an operator runs them. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Wall time of a whole CLI command, as an operator experiences it (process start to exit). */
function timeCommand(args: string[]): number {
  const dist = mkdtempSync(join(tmpdir(), 'sideline-bench-'));
  const started = performance.now();
  execFileSync(process.execPath, ['bin/sideline.js', ...args, '--dist', dist], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const elapsed = performance.now() - started;
  rmSync(dist, { recursive: true, force: true });
  return elapsed;
}

/**
 * `runs` interleaved runs of build-tenant qutup2 and of build-all, then one loop of every site's build-tenant against
 * one build-all; prints each run as it goes.
 */
export function benchBuilds(runs: number): { one: number[]; all: number[]; codes: { code: string }[]; loopMs: number; allOnce: number } {
  process.stdout.write(`build: ${runs} runs of build-tenant qutup2 and of build-all, interleaved\n`);
  const one: number[] = [];
  const all: number[] = [];
  timeCommand(['build-tenant', 'qutup2']); // warm the file system cache once; not counted
  for (let i = 0; i < runs; i++) {
    one.push(timeCommand(['build-tenant', 'qutup2']));
    all.push(timeCommand(['build-all']));
    process.stdout.write(`  run ${i + 1}: one ${(one[i] / 1000).toFixed(2)}s, all ${(all[i] / 1000).toFixed(2)}s\n`);
  }

  // The anchor: one operator loop of 15 separate build-tenant processes, against one build-all, in the same run.
  const codes = JSON.parse(execFileSync(process.execPath, ['bin/sideline.js', 'list', '--json'], { cwd: root, encoding: 'utf8' })) as {
    code: string;
  }[];
  const loopStarted = performance.now();
  for (const { code } of codes) timeCommand(['build-tenant', code]);
  const loopMs = performance.now() - loopStarted;
  const allOnce = timeCommand(['build-all']);
  process.stdout.write(
    `  loop of ${codes.length} build-tenant processes ${(loopMs / 1000).toFixed(2)}s, one build-all ${(allOnce / 1000).toFixed(2)}s\n`,
  );
  return { one, all, codes, loopMs, allOnce };
}
