import type { FastifyInstance } from 'fastify';
import type { OpsApplicationReviewRequest, OpsFeedbackReplyRequest, OpsWithdrawalMoveRequest } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { replyToFeedback } from '../../domain/content/feedback/feedback.ts';
import { feedbackQueue } from '../../domain/content/feedback/feedback-queue.ts';
import { audit, requireOperator } from '../../http/operator-guard.ts';
import { withdrawalQueue } from '../../domain/money/wallet/withdrawal-queue.ts';
import { moveWithdrawalIn } from '../../domain/money/wallet/withdrawals.ts';
import { withdrawStatus } from '../../domain/money/wallet/withdrawal-terms.ts';
import { staleRow } from '../../domain/operators/stale-row.ts';
import { applicationQueue } from '../../domain/rooms/application-queue.ts';
import { reviewApplication } from '../../domain/rooms/applications.ts';
import type { ServerContext } from '../../server-context.ts';

/** A queue row's id in the path. */
export const idParam = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;

/** What an operator does to a withdrawal and the state it moves to (docs/ledger.md "Withdraw" says from where). */
const withdrawalActions = { approve: withdrawStatus.paying, pay: withdrawStatus.paid, cancel: withdrawStatus.cancelled } as const;

/**
 * The console's review queues (issue 36 §4, docs/operators.md "Queues"): each action checks its permission, is audited
 * with before and after in the transaction of the change, and a row already handled answers status 6 naming who.
 */
export function queueRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.get('/queues/applications', { config: { answer: 'ops/applications.response' } }, async (request) => {
    await requireOperator(context, request, 'queues.read');
    return ok(await applicationQueue(db));
  });

  app.post<{ Params: { id: string }; Body: OpsApplicationReviewRequest }>(
    '/queues/applications/:id/review',
    { schema: { params: idParam, body: ref('ops/application-review.request') }, config: { answer: 'ops/application-reviewed.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'applications.review');
      const id = Number(request.params.id);
      const { approve, reason = '' } = request.body;
      const after = await db
        .transaction(async (tx) => {
          const reviewed = await reviewApplication(tx, id, approve, reason.trim(), clock.now());
          const action = approve ? 'application.approve' : 'application.reject';
          await audit(
            context,
            request,
            operator,
            { action, targetKind: 'application', targetId: id, before: { status: 0 }, after: reviewed },
            tx,
          );
          return reviewed;
        })
        .catch((error: unknown) => staleRow(db, 'application', id, error));
      return ok(after);
    },
  );

  app.get('/queues/withdrawals', { config: { answer: 'ops/withdrawals.response' } }, async (request) => {
    await requireOperator(context, request, 'withdrawals.review');
    return ok(await withdrawalQueue(db));
  });

  app.post<{ Params: { id: string }; Body: OpsWithdrawalMoveRequest }>(
    '/queues/withdrawals/:id/move',
    { schema: { params: idParam, body: ref('ops/withdrawal-move.request') }, config: { answer: 'ops/withdrawal-moved.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'withdrawals.review');
      const id = Number(request.params.id);
      const { action, seen } = request.body;
      const moved = await db
        .transaction(async (tx) => {
          const change = await moveWithdrawalIn(tx, id, withdrawalActions[action], clock.now(), seen);
          await audit(
            context,
            request,
            operator,
            { action: `withdrawal.${action}`, targetKind: 'withdrawal', targetId: id, ...change },
            tx,
          );
          return change.after;
        })
        .catch((error: unknown) => staleRow(db, 'withdrawal', id, error));
      return ok(moved);
    },
  );

  app.get('/queues/feedback', { config: { answer: 'ops/feedback.response' } }, async (request) => {
    await requireOperator(context, request, 'queues.read');
    return ok(await feedbackQueue(db));
  });

  app.post<{ Params: { id: string }; Body: OpsFeedbackReplyRequest }>(
    '/queues/feedback/:id/reply',
    { schema: { params: idParam, body: ref('ops/feedback-reply.request') }, config: { answer: 'ops/feedback-replied.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'feedback.reply');
      const id = Number(request.params.id);
      const reply = request.body.reply.trim();
      const answered = await db
        .transaction(async (tx) => {
          const done = await replyToFeedback(tx, id, reply, clock.now());
          await audit(
            context,
            request,
            operator,
            { action: 'feedback.reply', targetKind: 'feedback', targetId: id, before: { reply: null }, after: done },
            tx,
          );
          return done;
        })
        .catch((error: unknown) => staleRow(db, 'feedback', id, error));
      return ok(answered);
    },
  );
}
