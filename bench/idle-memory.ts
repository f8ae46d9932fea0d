/**
 * Idle memory of a brand's process (issue 38): `node bin/run-ts.js bench/idle-memory.ts [runs] [idle seconds]
 * [--against <dir>] [--serve <dist>]`. Each run starts bench/idle-server.ts on a fresh data folder (first start:
 * initdb, migrations, the demo seed), lets it idle, then reads its resident memory (VmRSS) and its peak (VmHWM) from
 * /proc; the median of the runs is reported, for the process as deploy/systemd starts it (its malloc and V8 settings) and as
 * a bare `node` does. With --against, another checkout's server runs in turns with this one. With --serve, each run
 * is `sideline serve qutu` itself as `npm start` runs it (the site built in <dist>, so the landing rows' render worker
 * loads; the robots on), on port 18098. With --node-options "<value>", the second configuration is the unit's with
 * NODE_OPTIONS set to that value instead of a bare node (an A/B of V8 settings in turns; "" is the unit without its
 * young-generation setting). With --node-flags "<flags>", the second configuration is npm start's with those flags on
 * node's command line as well (NODE_OPTIONS refuses some V8 flags). With --env "<KEY=value ...>", it is npm start's with
 * those variables in its environment as well. See bench/README.md "Idle memory".
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './median.ts';

const args = process.argv.slice(2);
const againstAt = args.indexOf('--against');
const against = againstAt >= 0 ? resolve(args.splice(againstAt, 2)[1]) : undefined;
const serveAt = args.indexOf('--serve');
const serveDist = serveAt >= 0 ? resolve(args.splice(serveAt, 2)[1]) : undefined;
const nodeOptionsAt = args.indexOf('--node-options');
const nodeOptions = nodeOptionsAt >= 0 ? args.splice(nodeOptionsAt, 2)[1] : undefined;
const nodeFlagsAt = args.indexOf('--node-flags');
// Flags on node's command line, for the V8 flags NODE_OPTIONS refuses (--optimize-for-size).
const nodeFlags = nodeFlagsAt >= 0 ? args.splice(nodeFlagsAt, 2)[1].split(/\s+/).filter(Boolean) : undefined;
const envAt = args.indexOf('--env');
// Environment variables added to npm start's (ESBUILD_WORKER_THREADS=0), as `KEY=value` separated by spaces.
const extraEnv =
  envAt >= 0
    ? Object.fromEntries(
        args
          .splice(envAt, 2)[1]
          .split(/\s+/)
          .filter(Boolean)
          .map((pair) => pair.split(/=(.*)/s, 2)),
      )
    : undefined;
const runs = Number(args[0] ?? 3);
const idleSeconds = Number(args[1] ?? 20);
const here = fileURLToPath(new URL('..', import.meta.url));

/**
 * What `npm start` (the demo: the embedded database and its seed) sets: fewer malloc arenas, freed memory given back
 * to the OS, and semi-spaces of at most 2 MB (on node's command line there, the same V8 flag here). The deploy units
 * start production nodes with 64 MB semi-spaces instead (docs/decisions.md "Idle memory of a serving brand").
 */
const unitMalloc = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072', NODE_OPTIONS: '--max-semi-space-size=2' };

interface Figures {
  rssMiB: number;
  peakMiB: number;
  startS: number;
}

function statusMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
}

async function oneRun(cwd: string, env: Record<string, string>, flags: string[]): Promise<Figures> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'sideline-idle-')), 'data');
  const started = performance.now();
  const command = serveDist
    ? ['bin/sideline.js', '--dist', serveDist, 'serve', 'qutu', '--port', '18098', '--data', dataDir]
    : ['bin/run-ts.js', 'bench/idle-server.ts', dataDir];
  const child = spawn(process.execPath, [...flags, ...command], {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  try {
    await new Promise<void>((resolveReady, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('{"url"') || output.includes('serving qutu at')) resolveReady();
      });
      child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
    const startS = (performance.now() - started) / 1000;
    await new Promise((resolveIdle) => setTimeout(resolveIdle, idleSeconds * 1000));
    return { rssMiB: statusMiB(child.pid!, 'VmRSS'), peakMiB: statusMiB(child.pid!, 'VmHWM'), startS };
  } finally {
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const sides = [{ name: 'this checkout', cwd: here }, ...(against ? [{ name: against, cwd: against }] : [])];
const second = (): { name: string; env: Record<string, string>; flags: string[] } => {
  if (extraEnv) {
    const named = Object.entries(extraEnv).map(([key, value]) => `${key}=${value}`);
    return { name: `npm start's with ${named.join(' ')}`, env: { ...unitMalloc, ...extraEnv }, flags: [] };
  }
  if (nodeFlags) return { name: `npm start's with ${nodeFlags.join(' ')}`, env: unitMalloc, flags: nodeFlags };
  if (nodeOptions === undefined) return { name: 'bare node', env: {}, flags: [] };
  return { name: `the unit's with NODE_OPTIONS="${nodeOptions}"`, env: { ...unitMalloc, NODE_OPTIONS: nodeOptions }, flags: [] };
};
const configs = [{ name: 'as npm start starts it', env: unitMalloc, flags: [] as string[] }, second()];
const results = new Map<string, Figures[]>();
for (let run = 0; run < runs; run++) {
  for (const side of run % 2 ? [...sides].reverse() : sides) {
    for (const config of configs) {
      const figures = await oneRun(side.cwd, config.env, config.flags);
      const key = `${side.name}, ${config.name}`;
      results.set(key, [...(results.get(key) ?? []), figures]);
      process.stdout.write(
        `${key} run ${run + 1}: idle ${figures.rssMiB.toFixed(0)} MiB, peak ${figures.peakMiB.toFixed(0)} MiB, start ${figures.startS.toFixed(1)} s\n`,
      );
    }
  }
}
for (const [key, figures] of results) {
  const of = (pick: (f: Figures) => number) => median(figures.map(pick));
  process.stdout.write(
    `${key}: median idle RSS ${of((f) => f.rssMiB).toFixed(0)} MiB after ${idleSeconds} s, peak ${of((f) => f.peakMiB).toFixed(0)} MiB, start ${of((f) => f.startS).toFixed(1)} s (${runs} runs)\n`,
  );
}
