import type { Database } from '../../ports.ts';
import type { PackedLines } from '../simulation/opening-odds.ts';
import type { ScoringIncident } from '../simulation/match-state.ts';

/** A match's goals and baskets with their row ids and scorers, in the order of play. */
export function scoringOf(db: Database, matchId: number): Promise<(ScoringIncident & { id: number; player: string })[]> {
  return db.query<ScoringIncident & { id: number; player: string }>(
    "select id, at_second, side, points, player from incidents where match_id = $1 and kind in ('goal', 'score') order by at_second",
    [matchId],
  );
}

/** A match's stored opening lines (none, or one row). */
export function oddsRowOf(db: Database, matchId: number): Promise<{ lines: PackedLines }[]> {
  return db.query<{ lines: PackedLines }>('select lines from match_odds where match_id = $1', [matchId]);
}

/** The stored opening lines of many matches. */
export function oddsRowsOf(db: Database, matchIds: readonly number[]): Promise<{ match_id: number; lines: PackedLines }[]> {
  return db.query<{ match_id: number; lines: PackedLines }>('select match_id, lines from match_odds where match_id = any($1)', [
    [...matchIds],
  ]);
}
