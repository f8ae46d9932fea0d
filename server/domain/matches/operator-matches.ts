import type { AdminCreateMatchRequest, AdminMatchEventRequest } from '../../../schema/generated/api.ts';
import { DomainError } from '../errors.ts';
import type { MatchDeltas } from '../match-deltas-port.ts';
import type { Clock, Database, ReadThroughCache } from '../ports.ts';
import { insertIncident, insertMatch, matchClock, setStatusOverride, teamsOfLeague } from './operator-match-store.ts';
import { matchState } from './simulation/match-state.ts';

// The operator's hand on matches (the admin API, for tests and QA): a match added, its status fixed, a goal scored.
// Every write clears the read cache, where match rows are kept.

/** Adds a match of two teams of one league; answers its id. */
export async function addMatch(
  db: Database,
  cache: ReadThroughCache,
  match: AdminCreateMatchRequest & { hot: boolean; has_live: boolean },
): Promise<number> {
  const teams = await teamsOfLeague(db, [match.home_team_id, match.away_team_id], match.league_id);
  if (teams.length !== 2 || match.home_team_id === match.away_team_id) throw new DomainError('BAD_INPUT', '参数错误: 球队不属于该联赛');
  const id = await insertMatch(db, {
    sportId: teams[0].sport_id,
    leagueId: match.league_id,
    homeTeamId: match.home_team_id,
    awayTeamId: match.away_team_id,
    kickoff: new Date(match.kickoff_time * 1000).toISOString(),
    status: match.status ?? null,
    hot: match.hot,
    hasLive: match.has_live,
  });
  cache.clear();
  return id;
}

/**
 * Fixes a match's status and/or adds a goal (or points) now or at a given second of play. The fans watching the
 * match hear the change at once, in its channel, through `deltas` when the app publishes them; the goal's second of
 * play is read from the clock as the write runs.
 */
export async function addMatchEvent(
  db: Database,
  cache: ReadThroughCache,
  deltas: MatchDeltas | undefined,
  event: AdminMatchEventRequest & { points: number; player: string },
  clock: Clock,
): Promise<void> {
  const match = await matchClock(db, event.match_id);
  if (!match) throw new DomainError('NOT_FOUND', '比赛不存在');
  // One transaction: the status and the incident (from which the score, the text live and the statistics it
  // implies are all read) are there together or not at all, before the delta is read from them.
  const write = () =>
    db
      .transaction(async (tx) => {
        if (event.status !== undefined) await setStatusOverride(tx, event.match_id, event.status);
        if (!event.side) return;
        const played = matchState(match.sport_id, new Date(match.kickoff_time), clock.now(), []).played_seconds;
        await insertIncident(tx, {
          matchId: event.match_id,
          atSecond: event.at_second ?? played,
          side: event.side,
          kind: match.sport_id === 1 ? 'goal' : 'score',
          points: event.points,
          player: event.player,
        });
      })
      .finally(() => cache.clear());
  if (deltas) await deltas.change(event.match_id, write);
  else await write();
}
