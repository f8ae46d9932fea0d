import { DomainError } from '../../errors.ts';
import type { ScoringIncident } from '../simulation/match-state.ts';
import { matchById } from '../match-store.ts';
import { loadMatches, type MatchView } from '../matches.ts';
import type { MatchReads } from '../ports.ts';
import { scoringOf } from './detail-store.ts';
import { loadSquad } from '../database/squads.ts';
import { matchEvents, type MatchEvent } from './live-feed.ts';

export interface MatchDetail {
  match: MatchView;
  events: MatchEvent[];
  /** The match's scoring incidents (goals, baskets), all of them: what the statistics count up to the minute played. */
  /** With each incident's row id: what names a goal in its notice (match-deltas.ts). */
  scoring: (ScoringIncident & { id: number; player: string })[];
  facts: { id: number; sport_id: number; home_team_id: number; away_team_id: number; played_seconds: number; league_id: number };
}

/** One match of the given sport with what happened in it so far; status 3 when there is no such match. */
export async function loadMatchDetail(context: MatchReads, matchId: number, sportId: number, userId?: number): Promise<MatchDetail> {
  const [match] = await loadMatches(context, context.clock.now(), matchById(matchId), userId);
  if (!match || match.sport_id !== sportId) throw new DomainError('NOT_FOUND', '比赛不存在');
  const scoring = await context.cache.get(`scoring|${matchId}`, () => scoringOf(context.db, matchId));
  const facts = {
    id: match.id,
    sport_id: match.sport_id,
    home_team_id: match.hometeam.id,
    away_team_id: match.awayteam.id,
    played_seconds: match.played_seconds,
    league_id: Number(match.matchevent.id),
  };
  const teams =
    sportId === 1 ? { home: await loadSquad(context, facts.home_team_id), away: await loadSquad(context, facts.away_team_id) } : undefined;
  return { match, events: teams ? matchEvents(facts, scoring, teams) : [], scoring, facts };
}
