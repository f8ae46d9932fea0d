import type { Ad, AdminSiteAdsRequest } from '../../../schema/generated/api.ts';
import type { Database } from '../ports.ts';
import { DomainError } from '../errors.ts';
import { adsOf, setAd, setAdIfSeen, setAdsIfNone } from './site-store.ts';
import { featureBuilt } from './site-catalogue.ts';

/** The ad slots of spec 000 §3 commonConfig (docs/decisions.md "Ad slots"). */
export type AdSlot = AdminSiteAdsRequest['slot'];

export type SiteAds = Record<AdSlot, Ad | null>;

const noAds: SiteAds = { home_pop_ad: null, live_play_ad: null, launch_ad: null };

/**
 * The house ads the reference server puts up on a site that has never configured its own (`sideline serve`): the
 * app's own VIP offer, which is also the way out of both slots. The launch ad has no house ad: an installed app opens
 * straight onto its page until an operator puts one up. Operators replace them through the admin API.
 */
export const houseAds: Partial<SiteAds> = {
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
  return { ...noAds, ...((await adsOf(db, site)) ?? {}) };
}

/** Puts up (or, with null, takes down) the ad of one slot; answers the site's ads after it. */
export async function setSiteAd(db: Database, site: string, slot: AdSlot, ad: Ad | null): Promise<SiteAds> {
  return { ...noAds, ...(await setAd(db, site, slot, ad)) };
}

/**
 * A site that has never configured its ads starts with the house ads; one that has (even to none) keeps its own. A site
 * that does not build VIP (`built`, from the site's page: built-sites.ts builtFeaturesIn) gets none: both offer VIP and open its page.
 */
export async function seedHouseAds(db: Database, site: string, built?: readonly string[]): Promise<void> {
  if (featureBuilt('vip', built)) await setAdsIfNone(db, site, houseAds);
}

/** An ad as the console shows and sends it. */
export interface ConsoleAd {
  id: number;
  title: string;
  titlePt: string;
  image: string;
  link: string;
}

const toConsole = (ad: Ad | null): ConsoleAd | null =>
  ad && { id: ad.id, title: ad.title, titlePt: ad.title_pt, image: ad.image, link: ad.link };

/** The site's slots in the console's shape, in the order of spec 000 §3 commonConfig. */
export async function consoleAds(db: Database, site: string): Promise<{ slot: AdSlot; ad: ConsoleAd | null }[]> {
  const ads = await siteAds(db, site);
  return (Object.keys(noAds) as AdSlot[]).map((slot) => ({ slot, ad: toConsole(ads[slot]) }));
}

/**
 * Puts up an operator's ad in one slot (a new id, so the fan app treats it as another ad), or takes it down with null,
 * over the ad the operator read (`seenId`, null for an empty slot): a slot changed since is refused with CONFLICT, as
 * every content edit is. Answers the slot before and after.
 */
export async function putUpAd(
  db: Database,
  site: string,
  slot: AdSlot,
  change: { ad: Omit<ConsoleAd, 'id'> | null; seenId: number | null },
  now: Date,
): Promise<{ before: ConsoleAd | null; after: ConsoleAd | null }> {
  const { ad, seenId } = change;
  const before = (await siteAds(db, site))[slot];
  const seconds = Math.floor(now.getTime() / 1000);
  const id = before && before.id >= seconds ? before.id + 1 : seconds;
  const stored = ad && { id, title: ad.title.trim(), title_pt: ad.titlePt.trim(), image: ad.image, link: ad.link };
  const after = await setAdIfSeen(db, site, slot, stored, seenId);
  if (!after) throw new DomainError('CONFLICT', '广告位已被其他人更改，请重新加载');
  return { before: toConsole(before), after: toConsole({ ...noAds, ...after }[slot]) };
}
