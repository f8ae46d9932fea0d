import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute path of schema/tenant.schema.json, the source of truth for manifests. */
export const tenantSchemaPath = fileURLToPath(new URL('../tenant.schema.json', import.meta.url));

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  default?: unknown;
  description?: string;
  definitions?: Record<string, JsonSchema>;
  $ref?: string;
  'x-asset'?: boolean;
  [keyword: string]: unknown;
};

let cached: JsonSchema | undefined;

export function tenantSchema(): JsonSchema {
  cached ??= JSON.parse(readFileSync(tenantSchemaPath, 'utf8')) as JsonSchema;
  return cached;
}

/** Forgets the parsed schema (see releaseManifestValidators); the next read parses it again. */
export function releaseTenantSchema(): void {
  cached = undefined;
}

/** Follows a local `$ref` (`#/definitions/x`), merging the referring schema's own annotations over it. */
export function deref(schema: JsonSchema, root: JsonSchema = tenantSchema()): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/definitions/', '');
  const target = root.definitions?.[name];
  if (!target) throw new Error(`unknown $ref ${schema.$ref}`);
  const { $ref: _ref, ...own } = schema;
  return { ...deref(target, root), ...own };
}

/** The schema that describes the value at `segments`, or undefined when the path is not in the schema. */
export function schemaAt(segments: readonly string[], root: JsonSchema = tenantSchema()): JsonSchema | undefined {
  let node: JsonSchema | undefined = root;
  for (const segment of segments) {
    if (!node) return undefined;
    node = deref(node, root);
    if (node.properties?.[segment]) node = node.properties[segment];
    else if (node.items && /^\d+$/.test(segment)) node = node.items;
    else if (typeof node.additionalProperties === 'object') node = node.additionalProperties;
    else return undefined;
  }
  return node ? deref(node, root) : undefined;
}

/** A copy of the schema without `required`, for checking one written file that may rely on `extends`. */
export function withoutRequired(schema: JsonSchema): JsonSchema {
  return JSON.parse(
    JSON.stringify(schema, (key, value: unknown) => (key === 'required' && Array.isArray(value) ? undefined : value)),
  ) as JsonSchema;
}
