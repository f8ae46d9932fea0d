import type { FastifyInstance } from 'fastify';
import type { AdminCreateMatchRequest, AdminMatchEventRequest } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { addMatch, addMatchEvent } from '../../domain/matches/operator-matches.ts';
import type { ServerContext } from '../../server-context.ts';
import type { Defaulted } from '../../http/request-types.ts';

/** For tests and QA: a match added, a match's status and scoring events, heard at once in its channel. */
export function matchAdminRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock, cache } = context;

  app.post<{ Body: Defaulted<AdminCreateMatchRequest, 'hot' | 'has_live'> }>(
    '/match',
    { schema: { body: ref('admin/create-match.request') } },
    async (request) => ok({ id: await addMatch(db, cache, request.body) }),
  );

  // The fans watching the match hear the change at once, in its channel (jobs/match-deltas.ts).
  app.post<{ Body: Defaulted<AdminMatchEventRequest, 'points' | 'player'> }>(
    '/match/event',
    { schema: { body: ref('admin/match-event.request') } },
    async (request) => {
      await addMatchEvent(db, cache, context.matchDeltas, request.body, clock);
      return ok(null);
    },
  );
}
