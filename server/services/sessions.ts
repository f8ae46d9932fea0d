import { newToken } from '../security/tokens.ts';
import type { CachedSession } from './session-cache.ts';
import type { ServerContext } from '../server-context.ts';

/** Sessions last a week; authenticated calls keep the user's last_online fresh to within `onlineRefreshMs`. */
export const sessionLifetimeMs = 7 * 24 * 3600_000;
export const onlineRefreshMs = 30_000;

export async function createSession(context: ServerContext, userId: number): Promise<string> {
  const now = context.clock.now();
  const token = newToken();
  await context.db.query('insert into sessions (token, user_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    token,
    userId,
    now.toISOString(),
    new Date(now.getTime() + sessionLifetimeMs).toISOString(),
  ]);
  return token;
}

/**
 * The live session of a token: from this node's cache (no query), else from the database, remembered for the next
 * call. Undefined when the token is unknown or expired.
 */
export async function sessionOf(context: ServerContext, token: string): Promise<CachedSession | undefined> {
  const nowMs = context.clock.now().getTime();
  const cached = context.sessions.get(token, nowMs);
  if (cached) return cached;
  const epoch = context.sessions.epoch();
  const [row] = await context.db.query<{ user_id: number; expires_at: Date | string; last_online: Date | string | null }>(
    'select s.user_id, s.expires_at, u.last_online from sessions s join users u on u.id = s.user_id where s.token = $1 and s.expires_at > $2',
    [token, new Date(nowMs).toISOString()],
  );
  if (!row) return undefined;
  const session = {
    userId: row.user_id,
    expiresAtMs: new Date(row.expires_at).getTime(),
    onlineAtMs: row.last_online ? new Date(row.last_online).getTime() : 0,
  };
  context.sessions.remember(token, session, epoch);
  return session;
}

/** One write per half minute is enough for an online label; writing on every call costs a paying call a fifth of its time. */
export async function keepOnline(context: ServerContext, session: CachedSession): Promise<void> {
  const now = context.clock.now();
  if (now.getTime() - session.onlineAtMs < onlineRefreshMs) return;
  session.onlineAtMs = now.getTime();
  await context.db.query('update users set last_online = $1 where id = $2', [now.toISOString(), session.userId]);
}
