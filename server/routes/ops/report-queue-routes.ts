import type { FastifyInstance } from 'fastify';
import type { OpsReportBanRequest, OpsReportDeleteRequest } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { dismissedOutcome, reportQueue, settleByDeleting, settleReport } from '../../domain/content/feedback/report-queue.ts';
import { audit, requireOperator } from '../../http/operator-guard.ts';
import { staleRow } from '../../domain/operators/stale-row.ts';
import { banAsOperator, checkOperatorBan } from '../../domain/rooms/operator-ban.ts';
import { idParam } from './queue-routes.ts';
import type { ServerContext } from '../../server-context.ts';
import { roomModeration } from '../rooms/chat-ports.ts';
import { announceRecall, revokeAsPlatform } from '../../im/recall.ts';
import { withHeldTells } from '../../im/held-tells.ts';

/**
 * The console's chat reports queue (issue 36 §4, docs/operators.md "Chat reports"): a report is settled once, by a
 * dismissal or a mute/ban of the sender in a live room, audited with before and after in the transaction of the
 * change; a report already settled answers status 6 naming who.
 */
export function reportQueueRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.get('/queues/reports', { config: { answer: 'ops/reports.response' } }, async (request) => {
    await requireOperator(context, request, 'queues.read');
    return ok(await reportQueue(db));
  });

  app.post<{ Params: { id: string } }>(
    '/queues/reports/:id/dismiss',
    { schema: { params: idParam }, config: { answer: 'ops/report-settled.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'reports.review');
      const id = Number(request.params.id);
      const settled = await db
        .transaction(async (tx) => {
          const done = await settleReport(tx, id, dismissedOutcome, clock.now());
          const entry = { action: 'report.dismiss', targetKind: 'report', targetId: id, before: { outcome: null }, after: done };
          await audit(context, request, operator, entry, tx);
          return done;
        })
        .catch((error: unknown) => staleRow(db, 'report', id, error));
      return ok(settled);
    },
  );

  app.post<{ Params: { id: string }; Body: OpsReportBanRequest }>(
    '/queues/reports/:id/ban',
    { schema: { params: idParam, body: ref('ops/report-ban.request') }, config: { answer: 'ops/report-ban.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'reports.review');
      const id = Number(request.params.id);
      const { groupId, duration, blocksJoin } = request.body;
      const liveId = Number(groupId.slice('live_'.length));
      const userId = Number(request.body.userId);
      const kind = blocksJoin ? 'ban' : 'mute';
      const outcome = `${blocksJoin ? '封禁' : '禁言'} ${userId} 于 ${groupId} ${duration} 秒`;
      // The report's settlement, the ban and the audit row commit together (settled first, so two operators never
      // both ban); the room hears Banuser only after the commit, and nothing if it rolled back.
      const settled = await withHeldTells(db, async (tx, hold) => {
        await checkOperatorBan(tx, liveId, userId);
        const done = await settleReport(tx, id, outcome, clock.now());
        const until = await banAsOperator(roomModeration({ db: tx, clock, im: context.im, hold }), liveId, userId, duration, blocksJoin);
        const after = { ...done, groupId, userId, duration, blocksJoin };
        const entry = { action: `report.${kind}`, targetKind: 'report', targetId: id, before: { outcome: null }, after };
        await audit(context, request, operator, entry, tx);
        return { ...after, until };
      }).catch((error: unknown) => staleRow(db, 'report', id, error));
      return ok(settled);
    },
  );

  app.post<{ Params: { id: string }; Body: OpsReportDeleteRequest }>(
    '/queues/reports/:id/delete-message',
    { schema: { params: idParam, body: ref('ops/report-delete.request') }, config: { answer: 'ops/report-deleted.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'reports.review');
      const id = Number(request.params.id);
      // The report, its audit row and the revoke commit together: a failed revoke leaves the report open.
      const { settled, recalled } = await db
        .transaction(async (tx) => {
          const { message, ...done } = await settleByDeleting(tx, id, request.body.messageId, clock.now());
          const entry = { targetKind: 'report', targetId: id, before: { outcome: null, message }, after: { ...done, ...message } };
          await audit(context, request, operator, { action: 'report.delete', ...entry }, tx);
          return { settled: entry.after, recalled: await revokeAsPlatform(tx, message.messageId) };
        })
        .catch((error: unknown) => staleRow(db, 'report', id, error));
      // After the commit, every open client replaces the message with the recall tip (a message already revoked: no one twice).
      if (recalled) await announceRecall(context, recalled);
      return ok(settled);
    },
  );
}
