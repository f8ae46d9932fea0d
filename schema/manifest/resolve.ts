import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResolvedManifest } from '../generated/resolved-manifest.ts';
import { schemaDefaults } from './defaults.ts';
import { pointerOf, segmentsOf } from './json-pointer.ts';
import { schemaAt } from './tenant-schema.ts';

/** Provenance label of values that no manifest set. */
export const DEFAULT_SOURCE = 'schema/tenant.schema.json (default)';
/** Folder that default asset paths are relative to: the Sideline defaults shipped with the package. */
export const DEFAULT_ASSETS_DIR = fileURLToPath(new URL('../../templates/assets', import.meta.url));

/** One manifest of an `extends` chain, already parsed. */
export interface Layer {
  /** Project-relative file. */
  file: string;
  value: Record<string, unknown>;
}

/** A site's manifest after `extends` and defaults, remembering where each value came from. */
export interface ResolvedTenant {
  code: string;
  brand: string;
  /** Every field that has a default is set, at every depth (the type is generated: schema/scripts/render-types.ts). */
  manifest: ResolvedManifest;
  /** JSON pointer of every leaf value (arrays count as leaves) to the file that set it, or {@link DEFAULT_SOURCE}. */
  provenance: Map<string, string>;
  /** Files of the chain, the site's own first. */
  chain: string[];
}

/** Keys that say how a manifest file inherits; the resolver drops them, so a resolved manifest has none. */
export const inheritanceKeys: ReadonlySet<string> = new Set(['$schema', 'extends', 'abstract']);

/**
 * Merges defaults and the layers (root ancestor first, the site last): objects deeply, arrays and values replace.
 * Asset paths are rewritten relative to the project root, from the folder of the file that named them.
 */
export function mergeLayers(code: string, layers: readonly Layer[], rootDir: string): ResolvedTenant {
  const sources: Layer[] = [{ file: DEFAULT_SOURCE, value: schemaDefaults() }, ...layers];
  const manifest: Record<string, unknown> = {};
  const provenance = new Map<string, string>();
  for (const layer of sources) {
    const value = Object.fromEntries(Object.entries(layer.value).filter(([key]) => !inheritanceKeys.has(key)));
    mergeInto(manifest, value, [], layer.file, provenance, rootDir);
  }
  return {
    code,
    // brand is inherited like any other value (a site may leave it to its parent in the same folder).
    brand: typeof manifest.brand === 'string' ? manifest.brand : '',
    manifest: manifest as unknown as ResolvedManifest,
    provenance,
    chain: layers.map((l) => l.file).reverse(),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeInto(
  target: Record<string, unknown>,
  source: Record<string, unknown>,
  path: string[],
  file: string,
  provenance: Map<string, string>,
  rootDir: string,
): void {
  for (const [key, value] of Object.entries(source)) {
    const childPath = [...path, key];
    if (isPlainObject(value) && isPlainObject(target[key])) {
      mergeInto(target[key] as Record<string, unknown>, value, childPath, file, provenance, rootDir);
      continue;
    }
    if (isPlainObject(value)) {
      target[key] = {};
      forgetBelow(provenance, pointerOf(childPath));
      // An empty object is a value of its own ("no overrides"): remember who wrote it.
      if (Object.keys(value).length === 0) provenance.set(pointerOf(childPath), file);
      mergeInto(target[key] as Record<string, unknown>, value, childPath, file, provenance, rootDir);
      continue;
    }
    forgetBelow(provenance, pointerOf(childPath));
    target[key] = rebaseAsset(structuredClone(value), childPath, file, rootDir);
    provenance.set(pointerOf(childPath), file);
  }
}

function forgetBelow(provenance: Map<string, string>, pointer: string): void {
  for (const key of provenance.keys()) if (key === pointer || key.startsWith(pointer + '/')) provenance.delete(key);
}

/** Asset paths are written relative to their manifest; resolved ones are relative to the project root. */
function rebaseAsset(value: unknown, path: string[], file: string, rootDir: string): unknown {
  if (typeof value !== 'string' || schemaAt(path)?.['x-asset'] !== true) return value;
  const baseDir = file === DEFAULT_SOURCE ? DEFAULT_ASSETS_DIR : dirname(join(rootDir, file));
  return relative(rootDir, join(baseDir, value)).split('\\').join('/');
}

/** The file that set the value at `pointer`, or at its closest ancestor that has one. */
export function sourceOf(tenant: ResolvedTenant, pointer: string): string {
  let segments = segmentsOf(pointer);
  for (;;) {
    const exact = tenant.provenance.get(pointerOf(segments));
    if (exact) return exact;
    // A container: attribute it to the most specific file among its children.
    const prefix = pointerOf(segments) + '/';
    for (const file of tenant.chain) {
      for (const [key, source] of tenant.provenance) if (key.startsWith(prefix) && source === file) return file;
    }
    if (segments.length === 0) return tenant.chain[0] ?? DEFAULT_SOURCE;
    segments = segments.slice(0, -1);
  }
}
