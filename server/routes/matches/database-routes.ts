import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { leagueTable } from '../../domain/matches/database/league-table.ts';
import { phaseOf } from '../../domain/matches/matches.ts';
import { fifaRanking } from '../../domain/matches/database/fifa.ts';
import { playerRank, type RankKind } from '../../domain/matches/database/player-ranks.ts';
import {
  competition,
  competitions,
  finishedResults,
  resolveSeason,
  seasonMatches,
  seasonsOf,
} from '../../domain/matches/database/seasons.ts';
import { seasonTables, seasonTeams } from '../../domain/matches/database/tables.ts';
import { teamProfile } from '../../domain/matches/database/team-profile.ts';
import type { ServerContext } from '../../server-context.ts';
import type { TableType } from '../../domain/matches/standings.ts';

/** A match still to play or being played (spec 000 §4 waiting or in play): postponed and cancelled ones are not. */
const isOpen = (m: { sport_id: number; status: number }) => ['waiting', 'inplay'].includes(phaseOf(m.sport_id, m.status));

type EventBody = { Body: { event_id: number; type?: TableType; season?: string; round?: number; kind?: RankKind } };

/**
 * The sports database (spec 000 §7 /api/SportDatabase/...), answered from the stored seasons (docs/api.md "Sports
 * database"). The spec does not show the database home's path; ours is getHome (docs/decisions.md).
 */
export function databaseRoutes(app: FastifyInstance, context: ServerContext): void {
  const body = { schema: { body: ref('database/event.request') } };
  const seasonOf = (request: { body: EventBody['Body'] }) => resolveSeason(context, request.body.event_id, request.body.season);

  app.post('/api/SportDatabase/getHome', async () => {
    const all = await competitions(context);
    const leaders = await Promise.all(
      all
        .filter((c) => c.kind === 'league')
        .slice(0, 4)
        .map(async (c) => (await leagueTable(context, c.id))[0]),
    );
    return ok({ hot_events: all, hot_teams: leaders.filter(Boolean), fifa_top: (await fifaRanking(context)).slice(0, 10) });
  });

  app.post<{ Body: { sport_id?: number } }>(
    '/api/SportDatabase/getEventList',
    { schema: { body: ref('database/page.request') } },
    async (request) => {
      const all = await competitions(context);
      return ok({ list: all.filter((c) => !request.body.sport_id || c.sport_id === request.body.sport_id) });
    },
  );

  app.post<EventBody>('/api/SportDatabase/getEventInfo', body, async (request) => {
    const league = await competition(context, request.body.event_id);
    const season = await seasonOf(request);
    const matches = await seasonMatches(context, league.id, season);
    // The current round: the first with a match not finished yet, or the last one once all are played.
    const open = matches.find(isOpen);
    const rounds = Math.max(0, ...matches.map((m) => m.round));
    return ok({
      ...league,
      season,
      seasons: await seasonsOf(context, league.id),
      team_count: (await seasonTeams(context, league.id, season)).length,
      rounds,
      current_round: open?.round ?? rounds,
    });
  });

  app.post<EventBody>('/api/SportDatabase/getEventView', body, async (request) => {
    const league = await competition(context, request.body.event_id);
    const season = await seasonOf(request);
    const finished = finishedResults(await seasonMatches(context, league.id, season));
    const scored = finished.reduce((n, m) => n + m.home_score + m.away_score, 0);
    const [table] = await seasonTables(context, league, season);
    return ok({
      event: league,
      season,
      matches_played: finished.length,
      goals: scored,
      goals_per_match: finished.length ? Number((scored / finished.length).toFixed(2)) : 0,
      leader: table?.list[0] ?? null,
    });
  });

  app.post<EventBody>('/api/SportDatabase/getEventIntegral', body, async (request) => {
    const league = await competition(context, request.body.event_id);
    const type = request.body.type ?? 1;
    const tables = await seasonTables(context, league, await seasonOf(request), type);
    return ok({
      type,
      list: tables.length === 1 && tables[0].group === '' ? tables[0].list : [],
      groups: league.kind === 'cup' ? tables : [],
    });
  });

  app.post<EventBody>('/api/SportDatabase/getEventRank', body, async (request) => {
    const league = await competition(context, request.body.event_id);
    const kind = league.sport_id === 2 ? 'points' : request.body.kind === 'assists' ? 'assists' : 'goals';
    return ok({ kind, list: await playerRank(context, league, await seasonOf(request), kind) });
  });

  app.post<EventBody>('/api/SportDatabase/getEventMatch', body, async (request) => {
    const league = await competition(context, request.body.event_id);
    const season = await seasonOf(request);
    const matches = await seasonMatches(context, league.id, season);
    const rounds = [...new Set(matches.map((m) => m.round))].sort((a, b) => a - b);
    const round =
      request.body.round ?? rounds.find((r) => matches.some((m) => m.round === r && isOpen(m))) ?? rounds[rounds.length - 1] ?? 1;
    const list = matches.filter((m) => m.round === round);
    const groupOf = Object.fromEntries(list.filter((m) => m.group_name).map((m) => [String(m.id), m.group_name!]));
    return ok({
      season,
      round,
      rounds,
      stage: list[0]?.stage ?? 'league',
      list: list.map(({ round: _round, stage: _stage, group_name: _group, ...match }) => match),
      group_of: groupOf,
    });
  });

  app.post<{ Body: { team_id: number } }>(
    '/api/SportDatabase/getTeamInfo',
    { schema: { body: ref('database/team.request') } },
    async (request) => ok(await teamProfile(context, request.body.team_id)),
  );

  app.post<{ Body: { page: number; size: number } }>(
    '/api/SportDatabase/getFifaRank',
    { schema: { body: ref('database/page.request') } },
    async (request) => {
      const all = await fifaRanking(context);
      const { page = 1, size = 20 } = request.body;
      return ok({ list: all.slice((page - 1) * size, page * size), total: all.length, page, size });
    },
  );

  for (const [path, sportId] of [
    ['getHotFootballRank', 1],
    ['getHotBasketballRank', 2],
  ] as const) {
    app.post(`/api/SportDatabase/${path}`, async () => {
      const leagues = (await competitions(context)).filter((c) => c.sport_id === sportId && c.kind === 'league');
      return ok(await Promise.all(leagues.map(async (event) => ({ event, list: (await leagueTable(context, event.id)).slice(0, 5) }))));
    });
  }
}
