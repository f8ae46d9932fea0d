import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.ts';
import type { ServerContext } from '../../server-context.ts';

/** The admin API answers only with the right `x-admin-token` header; with no token configured it does not exist. */
export function requireAdmin(context: ServerContext, request: FastifyRequest): void {
  const given = Buffer.from(String(request.headers['x-admin-token'] ?? ''));
  const expected = Buffer.from(context.adminToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new DomainError('FORBIDDEN', '无权访问');
}
