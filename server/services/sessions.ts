import type { FastifyRequest } from 'fastify';
import { loginTimeout } from '../http/envelope.ts';
import { contextOf } from '../http/request-context.ts';
import { newToken } from '../security/tokens.ts';
import type { CachedSession } from './session-cache.ts';
import type { ServerContext } from './server-context.ts';
import type { UserRow } from './users.ts';

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
async function keepOnline(context: ServerContext, session: CachedSession): Promise<void> {
  const now = context.clock.now();
  if (now.getTime() - session.onlineAtMs < onlineRefreshMs) return;
  session.onlineAtMs = now.getTime();
  await context.db.query('update users set last_online = $1 where id = $2', [now.toISOString(), session.userId]);
}

/** The signed-in user's id, or the login-timeout error (status 2, 登录超时); a known session costs no query (a paying call needs no more). */
export async function requireUserId(context: ServerContext, request: FastifyRequest): Promise<number> {
  const { token } = contextOf(request);
  const session = token ? await sessionOf(context, token) : undefined;
  if (!session) throw loginTimeout();
  await keepOnline(context, session);
  return session.userId;
}

/** The signed-in user of a request, or the login-timeout error (status 2, 登录超时) when the token is missing, unknown or expired. */
export async function requireUser(context: ServerContext, request: FastifyRequest): Promise<UserRow & { token: string }> {
  const { token } = contextOf(request);
  const session = token ? await sessionOf(context, token) : undefined;
  if (!token || !session) throw loginTimeout();
  const [user] = await context.db.query<UserRow>('select * from users where id = $1', [session.userId]);
  if (!user) throw loginTimeout();
  if (user.last_online) session.onlineAtMs = Math.max(session.onlineAtMs, new Date(user.last_online).getTime());
  await keepOnline(context, session);
  return { ...user, token };
}
