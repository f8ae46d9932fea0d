import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { loadTenant } from '../../schema/index.ts';
import { featureSetOf, flagDefines, flagKey } from '../build/flags.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

it('defines one key per feature and per tab, true exactly when the manifest builds it', () => {
  const defines = flagDefines(featureSetOf(loadTenant(root, 'kqb_ios').manifest));
  expect(defines[flagKey('FEATURE', 'shop')]).toBe('false');
  expect(defines[flagKey('FEATURE', 'data-model')]).toBe('false');
  expect(defines['__SL_FEATURE_DATA_MODEL__']).toBe('false');
  expect(defines[flagKey('FEATURE', 'score')]).toBe('true');
  expect(Object.values(defines).every((v) => v === 'true' || v === 'false')).toBe(true);
});

it('declares in the runtime every tab flag the build defines', () => {
  const declared = readFileSync(`${root}/runtime/core/build-flags.ts`, 'utf8');
  const tabKeys = Object.keys(flagDefines(featureSetOf(loadTenant(root, 'qutu').manifest))).filter((k) => k.startsWith('__SL_TAB_'));
  expect(tabKeys).toHaveLength(9);
  for (const key of tabKeys) expect(declared).toContain(`declare const ${key}: boolean;`);
});
