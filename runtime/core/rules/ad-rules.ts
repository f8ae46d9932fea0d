/**
 * The ad slots of spec 000 §3 commonConfig and who is spared them (docs/decisions.md "Ad slots"): `home_pop_ad` is
 * the landing pages' pop-up, removed by the user's `is_no_popad`; `live_play_ad` the QR or banner card over a live
 * room's player, removed by `is_no_qrad`. VIP sets both; guests see both.
 */
export type AdSlot = 'home_pop_ad' | 'live_play_ad';

const removedBy = { home_pop_ad: 'is_no_popad', live_play_ad: 'is_no_qrad' } as const;

/** Whether the slot shows to this fan (null: a guest). */
export function showsAd(slot: AdSlot, user: { is_no_popad?: number; is_no_qrad?: number } | null): boolean {
  return !user || user[removedBy[slot]] !== 1;
}

/** The pop-up shows at most once per server day: it is due when the day it last showed is not today. */
export function popAdDue(lastShownDay: string | null, today: string): boolean {
  return lastShownDay !== today;
}

/** Where the pop-up's day is kept, per site (cleared with the site's cache, as other stored keys are). */
export const popAdDayKey = (site: string) => `sideline-${site}-pop-ad-day`;

/**
 * Where a tap on an ad goes: a path inside the app (`/m/...`, followed by the router, without `/m`) or an https
 * address (opened apart); anything else is not followed, whatever the server sent.
 */
export function adTarget(link: unknown): { inApp: string } | { external: string } | null {
  if (typeof link !== 'string') return null;
  if (/^\/m\/[^\s\\]*$/.test(link) && !link.startsWith('/m//')) return { inApp: link.slice(2) };
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.host && link.startsWith('https://') ? { external: url.href } : null;
  } catch {
    return null;
  }
}

/** An ad as the app can show it: every field the right type, else null (the slot stays empty). */
export function usableAd(value: unknown): { id: number; title: string; title_pt: string; image: string; link: string } | null {
  if (!value || typeof value !== 'object') return null;
  const ad = value as Record<string, unknown>;
  const texts = ['title', 'title_pt', 'image', 'link'].every((field) => typeof ad[field] === 'string' && ad[field] !== '');
  return texts && typeof ad.id === 'number' ? (ad as { id: number; title: string; title_pt: string; image: string; link: string }) : null;
}
