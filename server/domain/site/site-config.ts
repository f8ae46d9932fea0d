import type { Database } from '../ports.ts';
import { defaultSiteConfig, type SiteConfig } from './default-site-config.ts';
import { siteAds } from './ads.ts';
import { emoji } from './site-catalogue.ts';
import { configOf, insertSite, mergeConfig } from './site-store.ts';

/** This server's site config row (the one `getCommonConfig` answers); the chat gateway checks app ids against it. */
export async function siteConfig(context: { db: Database; site: string }): Promise<SiteConfig> {
  const config = await configOf(context.db, context.site);
  if (!config) throw new Error(`site ${context.site} has no config row`);
  return config;
}

/** Gives a new site its row with the default config (everything on); a site that has one keeps it. */
export async function openSite(db: Database, code: string, imSdkAppId: number): Promise<void> {
  await insertSite(db, code, defaultSiteConfig(code, imSdkAppId));
}

/** The operator flips switch flags or sets config values; answers the whole config after. */
export function updateSiteConfig(db: Database, code: string, flags: Record<string, unknown>): Promise<Record<string, unknown>> {
  return mergeConfig(db, code, flags);
}

/**
 * What getCommonConfig answers: `config` holds the switch flags as '0'/'1' strings, the ad slots the operator's ads
 * (docs/decisions.md "Ad slots").
 */
export async function commonConfig(db: Database, site: string) {
  return {
    config: await siteConfig({ db, site }),
    ...(await siteAds(db, site)),
    emoji,
    live_badge: [],
    live_category: [],
    user_tag: [],
  };
}
