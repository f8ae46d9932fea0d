import type { FastifyRequest } from 'fastify';
import { contextOf } from '../http/request-context.ts';
import type { ServerContext } from './server-context.ts';
import { sessionOf } from './sessions.ts';

/** The signed-in user's id when the request carries a valid token; guests (and stale tokens) get undefined, not an error. */
export async function optionalUserId(context: ServerContext, request: FastifyRequest): Promise<number | undefined> {
  const { token } = contextOf(request);
  if (!token) return undefined;
  return (await sessionOf(context, token))?.userId;
}
