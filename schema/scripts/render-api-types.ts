import { compile } from 'json-schema-to-typescript';
import { readApiSchemas } from '../api-schemas.ts';

const banner = '/* Generated from the JSON Schemas in schema/api/ by `npm run generate`. Do not edit by hand. */';

/**
 * The TypeScript types of the API, for the server and the runtime: one combined schema whose definitions are the API
 * schemas (cross-references such as `models/team#` point at the definitions), compiled once so shared models are
 * declared once.
 */
export async function renderApiTypes(): Promise<string> {
  const schemas = readApiSchemas().sort((a, b) => String(a.$id).localeCompare(String(b.$id)));
  const titleOf = new Map(schemas.map((s) => [`${s.$id}#`, String(s.title)]));
  const definitions = Object.fromEntries(
    schemas.map((schema) => {
      const { $id: _id, ...rest } = schema;
      // A $ref is relative to the schema's own $id, as ajv resolves it: "team#" in models/match is models/team, and
      // "../models/benefit#" in user/new-benefits.response is models/benefit.
      const resolve = (ref: string) =>
        titleOf.get(ref) ?? titleOf.get(new URL(ref, `schema:/${String(schema.$id)}`).href.slice('schema:/'.length));
      const text = JSON.stringify(rest, (key, value: unknown) =>
        key === '$ref' && typeof value === 'string' && resolve(value) ? `#/definitions/${resolve(value)}` : value,
      );
      return [String(schema.title), JSON.parse(text) as object];
    }),
  );
  const combined = { title: 'SidelineApi', type: 'object', additionalProperties: false, properties: {}, definitions };
  return compile(combined as Parameters<typeof compile>[0], 'SidelineApi', {
    bannerComment: banner,
    additionalProperties: false,
    unreachableDefinitions: true,
    style: { singleQuote: true, printWidth: 120 },
  });
}
