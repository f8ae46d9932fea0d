/**
 * Regenerates schema/generated/*.ts from the JSON Schemas. Run `npm run generate` after editing a schema;
 * a test fails while the committed types are stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderApiTypes } from './render-api-types.ts';
import { renderResolvedTypes, renderTenantTypes } from './render-types.ts';

const outputs: [string, () => Promise<string>][] = [
  ['../generated/tenant-manifest.ts', renderTenantTypes],
  ['../generated/resolved-manifest.ts', renderResolvedTypes],
  ['../generated/api.ts', renderApiTypes],
];
for (const [path, render] of outputs) {
  const target = fileURLToPath(new URL(path, import.meta.url));
  writeFileSync(target, await render());
  process.stdout.write(`wrote ${target}\n`);
}
