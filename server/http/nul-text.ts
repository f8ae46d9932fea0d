import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRouteHook } from './route-hooks.ts';
import { DomainError } from '../domain/errors.ts';

/** Whether a parsed JSON value holds a NUL character in any string, key or value, however deep. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1));
}

/**
 * Refuses text with a NUL character in a JSON body, the query or a path parameter (status 1): PostgreSQL cannot store it in a text
 * column, so such a value would otherwise reach the database and fail there as a server fault. No field of the API
 * has a use for it. The chat gateway's HTTP calls (`/im/...`) take protobuf bodies and no query: the chat protocol
 * refuses NUL text itself (docs/im-protocol.md), so its long polls do not run this (http/route-hooks.ts).
 */
export function refuseNulText(app: FastifyInstance): void {
  addRouteHook(
    app,
    'preValidation',
    async (request: FastifyRequest) => {
      if (holdsNul(request.body) || holdsNul(request.query) || holdsNul(request.params))
        throw new DomainError('BAD_INPUT', '参数错误: 文本不能包含空字符 (\\u0000)');
    },
    (route) => !route.url.startsWith('/im/'),
  );
}
