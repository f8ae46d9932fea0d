import { standings } from '../standings.ts';
import type { Competition, SeedTeam } from './competitions.ts';
import { seededRandom } from '../../../random.ts';
import { seasonDays } from './season-schedule.ts';
import type { SeededMatch } from './season-plan.ts';

/**
 * The FIFA ranking of the national football teams: points from each nation's strength with a little noise, the
 * movement since the last ranking within three places. Stored, so every page shows the same rank.
 */
export function fifaRows(seed: number, teams: readonly SeedTeam[]): unknown[][] {
  const random = seededRandom(seed * 2_026);
  const nations = teams.filter((t) => t.national && t.sport === 1);
  const scored = nations.map((t) => ({ id: t.id, points: Math.round(1000 + (t.attack - t.defence + 1) * 420 + random() * 30) }));
  scored.sort((a, b) => b.points - a.points || a.id - b.id);
  return scored.map((t, index) => [t.id, index + 1, t.points, Math.floor(random() * 7) - 3]);
}

const olderSeasons = 5;

/**
 * Titles: the previous season's winner of each competition (the top of its table, or the cup final's winner, from
 * the stored results), and the winners of five earlier seasons, drawn by strength (those seasons' results are not
 * stored).
 */
export function honourRows(
  seed: number,
  completed: readonly { competition: Competition; season: string; matches: readonly SeededMatch[] }[],
  teams: readonly SeedTeam[],
): unknown[][] {
  const rows: unknown[][] = [];
  for (const { competition, season, matches } of completed) {
    rows.push([champion(competition, matches, teams), competition.id, season]);
    const random = seededRandom(seed * 31 + competition.id);
    const entrants = [...new Set(matches.flatMap((m) => [m.homeId, m.awayId]))].map((id) => teams.find((t) => t.id === id)!);
    for (let back = 1; back <= olderSeasons; back++) {
      const start = new Date(Date.parse(`${season}T00:00:00Z`) - back * seasonDays * 86_400_000).toISOString().slice(0, 10);
      rows.push([byStrength(random, entrants).id, competition.id, start]);
    }
  }
  return rows;
}

function champion(competition: Competition, matches: readonly SeededMatch[], teams: readonly SeedTeam[]): number {
  if (competition.kind === 'cup') {
    const final = matches.reduce((last, m) => (m.round > last.round ? m : last));
    return final.score.home > final.score.away ? final.homeId : final.awayId;
  }
  const played = matches.filter((m) => m.statusOverride === null);
  const table = standings(
    teams.filter((t) => t.leagueId === competition.id).map((t) => t.id),
    played.map((m) => ({ home_team_id: m.homeId, away_team_id: m.awayId, home_score: m.score.home, away_score: m.score.away })),
    competition.sport,
  );
  return table[0].team_id;
}

/** A team drawn with a chance that grows with its strength (attack minus defence). */
function byStrength(random: () => number, teams: readonly SeedTeam[]): SeedTeam {
  const weights = teams.map((t) => Math.max(0.05, t.attack - t.defence + 1) ** 3);
  let roll = random() * weights.reduce((a, b) => a + b, 0);
  for (const [index, team] of teams.entries()) {
    roll -= weights[index];
    if (roll < 0) return team;
  }
  return teams[teams.length - 1];
}
