import type { FastifyInstance } from 'fastify';
import { contextOf, originOf } from '../../http/request-context.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { leagueTable } from '../../domain/matches/database/league-table.ts';
import { headToHead, recentForm } from '../../domain/matches/detail/history.ts';
import { textLive, matchStats } from '../../domain/matches/detail/live-feed.ts';
import { loadMatchDetail } from '../../domain/matches/detail/load-match.ts';
import { currentOddsBoard } from '../../domain/matches/detail/odds.ts';
import { loadSquad } from '../../domain/matches/database/squads.ts';
import { optionalUserId, requireUser } from '../../http/session.ts';
import { loadRooms, presentRoom } from '../../services/rooms.ts';
import type { ServerContext } from '../../server-context.ts';
import { roomCrowd } from '../../services/room-audience.ts';

const sports = { football: 1, basketball: 2 } as const;
type MatchBody = { Body: { matchid: number } };

/** The per-match calls of spec 000 §7, under /api/{sport}/ and /webapi/{sport}/. Shapes are in docs/api.md. */
export function matchRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;
  const body = { schema: { body: ref('race/match-id.request') } };

  for (const [sport, sportId] of Object.entries(sports)) {
    const detail = (matchId: number, userId?: number) => loadMatchDetail(context, matchId, sportId, userId);

    app.post<{ Body: { matchid: number; type: 0 | 1 } }>(
      `/api/${sport}/attentMatch`,
      { schema: { body: ref('race/attent.request') } },
      async (request) => {
        const user = await requireUser(context, request);
        await detail(request.body.matchid);
        if (request.body.type === 1)
          await db.query('insert into attentions (user_id, match_id, created_at) values ($1, $2, $3) on conflict do nothing', [
            user.id,
            request.body.matchid,
            clock.now().toISOString(),
          ]);
        else await db.query('delete from attentions where user_id = $1 and match_id = $2', [user.id, request.body.matchid]);
        return ok({ attented: request.body.type });
      },
    );

    app.post<MatchBody>(`/api/${sport}/getMatchInfo`, body, async (request) =>
      ok((await detail(request.body.matchid, await optionalUserId(context, request))).match),
    );

    app.post<MatchBody>(`/api/${sport}/getMatchAnchors`, body, async (request) => {
      await detail(request.body.matchid);
      const rooms = await loadRooms(context, 'r.match_id = $1', [request.body.matchid]);
      return ok({ list: rooms.map((r) => presentRoom(r, clock.now(), originOf(request), contextOf(request).lang, roomCrowd(context))) });
    });

    app.post<MatchBody>(`/api/${sport}/getMatchData`, body, async (request) => {
      const { facts, events, scoring } = await detail(request.body.matchid);
      return ok({ stats: matchStats(facts, events, scoring) });
    });

    app.post<{ Body: { matchid: number; startid: number } }>(
      `/api/${sport}/getTliveData`,
      { schema: { body: ref('race/text-live.request') } },
      async (request) => {
        const { facts, events } = await detail(request.body.matchid);
        return ok(textLive(facts, events, request.body.startid));
      },
    );

    app.post<MatchBody>(`/api/${sport}/matchOdd`, body, async (request) => {
      return ok({ list: await currentOddsBoard(context, await detail(request.body.matchid), sportId) });
    });

    app.post<MatchBody>(`/webapi/${sport}/getAnalysisData`, body, async (request) => {
      const { match, facts } = await detail(request.body.matchid);
      const kickoff = new Date(match.start_time * 1000);
      return ok({
        head_to_head: await headToHead(context, facts.home_team_id, facts.away_team_id, kickoff),
        home_form: await recentForm(context, facts.home_team_id, kickoff),
        away_form: await recentForm(context, facts.away_team_id, kickoff),
      });
    });

    app.post<MatchBody>(`/webapi/${sport}/getLineupData`, body, async (request) => {
      const { facts } = await detail(request.body.matchid);
      return ok({ home: await loadSquad(context, facts.home_team_id), away: await loadSquad(context, facts.away_team_id) });
    });

    app.post<MatchBody>(`/webapi/${sport}/getMatchRank`, body, async (request) => {
      const { facts } = await detail(request.body.matchid);
      return ok({ league_id: facts.league_id, list: await leagueTable(context, facts.league_id) });
    });

    app.post<MatchBody>(`/webapi/${sport}/getMatchTop3Data`, body, async (request) => {
      const { facts } = await detail(request.body.matchid);
      const top = async (teamId: number) =>
        [...(await loadSquad(context, teamId)).starters].sort((a, b) => b.rating - a.rating || a.id - b.id).slice(0, 3);
      return ok({ home: await top(facts.home_team_id), away: await top(facts.away_team_id) });
    });

    app.post<MatchBody>(`/webapi/${sport}/getMatchCombineData`, body, async (request) => {
      const { match, facts, events, scoring } = await detail(request.body.matchid);
      return ok({ info: match, stats: matchStats(facts, events, scoring), events });
    });
  }

  app.post<MatchBody>('/webapi/football/getIncidentsData', body, async (request) => {
    const { events } = await loadMatchDetail(context, request.body.matchid, 1);
    return ok({ list: events });
  });
}
