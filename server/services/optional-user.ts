import type { FastifyRequest } from 'fastify';
import { contextOf } from '../http/request-context.ts';
import type { ServerContext } from './server-context.ts';

/** The signed-in user's id when the request carries a valid token; guests (and stale tokens) get undefined, not an error. */
export async function optionalUserId(context: ServerContext, request: FastifyRequest): Promise<number | undefined> {
  const { token } = contextOf(request);
  if (!token) return undefined;
  const [row] = await context.db.query<{ user_id: number }>('select user_id from sessions where token = $1 and expires_at > $2', [token, context.clock.now().toISOString()]);
  return row?.user_id;
}
