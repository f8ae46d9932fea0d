export { ManifestError, formatIssue, type ManifestIssue } from './manifest/issues.ts';
export { loadTenant, uniqueIssues, validateTenants, type ValidationResult } from './manifest/validate.ts';
export { DEFAULT_SOURCE, sourceOf, type ResolvedTenant } from './manifest/resolve.ts';
export { readCatalogue } from './manifest/catalogue.ts';
export { didYouMean } from './manifest/did-you-mean.ts';
export { tenantSchemaPath } from './manifest/tenant-schema.ts';
export type { TenantManifest } from './generated/tenant-manifest.ts';
export type { FeatureName, ResolvedManifest, TenantConfig } from './generated/resolved-manifest.ts';
