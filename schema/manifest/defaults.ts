import { deref, tenantSchema, type JsonSchema } from './tenant-schema.ts';

/**
 * The manifest an empty file would resolve to: every property's schema `default`,
 * with objects built from their properties' defaults so nested fields stay individually overridable.
 */
export function schemaDefaults(root: JsonSchema = tenantSchema()): Record<string, unknown> {
  return defaultOf(root, root) as Record<string, unknown>;
}

const notDefaulted = new Set(['$schema', 'extends', 'abstract', 'brand']);

function defaultOf(schema: JsonSchema, root: JsonSchema): unknown {
  const node = deref(schema, root);
  const explicit = node.default;
  const isEmptyObject = typeof explicit === 'object' && explicit !== null && Object.keys(explicit).length === 0;
  // A written default wins (localized texts, palettes); `{}` means "build me from my properties".
  if (explicit !== undefined && !isEmptyObject) return structuredClone(explicit);
  if (node.properties) {
    const result: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node.properties)) {
      if (node === root && notDefaulted.has(key)) continue;
      const value = defaultOf(child, root);
      if (value !== undefined) result[key] = value;
    }
    return result;
  }
  return explicit === undefined ? undefined : structuredClone(explicit);
}
