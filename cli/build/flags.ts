import { createHash } from 'node:crypto';
import type { TenantManifest } from '../../schema/index.ts';

/** Every feature and tab the schema knows, in schema order. */
export interface FeatureSet {
  features: Record<string, boolean>;
  tabs: Record<string, boolean>;
}

/** What of a manifest reaches the JavaScript: tenants with equal feature sets share one bundle. */
export function featureSetOf(manifest: TenantManifest): FeatureSet {
  return {
    features: { ...(manifest.features as Record<string, boolean>) },
    tabs: { ...(manifest.tabs as Record<string, boolean>) },
  };
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

export function builtFeatureNames(set: FeatureSet): string[] {
  return Object.entries(set.features)
    .filter(([, on]) => on)
    .map(([name]) => name);
}
