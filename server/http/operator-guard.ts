import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../domain/operators/audit.ts';
import type { Database } from '../domain/ports.ts';
import { mayDo, type Permission } from '../domain/operators/roles.ts';
import { csrfMatches, operatorOfSession, outOfScope, type SignedInOperator } from '../domain/operators/sessions.ts';
import { DomainError } from '../domain/errors.ts';
import type { ServerContext } from '../server-context.ts';

// The operators' console's guard (docs/operators.md, docs/security.md "Operators' console"): who is asking, whether
// they may, and the audit log of what they did. Any route plugin of the console calls `requireOperator` first.

/** The console's session cookie, sent only to /ops (the console and its API). */
export const operatorCookie = 'sideline_ops';

/**
 * What a call needs beyond a session: a permission of the roles table (domain/operators/roles.ts), or `session` for
 * the calls every signed-in operator makes (their session, their second factor's enrolment), which alone stay open to
 * an owner or finance operator who has not enrolled yet.
 */
export type OperatorNeed = Permission | 'session';

/** The session token of the console's cookie, if the request carries one. */
export function operatorToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === operatorCookie) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The signed-in operator, checked in this order: a live session (status 2 otherwise); on any method but GET and HEAD
 * the `x-csrf-token` header equal to the session's (status 4 `缺少或错误的 CSRF 令牌`); this node's site in their
 * scope (status 4 `这个站点不在你的权限内`); a second factor enrolled where the role requires it; and the permission
 * (status 4 `没有权限`). Status 4 answers HTTP 403 under /ops (http/errors.ts). The call counts as the operator's
 * activity (the idle timeout starts again) unless `touch` is false, as for the live stream the console keeps open.
 */
export async function requireOperator(
  context: ServerContext,
  request: FastifyRequest,
  need: OperatorNeed,
  options: { touch?: boolean } = {},
): Promise<SignedInOperator> {
  const operator = await operatorOfSession(context.db, operatorToken(request), context.clock.now(), options.touch ?? true);
  if (request.method !== 'GET' && request.method !== 'HEAD' && !csrfMatches(operator, headerOf(request, 'x-csrf-token')))
    throw new DomainError('FORBIDDEN', '缺少或错误的 CSRF 令牌');
  if (operator.sites !== null && !operator.sites.includes(context.site)) throw outOfScope();
  if (need === 'session') return operator;
  if (operator.totpRequired && !operator.totpEnrolled) throw new DomainError('FORBIDDEN', '请先启用两步验证');
  if (!mayDo(operator.role, need)) throw new DomainError('FORBIDDEN', '没有权限');
  return operator;
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Sets the session cookie: HttpOnly, SameSite=Strict, Path=/ops, and Secure when the request came over https. */
export function setOperatorCookie(request: FastifyRequest, reply: FastifyReply, token: string | undefined): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const value = token === undefined ? '=; Max-Age=0' : `=${token}`;
  void reply.header('set-cookie', `${operatorCookie}${value}; Path=/ops; HttpOnly; SameSite=Strict${secure}`);
}

/** What an audit entry says beyond who and where. */
export interface AuditAction {
  action: string;
  targetKind?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Records what `operator` did, from the request's address, on this node's site. `db` is the transaction of the change
 * when there is one (`context.db.transaction(tx => ...)`), so the change and its entry are kept or lost together.
 */
export async function audit(
  context: ServerContext,
  request: FastifyRequest,
  operator: Pick<SignedInOperator, 'id' | 'email' | 'role'>,
  what: AuditAction,
  db: Database = context.db,
): Promise<void> {
  await recordAudit(db, context.clock.now(), {
    operatorId: operator.id,
    actor: operator.email,
    role: operator.role,
    address: request.ip,
    action: what.action,
    targetKind: what.targetKind ?? '',
    targetId: what.targetId === undefined ? '' : String(what.targetId),
    site: context.site,
    before: what.before,
    after: what.after,
  });
}
