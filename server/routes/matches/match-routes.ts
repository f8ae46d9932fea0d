import type { FastifyInstance } from 'fastify';
import type { AttentMatchRequest, MatchIdRequest, TextLiveRequest } from '../../../schema/generated/api.ts';
import { textLive, matchStats } from '../../domain/matches/detail/live-feed.ts';
import { loadMatchDetail } from '../../domain/matches/detail/load-match.ts';
import { followMatch, matchAnalysis, matchCombined, matchLineups, matchRank, matchTop3 } from '../../domain/matches/detail/match-pages.ts';
import { currentOddsBoard } from '../../domain/matches/detail/odds.ts';
import { ref } from '../../http/api-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { contextOf, originOf } from '../../http/request-context.ts';
import { optionalUserId, requireUser } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';
import { roomCrowd } from '../rooms/chat-ports.ts';
import { loadRooms, presentRoom } from '../../domain/rooms/rooms.ts';

const sports = { football: 1, basketball: 2 } as const;
type MatchBody = { Body: MatchIdRequest };

/** The per-match calls of spec 000 §7, under /api/{sport}/ and /webapi/{sport}/. Shapes are in docs/api.md. */
export function matchDetailRoutes(app: FastifyInstance, context: ServerContext): void {
  const { clock } = context;
  const body = { schema: { body: ref('race/match-id.request') } };

  for (const [sport, sportId] of Object.entries(sports)) {
    const detail = (matchId: number, userId?: number) => loadMatchDetail(context, matchId, sportId, userId);

    app.post<{ Body: AttentMatchRequest }>(
      `/api/${sport}/attentMatch`,
      { schema: { body: ref('race/attent.request') } },
      async (request) => {
        const user = await requireUser(context, request);
        return ok(await followMatch(context, user.id, sportId, request.body.matchid, request.body.type));
      },
    );

    app.post<MatchBody>(`/api/${sport}/getMatchInfo`, body, async (request) =>
      ok((await detail(request.body.matchid, await optionalUserId(context, request))).match),
    );

    app.post<MatchBody>(`/api/${sport}/getMatchAnchors`, body, async (request) => {
      await detail(request.body.matchid);
      const rooms = await loadRooms(context, { matchId: request.body.matchid });
      return ok({ list: rooms.map((r) => presentRoom(r, clock.now(), originOf(request), contextOf(request).lang, roomCrowd(context))) });
    });

    app.post<MatchBody>(`/api/${sport}/getMatchData`, body, async (request) => {
      const { facts, events, scoring } = await detail(request.body.matchid);
      return ok({ stats: matchStats(facts, events, scoring) });
    });

    app.post<{ Body: TextLiveRequest }>(
      `/api/${sport}/getTliveData`,
      { schema: { body: ref('race/text-live.request') } },
      async (request) => {
        const { facts, events } = await detail(request.body.matchid);
        return ok(textLive(facts, events, request.body.startid ?? 0));
      },
    );

    app.post<MatchBody>(`/api/${sport}/matchOdd`, body, async (request) => {
      return ok({ list: await currentOddsBoard(context, await detail(request.body.matchid), sportId) });
    });

    app.post<MatchBody>(`/webapi/${sport}/getAnalysisData`, body, async (request) =>
      ok(await matchAnalysis(context, await detail(request.body.matchid))),
    );

    app.post<MatchBody>(`/webapi/${sport}/getLineupData`, body, async (request) =>
      ok(await matchLineups(context, await detail(request.body.matchid))),
    );

    app.post<MatchBody>(`/webapi/${sport}/getMatchRank`, body, async (request) =>
      ok(await matchRank(context, await detail(request.body.matchid))),
    );

    app.post<MatchBody>(`/webapi/${sport}/getMatchTop3Data`, body, async (request) =>
      ok(await matchTop3(context, await detail(request.body.matchid))),
    );

    app.post<MatchBody>(`/webapi/${sport}/getMatchCombineData`, body, async (request) =>
      ok(matchCombined(await detail(request.body.matchid))),
    );
  }

  app.post<MatchBody>('/webapi/football/getIncidentsData', body, async (request) => {
    const { events } = await loadMatchDetail(context, request.body.matchid, 1);
    return ok({ list: events });
  });
}
