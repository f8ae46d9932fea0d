import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectGolden, runCli, temporaryDir } from './run-cli.ts';

interface ConsoleReport {
  initialJs: { raw: number; gzip: number };
  budget: { initialJsGzip: number };
  chunks: { file: string; kind: string; gzip: number; initial: boolean }[];
}

describe('build-console', () => {
  const dist = temporaryDir();
  let result: Awaited<ReturnType<typeof runCli>>;
  beforeAll(async () => {
    result = await runCli(['build-console', '--dist', dist]);
  });

  it('prints its progress, the initial JS against the budget and where it went, and exits 0', () => {
    expectGolden('build-console', ['build-console', '--dist', dist], result, { '<dist>': dist });
  });

  it('keeps the initial JavaScript of /ops/ at or under 150 KB gzip', () => {
    const report = JSON.parse(readFileSync(join(dist, 'ops/console-report.json'), 'utf8')) as ConsoleReport;
    expect(report.budget.initialJsGzip).toBe(150 * 1024);
    expect(report.initialJs.gzip).toBeGreaterThan(0);
    expect(report.initialJs.gzip).toBeLessThanOrEqual(150 * 1024);
    // The printed figure is the report's.
    expect(result.stdout).toContain(`initial JS ${(report.initialJs.gzip / 1024).toFixed(1)} KB gzip (budget 150.0 KB)`);
    // Each screen is a chunk of its own that the first load does not carry.
    const lazy = report.chunks.filter((c) => c.kind === 'js' && !c.initial).map((c) => c.file);
    for (const screen of ['sites-page', 'audit-page', 'operators-page', 'enrol-page'])
      expect(
        lazy.some((file) => file.includes(screen)),
        screen,
      ).toBe(true);
  });

  it('writes a page for /ops/ whose scripts exist with their gzip twins, and nothing outside ops/', () => {
    const html = readFileSync(join(dist, 'ops/index.html'), 'utf8');
    const scripts = [...html.matchAll(/src="\/ops\/(assets\/[\w.-]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = readFileSync(join(dist, 'ops', script), 'utf8');
      expect(gunzipSync(readFileSync(join(dist, 'ops', `${script}.gz`))).toString('utf8')).toBe(code);
      // React's production build, never its development one.
      expect(code).not.toContain('react-dom.development');
    }
    // The console adds nothing to any site's /m/: its build writes only ops/.
    expect(readdirSync(dist)).toEqual(['ops']);
  });

  it('builds again over the previous console, leaving no temporary or old folder behind', async () => {
    expect(existsSync(join(dist, 'ops/index.html'))).toBe(true);
    const again = await runCli(['build-console', '--dist', dist]);
    expect(again.code).toBe(0);
    expect(readdirSync(dist)).toEqual(['ops']);
  });
});
