import type { FastifyRequest } from 'fastify';
import type { Database } from '../../domain/ports.ts';
import { staleVersion } from '../../domain/operators/stale-row.ts';
import type { SignedInOperator } from '../../domain/operators/sessions.ts';
import { audit } from '../../http/operator-guard.ts';
import type { ServerContext } from '../../server-context.ts';

/** What a versioned change wrote: the row before and after, as the audit log keeps them. */
export interface Change<T> {
  before: unknown;
  after: T;
}

/**
 * Runs an operator's change of a versioned row (a banner, a news item, an activity) in one transaction with its audit
 * entry, and answers the row after it. A change made at a version someone else has moved past is refused by the area
 * (CONFLICT), and the refusal names who changed the row and when (docs/operators.md "Stale pages").
 */
export async function versionedChange<T>(
  context: ServerContext,
  request: FastifyRequest,
  operator: Pick<SignedInOperator, 'id' | 'email' | 'role'>,
  target: { action: string; targetKind: string; targetId: number },
  change: (tx: Database) => Promise<Change<T>>,
): Promise<T> {
  return context.db
    .transaction(async (tx) => {
      const done = await change(tx);
      await audit(context, request, operator, { ...target, ...done }, tx);
      return done.after;
    })
    .catch((error: unknown) => staleVersion(context.db, target.targetKind, target.targetId, error));
}

/**
 * Runs an operator's creation of a versioned row (a banner, a news item, an activity) in one transaction with its
 * audit entry (`<kind>.create`, after only), and answers the new row.
 */
export function auditedCreate<T extends { id: number }>(
  context: ServerContext,
  request: FastifyRequest,
  operator: Pick<SignedInOperator, 'id' | 'email' | 'role'>,
  targetKind: string,
  create: (tx: Database) => Promise<T>,
): Promise<T> {
  return context.db.transaction(async (tx) => {
    const item = await create(tx);
    await audit(context, request, operator, { action: `${targetKind}.create`, targetKind, targetId: item.id, after: item }, tx);
    return item;
  });
}
