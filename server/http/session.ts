import type { FastifyRequest } from 'fastify';
import { keepOnline, sessionOf, sessionUser } from '../domain/accounts/sessions.ts';
import type { UserRow } from '../domain/accounts/users.ts';
import { loginTimeout } from '../domain/errors.ts';
import type { ServerContext } from '../server-context.ts';
import { contextOf } from './request-context.ts';

// Who is asking: the session a request's token names (spec 000 §8). The HTTP layer reads the token; the accounts
// domain knows the sessions.

/** The signed-in user's id, or the login-timeout error (status 2, 登录超时); a known session costs no query (a paying call needs no more). */
export async function requireUserId(context: ServerContext, request: FastifyRequest): Promise<number> {
  const { token } = contextOf(request);
  const session = token ? await sessionOf(context.db, context.sessions, token, context.clock.now()) : undefined;
  if (!token || !session) throw loginTimeout();
  await keepOnline(context.db, session, context.clock.now(), token);
  return session.userId;
}

/** The signed-in user of a request, or the login-timeout error (status 2, 登录超时) when the token is missing, unknown or expired. */
export async function requireUser(context: ServerContext, request: FastifyRequest): Promise<UserRow & { token: string }> {
  const { token } = contextOf(request);
  const session = token ? await sessionOf(context.db, context.sessions, token, context.clock.now()) : undefined;
  if (!token || !session) throw loginTimeout();
  const user = await sessionUser(context.db, session);
  if (!user) throw loginTimeout();
  await keepOnline(context.db, session, context.clock.now(), token);
  return { ...user, token };
}

/** The signed-in user's id when the request carries a valid token; guests (and stale tokens) get undefined, not an error. */
export async function optionalUserId(context: ServerContext, request: FastifyRequest): Promise<number | undefined> {
  const { token } = contextOf(request);
  if (!token) return undefined;
  return (await sessionOf(context.db, context.sessions, token, context.clock.now()))?.userId;
}
