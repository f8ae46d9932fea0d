import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Whether the module at `moduleUrl` is the script node was started with (a bench run alone, not from bench/run.ts). */
export const runAlone = (moduleUrl: string): boolean => Boolean(process.argv[1]) && resolve(process.argv[1]) === fileURLToPath(moduleUrl);

/**
 * A page bench run alone: builds qutu into a temporary folder (removed after) and hands `run` its site, or hands it
 * the site `BENCH_SITE_DIR` names (another commit's build, for a before and after).
 */
export async function onBuiltQutu(run: (siteDir: string) => Promise<unknown>): Promise<void> {
  const dist = mkdtempSync(join(tmpdir(), 'sideline-bench-'));
  try {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const built = process.env.BENCH_SITE_DIR;
    if (!built)
      execFileSync(process.execPath, ['bin/sideline.js', 'build-tenant', 'qutu', '--dist', dist], {
        cwd: root,
        stdio: 'ignore',
        env: { ...process.env, NODE_ENV: 'production' },
      });
    await run(built ? resolve(built) : join(dist, 'qutu'));
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}
