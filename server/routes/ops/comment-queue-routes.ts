import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { commentQueue, deleteQueuedComment, keepComment } from '../../domain/content/videos/comment-queue.ts';
import { audit, requireOperator } from '../../http/operator-guard.ts';
import { staleRow } from '../../domain/operators/stale-row.ts';
import { idParam } from './queue-routes.ts';
import type { ServerContext } from '../../server-context.ts';

/**
 * The console's video comments queue (issue 36 §4, docs/operators.md "Video comments"): a moderator keeps or deletes
 * each comment once, audited with before and after in the transaction of the change; a comment already handled
 * answers status 6 naming who.
 */
export function commentQueueRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.get('/queues/comments', { config: { answer: 'ops/comments.response' } }, async (request) => {
    await requireOperator(context, request, 'queues.read');
    return ok(await commentQueue(db));
  });

  app.post<{ Params: { id: string } }>(
    '/queues/comments/:id/keep',
    { schema: { params: idParam }, config: { answer: 'ops/comment-kept.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'reports.review');
      const id = Number(request.params.id);
      const kept = await db
        .transaction(async (tx) => {
          const comment = await keepComment(tx, id, clock.now());
          const after = { id, ...comment, kept: true };
          await audit(
            context,
            request,
            operator,
            { action: 'comment.keep', targetKind: 'comment', targetId: id, before: comment, after },
            tx,
          );
          return after;
        })
        .catch((error: unknown) => staleRow(db, 'comment', id, error));
      return ok(kept);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/queues/comments/:id/delete',
    { schema: { params: idParam }, config: { answer: 'ops/comment-deleted.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'reports.review');
      const id = Number(request.params.id);
      const deleted = await db
        .transaction(async (tx) => {
          const { comment, total } = await deleteQueuedComment(tx, id);
          const after = { id, videoId: comment.videoId, deleted: true, comments: total };
          const entry = { action: 'comment.delete', targetKind: 'comment', targetId: id, before: comment, after };
          await audit(context, request, operator, entry, tx);
          return after;
        })
        .catch((error: unknown) => staleRow(db, 'comment', id, error));
      return ok(deleted);
    },
  );
}
