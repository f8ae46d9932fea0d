import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { formatIssue, validateTenants } from '../index.ts';
import { removeProject, stageProject } from './support/project-root.ts';

const fixture = fileURLToPath(new URL('./fixtures/unlinked-features/', import.meta.url));
const manifestPath = (root: string) => join(root, 'tenants/acme/acme.json');

/** Issue 37 "Ways in": a feature that is built but that nothing in the app leads to is worth a warning, not a failure. */
describe('a built feature that nothing leads to', () => {
  let root = '';
  afterEach(() => removeProject(root));

  it('is a warning at its feature flag, and the site stays valid', () => {
    root = stageProject(fixture);
    const result = validateTenants(root, ['acme']);
    const warnings = result.issues.filter((issue) => issue.code === 'feature-not-linked');
    // The menu holds score and live only: the user centre (with its services) and the shop it would lead to are lost.
    expect(warnings.map((issue) => issue.pointer).sort()).toEqual(['/features/shop', '/features/user-center']);
    for (const warning of warnings) {
      expect(warning).toMatchObject({ severity: 'warning', file: 'tenants/acme/acme.json' });
      expect(formatIssue(warning)).toContain(' warning ');
    }
    expect(warnings[0].message).toContain('is not in /menu');
    expect(
      result.issues.filter((issue) => issue.severity === 'error'),
      result.issues.map(formatIssue).join('\n'),
    ).toEqual([]);
    expect(result.tenants.has('acme')).toBe(true);
  });

  it('goes away once the menu leads there: the user centre opens the shop, live rooms open chat and videos', () => {
    root = stageProject(fixture);
    const manifest = JSON.parse(readFileSync(manifestPath(root), 'utf8'));
    writeFileSync(manifestPath(root), JSON.stringify({ ...manifest, menu: ['score', 'live', 'user-center'] }));
    const result = validateTenants(root, ['acme']);
    expect(result.issues.map(formatIssue)).toEqual([]);
    expect(result.tenants.has('acme')).toBe(true);
  });

  it("never warns for a shared link's landing pages, which are opened from outside the app", () => {
    root = stageProject(fixture);
    const result = validateTenants(root, ['acme']);
    expect(result.issues.some((issue) => issue.pointer === '/features/share')).toBe(false);
  });
});
