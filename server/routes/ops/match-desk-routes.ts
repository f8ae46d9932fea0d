import type { FastifyInstance } from 'fastify';
import type { OpsDeskDayQuery, OpsDeskEventRequest, OpsFeedImportRequest } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { audit, requireOperator } from '../../http/operator-guard.ts';
import { deskDay, deskEventView } from '../../domain/matches/desk/desk-day.ts';
import { postDeskEvent, undoDeskEvent, type DeskActor, type DeskContext } from '../../domain/matches/desk/match-desk.ts';
import { importFeedFile } from '../../domain/matches/feed/import-feed.ts';
import type { SignedInOperator } from '../../domain/operators/sessions.ts';
import type { ServerContext } from '../../server-context.ts';
import type { FastifyRequest } from 'fastify';
import { idParam } from './queue-routes.ts';

/**
 * The console's match desk (issue 36 §6, docs/operators.md "Match desk"): a day's matches with their live state, an
 * event posted or undone (audited with the score and status before and after, in the change's transaction, and
 * heard at once by the fans' open pages), and a feed file imported as `sideline import-matches` does.
 */
export function matchDeskRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock, cache } = context;
  const desk = (): DeskContext => ({ db, cache, clock, deltas: context.matchDeltas });
  const actor = (request: FastifyRequest, operator: SignedInOperator, action: string): DeskActor => ({
    operatorId: operator.id,
    actor: operator.email,
    record: (tx, { event, before, after }) =>
      audit(
        context,
        request,
        operator,
        { action, targetKind: 'match', targetId: event.match_id, before, after: { ...after, event: deskEventView(event) } },
        tx,
      ),
  });

  app.get<{ Querystring: OpsDeskDayQuery }>(
    '/matches',
    { schema: { querystring: ref('ops/desk-day.query') }, config: { answer: 'ops/desk-day.response' } },
    async (request) => {
      await requireOperator(context, request, 'sites.read');
      return ok(await deskDay({ db, cache }, clock.now(), request.query.date));
    },
  );

  app.post<{ Params: { id: string }; Body: OpsDeskEventRequest }>(
    '/matches/:id/events',
    { schema: { params: idParam, body: ref('ops/desk-event.request') }, config: { answer: 'ops/desk-event' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'matches.write');
      const event = await postDeskEvent(desk(), Number(request.params.id), request.body, actor(request, operator, 'match.event'));
      return ok(deskEventView(event));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/matches/events/:id/undo',
    { schema: { params: idParam }, config: { answer: 'ops/desk-event' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'matches.write');
      const event = await undoDeskEvent(desk(), Number(request.params.id), actor(request, operator, 'match.undo'));
      return ok(deskEventView(event));
    },
  );

  app.post<{ Body: OpsFeedImportRequest }>(
    '/matches/import',
    { schema: { body: ref('ops/feed-import.request') }, config: { answer: 'ops/feed-import.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'matches.write');
      const provider = request.body.provider ?? 'file';
      const result = await importFeedFile(
        db,
        { provider, name: request.body.fileName, text: request.body.text },
        clock.now(),
        (tx, after) =>
          audit(context, request, operator, { action: 'matches.import', targetKind: 'feed', targetId: provider, before: null, after }, tx),
      );
      // The import wrote matches past the read cache: the next read (the desk's, a fan's) sees them.
      cache.clear();
      return ok(result);
    },
  );
}
