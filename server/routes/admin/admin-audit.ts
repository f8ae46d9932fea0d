import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../domain/operators/audit.ts';
import type { ServerContext } from '../../server-context.ts';

/** What an admin call's entry keeps of its body and query: never a secret it carries (a fan's session token). */
function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      /token|password|secret/i.test(key) ? '[redacted]' : redacted(inner),
    ]),
  );
}

/**
 * Records every admin call that succeeded in the audit log, with the actor `admin-token` (docs/operators.md "Audit
 * log"): the route as the action, what was sent as `after`. Written once the call has answered status 0, in a statement
 * of its own (the admin routes keep their transactions); a refused call changed nothing and is not recorded.
 */
export function auditAdminCalls(app: FastifyInstance, context: ServerContext): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if ((payload as { status?: unknown } | null)?.status !== 0) return payload;
    const body = request.body === undefined ? undefined : redacted(request.body);
    const query = redacted(request.query);
    await recordAudit(context.db, context.clock.now(), {
      operatorId: null,
      actor: 'admin-token',
      role: 'admin-token',
      address: request.ip,
      action: `${request.method} ${request.routeOptions.url}`,
      targetKind: 'admin',
      targetId: '',
      site: context.site,
      before: null,
      after: { body, query },
    });
    return payload;
  });
}
