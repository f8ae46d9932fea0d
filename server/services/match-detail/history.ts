import { integer, seededRandom } from '../../seed/random.ts';
import { serverDate } from '../../seed/sports-data.ts';

export interface PastMatch {
  date: string;
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
}

const day = 86_400_000;

/** Earlier meetings of two teams (before `before`), the same every time: head-to-head in the analysis tab. */
export function headToHead(homeTeamId: number, awayTeamId: number, sportId: number, before: Date): PastMatch[] {
  const [low, high] = [Math.min(homeTeamId, awayTeamId), Math.max(homeTeamId, awayTeamId)];
  const random = seededRandom(low * 1009 + high);
  return Array.from({ length: 6 }, (_, i) => {
    const swap = random() < 0.5;
    return {
      date: serverDate(new Date(before.getTime() - (i + 1) * integer(random, 60, 200) * day)),
      home_team_id: swap ? high : low,
      away_team_id: swap ? low : high,
      home_score: sportId === 2 ? integer(random, 85, 125) : integer(random, 0, 4),
      away_score: sportId === 2 ? integer(random, 85, 125) : integer(random, 0, 4),
    };
  });
}

/** A team's last five results: W, D or L, newest first. */
export function recentForm(teamId: number, sportId: number): ('W' | 'D' | 'L')[] {
  const random = seededRandom(teamId * 4001);
  return Array.from({ length: 5 }, () => {
    const roll = random();
    return sportId === 2 ? (roll < 0.5 ? 'W' : 'L') : roll < 0.42 ? 'W' : roll < 0.68 ? 'D' : 'L';
  });
}

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

/** A league table for the season so far, generated per league: football 3-1-0 points, basketball wins and losses. */
export function standings(leagueId: number, teamIds: readonly number[], sportId: number): StandingRow[] {
  const random = seededRandom(leagueId * 3331);
  const rows = teamIds.map((team_id) => {
    const played = 20;
    const won = integer(random, 3, 15);
    const drawn = sportId === 2 ? 0 : integer(random, 0, played - won);
    const lost = played - won - drawn;
    const goals_for = sportId === 2 ? won * 110 + lost * 98 : won * 2 + drawn + integer(random, 0, 8);
    const goals_against = sportId === 2 ? won * 100 + lost * 108 : lost * 2 + drawn + integer(random, 0, 8);
    return { rank: 0, team_id, played, won, drawn, lost, goals_for, goals_against, points: sportId === 2 ? won : won * 3 + drawn };
  });
  rows.sort((a, b) => b.points - a.points || b.goals_for - b.goals_against - (a.goals_for - a.goals_against) || a.team_id - b.team_id);
  return rows.map((row, i) => ({ ...row, rank: i + 1 }));
}
