import { newToken } from '../../security/tokens.ts';
import type { Database } from '../ports.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';
import { deleteExpiredSessions, expireSessionRow, insertSession, liveSession, setSessionSeen } from './session-store.ts';
import { setOnline, userById } from './user-store.ts';
import type { UserRow } from './users.ts';

/** Sessions last a week; authenticated calls keep the user's last_online fresh to within `onlineRefreshMs`. */
export const sessionLifetimeMs = 7 * 24 * 3600_000;
export const onlineRefreshMs = 30_000;

/** The most of a browser's user agent a session keeps as its device. */
const deviceLength = 200;

/** A new session of the user from `now` on `device` (the browser's user agent): its token. */
export async function createSession(db: Database, userId: number, now: Date, device = ''): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs).toISOString();
  await insertSession(db, { token, userId, createdAt: now.toISOString(), expiresAt, device: device.slice(0, deviceLength) });
  return token;
}

/**
 * The live session of a token: from this node's cache (no query), else from the database, remembered for the next
 * call. Undefined when the token is unknown or expired.
 */
export async function sessionOf(db: Database, cache: SessionCache, token: string, now: Date): Promise<CachedSession | undefined> {
  const nowMs = now.getTime();
  const cached = cache.get(token, nowMs);
  if (cached) return cached;
  const epoch = cache.epoch();
  const row = await liveSession(db, token, new Date(nowMs).toISOString());
  if (!row) return undefined;
  const session = {
    userId: row.user_id,
    expiresAtMs: new Date(row.expires_at).getTime(),
    onlineAtMs: row.last_online ? new Date(row.last_online).getTime() : 0,
  };
  cache.remember(token, session, epoch);
  return session;
}

/** The user of a live session (undefined once deleted); what it read of last_online spares the next write. */
export async function sessionUser(db: Database, session: CachedSession): Promise<UserRow | undefined> {
  const user = await userById(db, session.userId);
  if (user?.last_online) session.onlineAtMs = Math.max(session.onlineAtMs, new Date(user.last_online).getTime());
  return user;
}

/**
 * One write per half minute is enough for an online label; writing on every call costs a paying call a fifth of its
 * time. The session of `token` is marked seen at the same pace (the console's list of a fan's sessions).
 */
export async function keepOnline(db: Database, session: CachedSession, now: Date, token?: string): Promise<void> {
  if (now.getTime() - session.onlineAtMs < onlineRefreshMs) return;
  session.onlineAtMs = now.getTime();
  await setOnline(db, session.userId, now.toISOString());
  if (token !== undefined) await setSessionSeen(db, token, now.toISOString());
}

/** Ends a session a second before `now` (the admin API's, for tests and QA); false when the token is unknown. */
export async function expireSession(db: Database, cache: SessionCache, token: string, now: Date): Promise<boolean> {
  if (!(await expireSessionRow(db, token, new Date(now.getTime() - 1000).toISOString()))) return false;
  cache.forgetToken(token);
  return true;
}

/** Expired sessions are useless; cleared at start so the table does not only grow. */
export async function clearExpiredSessions(db: Database, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now.toISOString());
}
