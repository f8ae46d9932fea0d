import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SOURCE, validateTenants, type ResolvedTenant } from '../index.ts';
import { removeProject, repoRoot, stageProject } from './support/project-root.ts';

/**
 * fixtures/inheritance is a three-level chain: tenants/_shared/base.json (abstract)
 * <- tenants/acme/acme.json <- tenants/acme/acme2.json. Staged so default assets resolve.
 */
const fixture = fileURLToPath(new URL('./fixtures/inheritance/', import.meta.url));
const BASE = 'tenants/_shared/base.json';
const ACME = 'tenants/acme/acme.json';
const ACME2 = 'tenants/acme/acme2.json';

describe('extends', () => {
  let root: string;
  let acme: ResolvedTenant;
  let acme2: ResolvedTenant;

  beforeAll(() => {
    root = stageProject(fixture);
    const result = validateTenants(root, ['acme', 'acme2']);
    // The fixture's two-entry menu leaves features without a way in: warnings that feature-entries.test.ts covers.
    expect(result.issues.filter((issue) => issue.code !== 'feature-not-linked')).toEqual([]);
    acme = result.tenants.get('acme') as ResolvedTenant;
    acme2 = result.tenants.get('acme2') as ResolvedTenant;
  });
  afterAll(() => removeProject(root));

  it('lists the chain from the site up, and does not offer the abstract base as a site', () => {
    expect(acme2.chain).toEqual([ACME2, ACME, BASE]);
    expect(validateTenants(root).siteCodes).toEqual(['acme', 'acme2']);
  });

  it('deep-merges objects across the chain', () => {
    // primary from base, onPrimary overridden and defaultMode added by acme.
    expect(acme.manifest.theme).toMatchObject({ primary: '#e53935', onPrimary: '#fafafa', defaultMode: 'dark' });
    // siteName.cn comes from base two levels up, pt-br from acme2 itself.
    expect(acme2.manifest.siteName).toEqual({ cn: '基础体育', 'pt-br': 'Acme Dois' });
  });

  it('replaces arrays instead of concatenating them', () => {
    expect(acme.manifest.menu).toEqual(['score', 'live']);
    expect(acme.manifest.sources).toEqual([{ id: 11, name: 'Acme' }]);
    expect(acme2.manifest.sources).toEqual([{ id: 11, name: 'Acme' }]);
  });

  it('records which file set each value', () => {
    const { provenance } = acme2;
    expect(provenance.get('/theme/primary')).toBe(BASE); // inherited from two levels up
    expect(provenance.get('/theme/onPrimary')).toBe(ACME); // set by base, overridden by acme
    expect(provenance.get('/siteName/cn')).toBe(BASE);
    expect(provenance.get('/siteName/pt-br')).toBe(ACME2); // overridden by the site itself
    expect(provenance.get('/sources')).toBe(ACME); // an array is one leaf
    expect(provenance.get('/rootRedirect')).toBe(DEFAULT_SOURCE); // no manifest sets it
    expect(provenance.get('/avatars/default')).toBe(DEFAULT_SOURCE);
  });

  it('forgets the provenance of array items that a child replaced', () => {
    // base listed two sources; nothing about them may survive acme's replacement.
    expect([...acme.provenance.keys()].filter((pointer) => pointer.startsWith('/sources/'))).toEqual([]);
  });

  it('resolves asset paths from the folder of the file that named them', () => {
    // acme2 inherits base's "art/logo.svg": it lives next to base, not next to acme2.
    expect(acme2.manifest.assets?.logo).toBe('tenants/_shared/art/logo.svg');
    expect(acme2.manifest.assets?.favicon).toBe('tenants/acme/icons/favicon.svg');
    // Schema defaults come from templates/assets; resolved paths are relative to the project root.
    const avatar = acme2.manifest.avatars?.default ?? '';
    expect(avatar).toMatch(/(^|\/)templates\/assets\/avatars\/default\.svg$/);
    expect(existsSync(join(root, avatar))).toBe(true);
  });
});

describe('the real tenants', () => {
  const result = validateTenants(repoRoot);
  const spSources: Record<string, number> = {
    qutu: 9,
    qutup: 30,
    qutup1: 3001,
    qutup2: 3002,
    qutup3: 3003,
    qutupv: 3004,
    qutua: 904,
    kqb: 11,
    kqb2: 12,
    kqb_ios: 6,
    pq8sp: 25,
    xzbn: 5,
    xzb: 5,
    pq8: 8,
    sptyx: 7,
  };
  const codes = Object.keys(spSources).sort();
  const tenant = (code: string) => result.tenants.get(code) as ResolvedTenant;

  it('are the 15 sites, all valid', () => {
    expect(result.issues).toEqual([]);
    expect(result.siteCodes).toEqual(codes);
    expect([...result.tenants.keys()].sort()).toEqual(codes);
  });

  it.each(codes)('%s has its sp_source', (code) => {
    expect(tenant(code).manifest.spSource).toBe(spSources[code]);
  });

  it.each(codes)('%s has its theme colour', (code) => {
    // xzb's yellow is inherited by xzbn; every other brand keeps the spec's blue.
    expect(tenant(code).manifest.theme?.primary).toBe(code === 'xzb' || code === 'xzbn' ? '#fffb01' : '#319cfc');
  });

  it.each(codes)('%s carries channel_code only if it is qutu', (code) => {
    expect(tenant(code).manifest.carryQuery).toEqual(code === 'qutu' ? ['channel_code'] : []);
  });
});
