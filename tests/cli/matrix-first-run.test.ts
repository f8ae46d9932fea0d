import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { launchGola } from './gola-brand.ts';
import { runCli, temporaryDir, temporaryProject, type CliResult } from './run-cli.ts';

/** A port for the run's one server, away from the ports other suites pick (the system's choice starts at 32768). */
const port = 20_000 + (process.pid % 5_000);

describe("the QA matrix's first run for a new brand", () => {
  const project = temporaryProject();
  const dist = temporaryDir();
  const args = ['--root', project, '--dist', dist, 'test-matrix', 'gola', '--grep', 'login', '--port', String(port)];
  const snapshots = join(project, 'tests/matrix/__snapshots__/gola');
  const gallery = () => readFileSync(join(project, 'test-results/matrix/gallery/index.html'), 'utf8');
  let inCi: CliResult;
  let first: CliResult;
  let firstGallery: string;
  let servers: Record<string, string>;
  let second: CliResult;
  beforeAll(async () => {
    await launchGola(project);
    inCi = await runCli(args, undefined, 60_000, { CI: 'true' });
    first = await runCli(args, undefined, 400_000, { CI: '' });
    firstGallery = gallery();
    servers = JSON.parse(readFileSync(join(project, 'test-results/matrix/servers.json'), 'utf8'));
    second = await runCli(args, undefined, 400_000, { CI: '' });
  }, 900_000);

  it('in CI, refuses a site whose pictures were never committed, saying what to do', () => {
    expect(inCi.code).toBe(1);
    expect(inCi.stderr).toContain(
      'gola has no snapshots in tests/matrix/__snapshots__/gola/: run `npx sideline test-matrix gola` on a workstation, review the pictures in the gallery and commit them',
    );
  });

  it('takes the first pictures with a clear message instead of failing', () => {
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(first.stdout).toContain('gola has no snapshots yet: this run takes its first pictures into tests/matrix/__snapshots__/gola/');
    expect(first.stdout + first.stderr).not.toContain('failed');
    // gola offers Portuguese only: the login page in both modes.
    for (const name of ['login-dark-pt-br.png', 'login-light-pt-br.png']) expect(existsSync(join(snapshots, name)), name).toBe(true);
    expect(servers.gola).toBe(`http://127.0.0.1:${port}`);
  });

  it('shows the new pictures as not reviewed in the gallery, pages as rows and brands as columns', () => {
    expect(firstGallery).toContain('<h1>QA matrix: needs review</h1>');
    expect(firstGallery).toContain('<b>0 failing</b>, <b>2 new or changed and not reviewed</b>');
    expect(firstGallery.match(/new, not reviewed/g)).toHaveLength(2);
    expect(firstGallery).toContain('<thead><tr><th>page</th><th>gola</th></tr></thead>');
    expect(firstGallery).toMatch(/<tr><th>login dark pt-br<\/th><td class="new"><a href="img\/gola\/login_dark_pt-br.png">/);
    // One picture per new cell: no "expected" and "actual" that are the same file.
    expect(firstGallery).not.toContain('>expected<');
  });

  it('passes the next run against the pictures it took, still flagging them until they are committed', () => {
    expect(second.code, second.stdout + second.stderr).toBe(0);
    expect(second.stdout).not.toContain('no snapshots yet');
    expect(gallery()).toContain('<b>0 failing</b>, <b>2 new or changed and not reviewed</b>');
  });
});
