import type { FastifyRequest } from 'fastify';
import { loginTimeout } from '../http/envelope.ts';
import { contextOf } from '../http/request-context.ts';
import { newToken } from '../security/tokens.ts';
import type { ServerContext } from './server-context.ts';
import type { UserRow } from './users.ts';

/** Sessions last a week; authenticated calls keep the user's last_online fresh to within `onlineRefreshMs`. */
export const sessionLifetimeMs = 7 * 24 * 3600_000;
export const onlineRefreshMs = 30_000;

export async function createSession(context: ServerContext, userId: number): Promise<string> {
  const now = context.clock.now();
  const token = newToken();
  await context.db.query('insert into sessions (token, user_id, created_at, expires_at) values ($1, $2, $3, $4)', [token, userId, now.toISOString(), new Date(now.getTime() + sessionLifetimeMs).toISOString()]);
  return token;
}

/** The signed-in user of a request, or the login-timeout error (status 2, 登录超时) when the token is missing, unknown or expired. */
export async function requireUser(context: ServerContext, request: FastifyRequest): Promise<UserRow & { token: string }> {
  const { token } = contextOf(request);
  if (!token) throw loginTimeout();
  const now = context.clock.now().toISOString();
  const [user] = await context.db.query<UserRow>(
    'select u.* from sessions s join users u on u.id = s.user_id where s.token = $1 and s.expires_at > $2',
    [token, now],
  );
  if (!user) throw loginTimeout();
  // One write per half minute is enough for an online label; writing on every call costs a paying call a fifth of its time.
  if (!user.last_online || context.clock.now().getTime() - new Date(user.last_online).getTime() >= onlineRefreshMs) {
    await context.db.query('update users set last_online = $1 where id = $2', [now, user.id]);
  }
  return { ...user, token };
}
