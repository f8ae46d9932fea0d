import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTenant } from '../../schema/index.ts';
import { isFreshBuild } from '../build/freshness.ts';
import { packagePaths } from '../build/paths.ts';
import { stableHash } from '../build/report.ts';

const root = packagePaths.root;
const tenant = loadTenant(root, 'qutu');
let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function writeReport(report: { manifestHash: string; builtAt: string } | string) {
  dist = mkdtempSync(join(tmpdir(), 'sideline-fresh-'));
  mkdirSync(join(dist, 'qutu'));
  writeFileSync(join(dist, 'qutu', 'build-report.json'), typeof report === 'string' ? report : JSON.stringify(report));
}

describe('test-matrix reuses fresh builds', () => {
  it('a build of the same manifest written after the last source change is fresh', () => {
    writeReport({ manifestHash: stableHash(tenant.manifest), builtAt: new Date(Date.now() + 60_000).toISOString() });
    expect(isFreshBuild(tenant, dist, root)).toBe(true);
  });

  it('a build of another manifest is not', () => {
    writeReport({
      manifestHash: stableHash({ ...tenant.manifest, siteName: { cn: 'x', 'pt-br': 'x' } }),
      builtAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(isFreshBuild(tenant, dist, root)).toBe(false);
  });

  it('a build older than the runtime sources is not', () => {
    writeReport({ manifestHash: stableHash(tenant.manifest), builtAt: '2000-01-01T00:00:00.000Z' });
    expect(isFreshBuild(tenant, dist, root)).toBe(false);
  });

  it('no build, or an unreadable report, is not', () => {
    writeReport('{ not json');
    expect(isFreshBuild(tenant, dist, root)).toBe(false);
    expect(isFreshBuild(tenant, join(dist, 'nothing'), root)).toBe(false);
  });
});
