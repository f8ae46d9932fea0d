import { createHash } from 'node:crypto';
import type { FeatureName, ResolvedManifest } from '../../schema/index.ts';

/** Every feature and tab the schema knows, in schema order. */
export interface FeatureSet {
  features: ResolvedManifest['features'];
  tabs: ResolvedManifest['tabs'];
}

/** What of a manifest reaches the JavaScript: tenants with equal feature sets share one bundle. */
export function featureSetOf(manifest: ResolvedManifest): FeatureSet {
  return { features: { ...manifest.features }, tabs: { ...manifest.tabs } };
}

export function featureSetKey(set: FeatureSet): string {
  return createHash('sha256').update(JSON.stringify(set)).digest('hex').slice(0, 12);
}

/** Define key of a flag, e.g. `__SL_FEATURE_DATA_MODEL__`; runtime/core/build-flags.ts declares the same names. */
export function flagKey(kind: 'FEATURE' | 'TAB', name: string): string {
  return `__SL_${kind}_${name.toUpperCase().replace(/-/g, '_')}__`;
}

/** One `define` key per flag, so the bundler drops the code behind a flag that is off. */
export function flagDefines(set: FeatureSet): Record<string, string> {
  const defines: Record<string, string> = {};
  for (const [name, on] of Object.entries(set.features)) defines[flagKey('FEATURE', name)] = String(on);
  for (const [name, on] of Object.entries(set.tabs)) defines[flagKey('TAB', name)] = String(on);
  return defines;
}

/** The features that are on, in schema order. */
export function builtFeatureNames(set: FeatureSet): FeatureName[] {
  return (Object.keys(set.features) as FeatureName[]).filter((name) => set.features[name]);
}
