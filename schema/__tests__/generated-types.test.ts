import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { renderApiTypes } from '../scripts/render-api-types.ts';
import { renderResolvedTypes, renderTenantTypes } from '../scripts/render-types.ts';

it('committed manifest types match schema/tenant.schema.json (run `npm run generate` if not)', async () => {
  const committed = readFileSync(fileURLToPath(new URL('../generated/tenant-manifest.ts', import.meta.url)), 'utf8');
  expect(committed).toBe(await renderTenantTypes());
});

it('committed resolved-manifest types match schema/tenant.schema.json (run `npm run generate` if not)', async () => {
  const committed = readFileSync(fileURLToPath(new URL('../generated/resolved-manifest.ts', import.meta.url)), 'utf8');
  expect(committed).toBe(await renderResolvedTypes());
});

it('committed API types match schema/api (run `npm run generate` if not)', async () => {
  const committed = readFileSync(fileURLToPath(new URL('../generated/api.ts', import.meta.url)), 'utf8');
  expect(committed).toBe(await renderApiTypes());
});
