/**
 * Regenerates schema/generated/*.ts from the JSON Schemas. Run `npm run generate` after editing a schema;
 * a test fails while the committed types are stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderTenantTypes } from './render-types.ts';

const target = fileURLToPath(new URL('../generated/tenant-manifest.ts', import.meta.url));
writeFileSync(target, await renderTenantTypes());
process.stdout.write(`wrote ${target}\n`);
