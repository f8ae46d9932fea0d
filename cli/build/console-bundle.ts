import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';
import { replaceDir, temporaryDir } from './atomic-output.ts';
import { sizesOf, type ChunkSize } from './bundle.ts';
import { compileHintsPlugin } from './compile-hints.ts';
import { packagePaths } from './paths.ts';
import { browserBuildOptions, viteProductionConfig } from './vite-production.ts';

/** The console's budget: its initial JavaScript, gzip (docs/operators.md "The console"). */
export const consoleInitialJsBudget = 150 * 1024;

/**
 * `<dist>/ops/console-report.json`: named apart from a site's build-report.json, so nothing that lists the built sites
 * (those with a build report) takes the console for one.
 */
export interface ConsoleBuildReport {
  /** What /ops/ loads before its first render: the entry and its static imports. */
  initialJs: { raw: number; gzip: number };
  totalJs: { raw: number; gzip: number };
  budget: { initialJsGzip: number };
  chunks: ChunkSize[];
  durationMs: number;
  builtAt: string;
}

const sum = (chunks: ChunkSize[]) => ({ raw: chunks.reduce((n, c) => n + c.raw, 0), gzip: chunks.reduce((n, c) => n + c.gzip, 0) });

/**
 * Builds the operators' console (console/) into `<distDir>/ops/` for the path /ops/. It is built in a temporary
 * folder and put in place only when done, so a failed build leaves the previous one served.
 */
export async function buildConsole(distDir: string): Promise<{ dir: string; report: ConsoleBuildReport }> {
  const started = performance.now();
  const outDir = temporaryDir(distDir, 'ops');
  const target = join(distDir, 'ops');
  try {
    const result = await build({
      ...viteProductionConfig(packagePaths.console, 'sideline-console'),
      base: '/ops/',
      plugins: [react(), compileHintsPlugin()],
      build: {
        ...browserBuildOptions,
        outDir,
        rolldownOptions: {
          input: join(packagePaths.console, 'index.html'),
          // What the entry loads at once in one chunk, compressed as one; each screen stays a chunk of its own.
          output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], priority: 1 }] } },
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunks = await sizesOf(
      outputs.flatMap((o) => o.output),
      outDir,
    );
    const js = chunks.filter((c) => c.kind === 'js');
    const report: ConsoleBuildReport = {
      initialJs: sum(js.filter((c) => c.initial)),
      totalJs: sum(js),
      budget: { initialJsGzip: consoleInitialJsBudget },
      chunks,
      durationMs: Math.round(performance.now() - started),
      builtAt: new Date().toISOString(),
    };
    writeFileSync(join(outDir, 'console-report.json'), `${JSON.stringify(report, null, 2)}\n`);
    replaceDir(outDir, target);
    return { dir: target, report };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}
