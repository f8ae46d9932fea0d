import type { FastifyInstance } from 'fastify';
import type { DateRequest, RaceSearchRequest, SportRequest, VoteRequest } from '../../../schema/generated/api.ts';
import {
  followedMatches,
  leaguesOfDay,
  raceTags,
  recentMatchCount,
  recommendedMatches,
  searchRace,
  voteOnMatch,
} from '../../domain/matches/race.ts';
import { ref } from '../../http/api-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { optionalUserId, requireUser } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';

/** The race calls around the schedule: follows, votes, tags, counts, leagues by date, search, recommendations. */
export function raceExtraRoutes(app: FastifyInstance, context: ServerContext): void {
  app.post('/api/race/getAttentMatchlist', async (request) => {
    const user = await requireUser(context, request);
    const list = await followedMatches(context, user.id);
    return ok({ list, total: list.length });
  });

  app.post('/api/race/getRaceTag', async () => ok(await raceTags(context)));

  app.post('/api/race/getRaceSubTab', async () =>
    ok([
      { key: 'all', name: '全部', name_en: 'All' },
      { key: 'hot', name: '热门', name_en: 'Hot' },
      { key: 'jc', name: '竞彩', name_en: 'JC' },
      { key: 'bd', name: '北单', name_en: 'BD' },
    ]),
  );

  app.post<{ Body: SportRequest }>('/api/race/getRecentMatchCount', { schema: { body: ref('race/sport.request') } }, async (request) =>
    ok(await recentMatchCount(context, request.body.sport_id ?? 0)),
  );

  app.post<{ Body: VoteRequest }>('/api/race/vote_race_team', { schema: { body: ref('race/vote.request') } }, async (request) => {
    const user = await requireUser(context, request);
    return ok(await voteOnMatch(context, user.id, request.body));
  });

  app.post<{ Body: DateRequest }>('/api/race/getEventByDate', { schema: { body: ref('race/date.request') } }, async (request) =>
    ok(await leaguesOfDay(context.db, request.body.date)),
  );

  app.post<{ Body: RaceSearchRequest }>('/api/race/getRaceSearch', { schema: { body: ref('race/search.request') } }, async (request) =>
    ok(await searchRace(context, request.body.keyword, request.body.sport ?? 0, await optionalUserId(context, request))),
  );

  app.post('/api/race/getRecMath', async (request) =>
    ok({ list: await recommendedMatches(context, await optionalUserId(context, request)) }),
  );
}
