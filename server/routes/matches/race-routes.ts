import type { FastifyInstance } from 'fastify';
import type { DateMatchRequest } from '../../../schema/generated/api.ts';
import { dateMatches, matchDay } from '../../domain/matches/race.ts';
import { ref } from '../../http/api-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { optionalUserId } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';

/** The schedule's day list (getDateMatch): the paying call, one cached read of the day's rows. */
export function raceRoutes(app: FastifyInstance, context: ServerContext): void {
  app.post<{ Body: DateMatchRequest }>('/api/race/getDateMatch', { schema: { body: ref('race/date-match.request') } }, async (request) => {
    const { date, sport_id = 0, filter = 'all', tab = 'all' } = request.body;
    const day = matchDay(date);
    const list = await dateMatches(context, day, { sportId: sport_id, filter, tab }, await optionalUserId(context, request));
    return ok({ list, total: list.length });
  });
}
