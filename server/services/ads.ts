import type { Ad, AdminSiteAdsRequest } from '../../schema/generated/api.ts';
import type { Database } from '../db/database.ts';

/** The ad slots of spec 000 §3 commonConfig (docs/decisions.md "Ad slots"). */
export type AdSlot = AdminSiteAdsRequest['slot'];

export type SiteAds = Record<AdSlot, Ad | null>;

const noAds: SiteAds = { home_pop_ad: null, live_play_ad: null };

/**
 * The house ads the reference server puts up on a site that has never configured its own (`sideline serve`): the
 * app's own VIP offer, which is also the way out of both slots. Operators replace them through the admin API.
 */
export const houseAds: SiteAds = {
  home_pop_ad: {
    id: 1,
    title: '开通VIP，看球无广告',
    title_pt: 'Seja VIP e assista sem anúncios',
    image: '/static/pictures/ad-popup/1.svg',
    link: '/m/vip-plans',
  },
  live_play_ad: {
    id: 2,
    title: 'VIP 高清无广告',
    title_pt: 'VIP: HD e sem anúncios',
    image: '/static/pictures/ad-card/2.svg',
    link: '/m/vip-plans',
  },
};

/** The site's ads, each slot null when it has none. */
export async function siteAds(db: Database, site: string): Promise<SiteAds> {
  const [row] = await db.query<{ ads: Partial<SiteAds> | null }>('select ads from sites where code = $1', [site]);
  return { ...noAds, ...(row?.ads ?? {}) };
}

/** Puts up (or, with null, takes down) the ad of one slot; answers the site's ads after it. */
export async function setSiteAd(db: Database, site: string, slot: AdSlot, ad: Ad | null): Promise<SiteAds> {
  const [row] = await db.query<{ ads: Partial<SiteAds> }>(
    `update sites set ads = coalesce(ads, '{}'::jsonb) || jsonb_build_object($2::text, $3::jsonb) where code = $1 returning ads`,
    [site, slot, JSON.stringify(ad)],
  );
  return { ...noAds, ...row.ads };
}

/** A site that has never configured its ads starts with the house ads; one that has (even to none) keeps its own. */
export async function seedHouseAds(db: Database, site: string): Promise<void> {
  await db.query('update sites set ads = $2 where code = $1 and ads is null', [site, JSON.stringify(houseAds)]);
}
