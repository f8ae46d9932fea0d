import type { Ad, AdminSiteAdsRequest } from '../../../schema/generated/api.ts';
import type { Database } from '../ports.ts';
import type { SiteConfig } from './default-site-config.ts';

/** A site's ads as stored: the slots it has set (null for one taken down); null when it has never set any. */
export type StoredAds = Partial<Record<AdminSiteAdsRequest['slot'], Ad | null>>;

/** Creates a site's row with its first config, unless it exists. */
export async function insertSite(db: Database, code: string, config: SiteConfig): Promise<void> {
  await db.query('insert into sites (code, config) values ($1, $2) on conflict (code) do nothing', [code, JSON.stringify(config)]);
}

/** A site's config, or undefined for a site without a row. */
export async function configOf(db: Database, code: string): Promise<SiteConfig | undefined> {
  const [row] = await db.query<{ config: SiteConfig }>('select config from sites where code = $1', [code]);
  return row?.config;
}

/** Merges flags into a site's config; answers the config after. */
export async function mergeConfig(db: Database, code: string, flags: Record<string, unknown>): Promise<Record<string, unknown>> {
  const [row] = await db.query<{ config: Record<string, unknown> }>(
    'update sites set config = config || $2::jsonb where code = $1 returning config',
    [code, JSON.stringify(flags)],
  );
  return row.config;
}

/** A site's stored ads (null when it has never configured any, or has no row). */
export async function adsOf(db: Database, code: string): Promise<StoredAds | null> {
  const [row] = await db.query<{ ads: StoredAds | null }>('select ads from sites where code = $1', [code]);
  return row?.ads ?? null;
}

/** Sets the ad of one slot (null takes it down); answers the site's stored ads after. */
export async function setAd(db: Database, code: string, slot: AdminSiteAdsRequest['slot'], ad: Ad | null): Promise<StoredAds> {
  const [row] = await db.query<{ ads: StoredAds }>(
    `update sites set ads = coalesce(ads, '{}'::jsonb) || jsonb_build_object($2::text, $3::jsonb) where code = $1 returning ads`,
    [code, slot, JSON.stringify(ad)],
  );
  return row.ads;
}

/**
 * Sets one slot's ad only while the slot still holds the ad of id `seenId` (null: empty), as the operator read it;
 * answers the ads after, or undefined when the slot changed since. The check and the write are one statement.
 */
export async function setAdIfSeen(
  db: Database,
  code: string,
  slot: AdminSiteAdsRequest['slot'],
  ad: Ad | null,
  seenId: number | null,
): Promise<StoredAds | undefined> {
  const [row] = await db.query<{ ads: StoredAds }>(
    `update sites set ads = coalesce(ads, '{}'::jsonb) || jsonb_build_object($2::text, $3::jsonb)
      where code = $1 and (ads -> $2 ->> 'id')::bigint is not distinct from $4::bigint returning ads`,
    [code, slot, JSON.stringify(ad), seenId],
  );
  return row?.ads;
}

/** Sets a site's ads, only if it has never configured any. */
export async function setAdsIfNone(db: Database, code: string, ads: StoredAds): Promise<void> {
  await db.query('update sites set ads = $2 where code = $1 and ads is null', [code, JSON.stringify(ads)]);
}
