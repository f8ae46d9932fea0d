import type { TenantManifest } from '../../../schema/generated/tenant-manifest.ts';

export type { Locale } from '../../../schema/generated/tenant-manifest.ts';

/** A product feature of the runtime: the keys of the manifest's `features`. */
export type FeatureName = keyof NonNullable<TenantManifest['features']>;

/**
 * What the runtime knows about its tenant: the resolved manifest with asset paths turned into URLs.
 * The build writes it into index.html, so every tenant with the same features shares the same JavaScript.
 */
export type TenantConfig = Required<Omit<TenantManifest, '$schema' | 'extends' | 'abstract'>> & {
  /** Site code, e.g. `qutup2`. */
  code: string;
  /** Features built into this tenant, in registry order. */
  builtFeatures: FeatureName[];
};
