/** Who the chat is logged in as: the session user's chat id (their uid) and signature. */
export interface ChatIdentity {
  userID: string;
  userSig: string;
}

/**
 * What the SDK must do when the session's chat identity changes from `applied` (what it was last logged in with) to
 * `wanted`: nothing, log in, or log out first (then log in when someone is wanted).
 *
 * A new signature for the user already logged in is kept, not applied: the session the SDK holds stays valid, and the
 * user info refreshed on every start brings a new signature. Logging out and in for it emptied every open chat for a
 * moment after a reload. Should the old signature expire, the SDK's re-login is refused and the kick-out it raises
 * logs in with the newest one (follow-session.ts).
 */
export function identityChange(applied: ChatIdentity | null, wanted: ChatIdentity | null): 'none' | 'login' | 'logout' {
  if (!applied) return wanted ? 'login' : 'none';
  if (wanted?.userID === applied.userID) return 'none';
  return 'logout';
}
