/** A finished result as the standings count it. */
export interface FinishedResult {
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
}

/** A team's line of a table. Basketball's `drawn` is always 0 (no level results: overtime decides). */
export interface StandingRow {
  rank: number;
  team_id: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  points: number;
}

/** Which results a table counts: all (integral type 1), home games only (2) or away games only (3). */
export type TableType = 1 | 2 | 3;

/**
 * A table from finished results (docs/api.md "Standings"): football 3 points a win and 1 a draw; basketball 2 a win
 * and 1 a loss (FIBA's rule, which orders teams as win-loss records do). Ties: points, then goal or point difference,
 * then scored, then team id (stable). Every team of `teamIds` has a row, played or not.
 */
export function standings(
  teamIds: readonly number[],
  results: readonly FinishedResult[],
  sportId: number,
  type: TableType = 1,
): StandingRow[] {
  const rows = new Map(
    teamIds.map((team_id) => [
      team_id,
      { rank: 0, team_id, played: 0, won: 0, drawn: 0, lost: 0, goals_for: 0, goals_against: 0, points: 0 },
    ]),
  );
  const count = (teamId: number, scored: number, conceded: number) => {
    const row = rows.get(teamId);
    if (!row) return;
    row.played++;
    row.goals_for += scored;
    row.goals_against += conceded;
    if (scored > conceded) row.won++;
    else if (scored === conceded) row.drawn++;
    else row.lost++;
    row.points = sportId === 2 ? row.won * 2 + row.lost : row.won * 3 + row.drawn;
  };
  for (const result of results) {
    if (type !== 3) count(result.home_team_id, result.home_score, result.away_score);
    if (type !== 2) count(result.away_team_id, result.away_score, result.home_score);
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goals_for - b.goals_against - (a.goals_for - a.goals_against) ||
        b.goals_for - a.goals_for ||
        a.team_id - b.team_id,
    )
    .map((row, index) => ({ ...row, rank: index + 1 }));
}
