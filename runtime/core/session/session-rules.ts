import type { GuestInfo } from '../../../schema/generated/api.ts';
import { appBase, isUnderApp } from '../navigation/redirect.ts';

/** Spec 000 §4: the guest session refreshes when expire_time (Unix seconds) has passed; no guest yet also means fetch. */
export function guestNeedsRefresh(guest: GuestInfo | null, nowMs: number): boolean {
  return !guest || guest.expire_time * 1000 <= nowMs;
}

export type AfterLogin = { navigate: string } | { reload: string };

/**
 * Where login success leads (spec 000 §4: "goes to /m/ if already on a mobile path, else home with reload").
 * Our reading: the backurl saved by the login prompt wins (spec 000 §2), so a fan returns to what they were doing;
 * without one, a fan inside the app goes to /m/ (the root redirect), and anywhere else the site's home is reloaded.
 */
export function afterLoginTarget(backurl: string, currentPathname: string): AfterLogin {
  const underApp = isUnderApp(currentPathname);
  if (backurl.startsWith(appBase + '/') && !isAccountPath(backurl))
    return underApp ? { navigate: backurl.slice(appBase.length) } : { reload: backurl };
  return underApp ? { navigate: '/' } : { reload: '/' };
}

/** The login, registration and password screens (an app URL under /m, with or without its query). */
export function isAccountPath(url: string): boolean {
  const path = (isUnderApp(url) ? url.slice(appBase.length) : url).split(/[?#]/)[0];
  return path === '/login' || path === '/register' || path === '/forget-password';
}

/**
 * The backurl as the fan moves between pages (spec 000 §2, docs/decisions.md "Back where they were"): entering the
 * account screens from a page of the app saves that page (path and query, under /m) unless the login prompt saved one
 * already; leaving them for any other page drops it, since the fan gave up on that login. `lastPage` is the app page
 * the fan was on before (empty when the account screen was the first page opened).
 */
export function backurlOnEnter(enteredPath: string, backurl: string, lastPage: string): string {
  if (!isAccountPath(enteredPath)) return '';
  return backurl || lastPage;
}

/** Spec 000 §4: chat login error 2025 (already logged in) is ignored; any other fetches new guest info. */
export function chatLoginErrorAction(code: number): 'ignore' | 'refresh-guest' {
  return code === 2025 ? 'ignore' : 'refresh-guest';
}
