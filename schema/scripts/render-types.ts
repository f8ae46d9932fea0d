import { compile } from 'json-schema-to-typescript';
import { inheritanceKeys } from '../manifest/resolve.ts';
import { deref, tenantSchema, type JsonSchema } from '../manifest/tenant-schema.ts';
import { paletteTokens } from '../palette/tokens.ts';

const banner = '/* Generated from schema/tenant.schema.json by `npm run generate`. Do not edit by hand. */';

const options = {
  additionalProperties: false,
  style: { singleQuote: true, printWidth: 120 },
  unreachableDefinitions: false,
} as const;

/** The TypeScript source for the tenant manifest types, exactly as committed. */
export async function renderTenantTypes(): Promise<string> {
  const schema = structuredClone(tenantSchema());
  delete (schema as { $id?: string }).$id;
  return compile(schema as Parameters<typeof compile>[0], 'TenantManifest', { ...options, bannerComment: banner });
}

/**
 * The TypeScript source for the resolved manifest (`ResolvedManifest`) and what the build embeds for the runtime
 * (`TenantConfig`), exactly as committed. The resolver starts from every default of the schema and merges objects
 * deeply, so a resolved manifest holds every field that has a default, at every depth: the schema with those fields
 * required describes it, and nothing downstream of the resolver has a default to apply.
 */
export async function renderResolvedTypes(): Promise<string> {
  const { $id: _id, $schema: _schema, title: _title, definitions, properties, ...root } = structuredClone(tenantSchema());
  const schema = tenantSchema();
  const ownProperties = Object.fromEntries(Object.entries(properties ?? {}).filter(([key]) => !inheritanceKeys.has(key)));
  const resolved = requireDefaulted({ ...root, properties: ownProperties }, schema);
  const featureNames = Object.keys(deref(ownProperties.features ?? {}, schema).properties ?? {});
  const config = {
    title: 'TenantConfig',
    description:
      "What the build embeds in each site's pages for the runtime (index.html's #sideline-tenant, the server render): the resolved manifest with its image paths replaced by their URLs, the site code and the features built.",
    allOf: [
      { $ref: '#/definitions/resolvedManifest' },
      {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'builtFeatures', 'palette'],
        properties: {
          code: { type: 'string', description: 'Site code, e.g. `qutup2`.' },
          builtFeatures: {
            type: 'array',
            items: { $ref: '#/definitions/featureName' },
            description: "Features built into this site, in the order of the manifest's `features`.",
          },
          palette: {
            type: 'object',
            additionalProperties: false,
            required: ['light', 'dark'],
            properties: { light: { $ref: '#/definitions/palette' }, dark: { $ref: '#/definitions/palette' } },
            description: "The theme's colour tokens in each mode, derived by contrast at build time (schema/palette/).",
          },
        },
      },
    ],
    definitions: {
      ...mapValues(definitions ?? {}, (definition) => requireDefaulted(definition, schema)),
      palette: {
        title: 'Palette',
        type: 'object',
        additionalProperties: false,
        required: [...paletteTokens],
        properties: Object.fromEntries(paletteTokens.map((token) => [token, { type: 'string' }])),
        description: 'A CSS colour for each token of schema/palette/tokens.ts.',
      },
      featureName: {
        title: 'FeatureName',
        type: 'string',
        enum: featureNames,
        description: "A product feature of the runtime: a key of the manifest's `features`.",
      },
      resolvedManifest: {
        ...resolved,
        title: 'ResolvedManifest',
        description:
          "A site's manifest after `extends` and the schema's defaults (schema/manifest/resolve.ts): every field that has a default is set, at every depth. Asset paths are relative to the project root.",
      },
    },
  };
  return compile(config as Parameters<typeof compile>[0], 'TenantConfig', {
    ...options,
    bannerComment: banner.replace('by `npm', 'with every defaulted field required, by `npm'),
  });
}

/** A copy of the schema in which every property that has a default is required, at every depth. */
function requireDefaulted(node: JsonSchema, root: JsonSchema): JsonSchema {
  const copy: JsonSchema = { ...node };
  if (node.properties) {
    copy.properties = mapValues(node.properties, (child) => requireDefaulted(child, root));
    const defaulted = Object.entries(node.properties)
      .filter(([, child]) => deref(child, root).default !== undefined)
      .map(([key]) => key);
    copy.required = [...new Set([...(node.required ?? []), ...defaulted])];
  }
  if (node.items) copy.items = requireDefaulted(node.items, root);
  if (typeof node.additionalProperties === 'object') copy.additionalProperties = requireDefaulted(node.additionalProperties, root);
  return copy;
}

function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}
