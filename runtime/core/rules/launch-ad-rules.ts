/**
 * When the installed app's launch ad (commonConfig `launch_ad`, docs/decisions.md "The launch ad of the installed app")
 * shows: only in the installed app (display-mode standalone), only at a cold start onto a landing page, at most once
 * per server day on this device, never to a fan spared pop-up ads, and only once its picture has loaded and before the
 * fan has done anything else.
 */
export interface LaunchAdFacts {
  /** `matchMedia('(display-mode: standalone)').matches` when the app started. */
  standalone: boolean;
  /** The navigation's type (PerformanceNavigationTiming.type): a reload or a step back is not a cold start. */
  navigation: string | undefined;
  /** The app opened on one of the menu's pages, not on a chat, a login or a shared link. */
  onLandingPage: boolean;
  /** The slot holds an ad the app can show (`usableAd`). */
  hasAd: boolean;
  /** The fan's `is_no_popad` spares them pop-up ads (VIP). */
  spared: boolean;
  /** The server day the launch ad last showed on this device, if ever. */
  lastShownDay: string | null;
  today: string;
  /** The picture: still loading, loaded, or failed (then nothing shows). */
  picture: 'loading' | 'loaded' | 'failed';
  /** The fan tapped, typed or left the first page before the ad could show: it is no longer a launch ad. */
  movedOn: boolean;
}

/** How many seconds the launch ad stays up at most; the skip button counts them down. */
export const launchAdSeconds = 3;

/** Whether the launch ad is worth loading its picture for: everything but the picture and the fan's first step. */
export function launchAdDue(facts: Omit<LaunchAdFacts, 'picture' | 'movedOn'>): boolean {
  const coldStart = facts.navigation === undefined || facts.navigation === 'navigate' || facts.navigation === 'prerender';
  return facts.standalone && coldStart && facts.onLandingPage && facts.hasAd && !facts.spared && facts.lastShownDay !== facts.today;
}

/** Whether the launch ad shows now (it still waits for its turn in the overlay queue). */
export function launchAdShows(facts: LaunchAdFacts): boolean {
  return launchAdDue(facts) && facts.picture === 'loaded' && !facts.movedOn;
}

/** Where the day it last showed is kept, per site (cleared with the site's cache, as other stored keys are). */
export const launchAdDayKey = (site: string) => `sideline-${site}-launch-ad-day`;
