import type { TenantConfig } from '../../../../schema/generated/resolved-manifest.ts';

type DownloadLinks = TenantConfig['share']['download'];

/**
 * The manifest's download link for the fan's device (`share.download`), or null when the brand has none for it.
 * An iPhone or iPad gets the App Store link only: an Android package is useless there. Every other system gets the
 * Android link, or the App Store one when that is all the brand has (a desktop browser can show either page).
 */
export function downloadLink(links: DownloadLinks, userAgent: string): string | null {
  // An empty link means the brand has none for that system.
  const android = links.android || null;
  const ios = links.ios || null;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return ios;
  return android ?? ios;
}
