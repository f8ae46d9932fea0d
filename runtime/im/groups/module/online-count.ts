/** Spec 001 §9: the online count may be asked again only when all three hold. */
export interface OnlineCountCache {
  count: number;
  /** When the server's answer stops being fresh, ms. */
  expiresAt: number;
  updatedAt: number;
  requestedAt: number;
}

export const defaultOnlineCountExpirySeconds = 60;

export function mayRefreshOnlineCount(cache: OnlineCountCache | undefined, now: number): boolean {
  if (!cache) return true;
  return now >= cache.expiresAt && now - cache.updatedAt > 10_000 && now - cache.requestedAt > 3_000;
}
