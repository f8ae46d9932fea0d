import type { FastifyInstance } from 'fastify';
import type { DatabaseEventRequest, DatabasePageRequest, DatabaseTeamRequest } from '../../../schema/generated/api.ts';
import {
  databaseHome,
  eventInfo,
  eventIntegral,
  eventList,
  eventMatches,
  eventRank,
  eventView,
  fifaPage,
  hotRanks,
} from '../../domain/matches/database/database-pages.ts';
import { teamProfile } from '../../domain/matches/database/team-profile.ts';
import { ref } from '../../http/api-schemas.ts';
import { ok } from '../../http/envelope.ts';
import type { ServerContext } from '../../server-context.ts';

type EventBody = { Body: DatabaseEventRequest };

/**
 * The sports database (spec 000 §7 /api/SportDatabase/...), answered from the stored seasons (docs/api.md "Sports
 * database"). The spec does not show the database home's path; ours is getHome (docs/decisions.md).
 */
export function databaseRoutes(app: FastifyInstance, context: ServerContext): void {
  const body = { schema: { body: ref('database/event.request') } };

  app.post('/api/SportDatabase/getHome', async () => ok(await databaseHome(context)));

  app.post<{ Body: DatabasePageRequest }>(
    '/api/SportDatabase/getEventList',
    { schema: { body: ref('database/page.request') } },
    async (request) => ok(await eventList(context, request.body.sport_id)),
  );

  app.post<EventBody>('/api/SportDatabase/getEventInfo', body, async (request) => ok(await eventInfo(context, request.body)));

  app.post<EventBody>('/api/SportDatabase/getEventView', body, async (request) => ok(await eventView(context, request.body)));

  app.post<EventBody>('/api/SportDatabase/getEventIntegral', body, async (request) => ok(await eventIntegral(context, request.body)));

  app.post<EventBody>('/api/SportDatabase/getEventRank', body, async (request) => ok(await eventRank(context, request.body)));

  app.post<EventBody>('/api/SportDatabase/getEventMatch', body, async (request) => ok(await eventMatches(context, request.body)));

  app.post<{ Body: DatabaseTeamRequest }>(
    '/api/SportDatabase/getTeamInfo',
    { schema: { body: ref('database/team.request') } },
    async (request) => ok(await teamProfile(context, request.body.team_id)),
  );

  app.post<{ Body: DatabasePageRequest }>(
    '/api/SportDatabase/getFifaRank',
    { schema: { body: ref('database/page.request') } },
    async (request) => ok(await fifaPage(context, request.body.page ?? 1, request.body.size ?? 20)),
  );

  for (const [path, sportId] of [
    ['getHotFootballRank', 1],
    ['getHotBasketballRank', 2],
  ] as const) {
    app.post(`/api/SportDatabase/${path}`, async () => ok(await hotRanks(context, sportId)));
  }
}
