import { describe, expect, it } from 'vitest';
import type { TenantConfig } from '../../../../schema/generated/resolved-manifest.ts';
import { avatarFor, sourceName, spSourceFor } from '../tenant-lookups.ts';

const config: Pick<TenantConfig, 'spSource' | 'sources' | 'avatars'> = {
  spSource: 3002,
  sources: [
    { id: 3002, name: '趣图体育' },
    { id: 11, name: '看球吧' },
  ],
  avatars: { default: '/m/tenant/default.svg', byId: { '11': '/m/tenant/11.svg' } },
};

describe('sp_source of a visit', () => {
  it('uses the manifest default when the page names none', () => {
    expect(spSourceFor(config, '')).toBe(3002);
  });
  it('uses the page query when the tenant answers to that source', () => {
    expect(spSourceFor(config, '?sp_source=11')).toBe(11);
  });
  it('ignores a source the tenant does not know, or one that is not a number', () => {
    expect(spSourceFor(config, '?sp_source=999')).toBe(3002);
    expect(spSourceFor(config, '?sp_source=abc')).toBe(3002);
  });
});

describe('per-source brand table and avatars', () => {
  it('names the brand of a source', () => {
    expect(sourceName(config, 11)).toBe('看球吧');
    expect(sourceName(config, 1)).toBeUndefined();
  });
  it('chooses the avatar by numeric id, with the default otherwise', () => {
    expect(avatarFor(config, 11)).toBe('/m/tenant/11.svg');
    expect(avatarFor(config, 3002)).toBe('/m/tenant/default.svg');
  });
});
