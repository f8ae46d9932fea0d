import type { TenantConfig } from '../../../schema/generated/resolved-manifest.ts';

/** Brand name of a source code, from the manifest's per-source table. */
export function sourceName(config: Pick<TenantConfig, 'sources'>, spSource: number): string | undefined {
  return config.sources.find((s) => s.id === spSource)?.name;
}

/** Avatar URL for a numeric id: its own image when the tenant has one, otherwise the tenant's default. */
export function avatarFor(config: Pick<TenantConfig, 'avatars'>, id: number): string {
  return config.avatars.byId[String(id)] ?? config.avatars.default;
}

/**
 * The sp_source of this visit: the page's `sp_source` query parameter when the tenant answers to it,
 * otherwise the manifest's default.
 */
export function spSourceFor(config: Pick<TenantConfig, 'sources' | 'spSource'>, search: string): number {
  const requested = Number(new URLSearchParams(search).get('sp_source'));
  return Number.isInteger(requested) && config.sources.some((s) => s.id === requested) ? requested : config.spSource;
}
