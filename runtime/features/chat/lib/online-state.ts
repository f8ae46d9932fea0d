/** How a profile labels a user's presence: 在线, 离线 or 未登录 (docs/decisions.md "Chat screens"). */
export type OnlineState = 'online' | 'offline' | 'never';

/**
 * The server refreshes a user's last_online at most every 30 s while they use the app (server/domain/accounts/sessions.ts),
 * so anyone seen within five minutes is still there; 0 means the account never signed in.
 */
export const onlineWindowSeconds = 5 * 60;

/** The label for a `lastOnline` (Unix seconds, from getUserLastOnline) at `nowSeconds`. */
export function onlineState(lastOnline: number, nowSeconds: number): OnlineState {
  if (!lastOnline) return 'never';
  return nowSeconds - lastOnline <= onlineWindowSeconds ? 'online' : 'offline';
}
