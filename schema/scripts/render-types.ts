import { compile } from 'json-schema-to-typescript';
import { tenantSchema } from '../manifest/tenant-schema.ts';

const banner = '/* Generated from schema/tenant.schema.json by `npm run generate`. Do not edit by hand. */';

/** The TypeScript source for the tenant manifest types, exactly as committed. */
export async function renderTenantTypes(): Promise<string> {
  const schema = structuredClone(tenantSchema());
  delete (schema as { $id?: string }).$id;
  return compile(schema as Parameters<typeof compile>[0], 'TenantManifest', {
    bannerComment: banner,
    additionalProperties: false,
    style: { singleQuote: true, printWidth: 120 },
    unreachableDefinitions: false,
  });
}
