import type { FastifyRequest } from 'fastify';
import { loginTimeout } from '../domain/errors.ts';
import type { ServerContext } from '../server-context.ts';
import { keepOnline, sessionOf } from '../services/sessions.ts';
import type { UserRow } from '../services/users.ts';
import { contextOf } from './request-context.ts';

// Who is asking: the session a request's token names (spec 000 §8). The HTTP layer reads the token; the accounts
// domain knows the sessions.

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

/** The signed-in user's id when the request carries a valid token; guests (and stale tokens) get undefined, not an error. */
export async function optionalUserId(context: ServerContext, request: FastifyRequest): Promise<number | undefined> {
  const { token } = contextOf(request);
  if (!token) return undefined;
  return (await sessionOf(context, token))?.userId;
}
