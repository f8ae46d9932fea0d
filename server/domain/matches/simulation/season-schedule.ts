import { standings, type FinishedResult } from '../standings.ts';
import { teamsPerCup, type Competition } from './competitions.ts';
import { shuffle } from '../../../random.ts';

/** One fixture of a season, on a day of the season's fourteen (0-13). */
export interface Fixture {
  leagueId: number;
  round: number;
  stage: 'league' | 'group' | 'knockout';
  group: string | null;
  day: number;
  /** Knockouts: the last day whose results decide who plays (the fixture is shown only once that day is over). */
  decidedOn: number;
  homeId: number;
  awayId: number;
}

/** The final score of a fixture, decided by the caller's generator; knockouts need it to pair the next round. */
export type Play = (fixture: Fixture) => { home: number; away: number };

/**
 * A season lasts fourteen days. A league plays a round a day (eight clubs, a double round robin: fourteen rounds). A
 * cup plays its three group rounds on days 0-2, quarter-finals on day 4, semi-finals on 6 and the final on 8.
 */
export const seasonDays = 14;
const cupDays = [0, 1, 2, 4, 6, 8];

/** The circle method: every pair meets once per half, each team once per round; the second half swaps home and away. */
function doubleRoundRobin(teamIds: readonly number[]): [number, number][][] {
  const n = teamIds.length;
  const rotating = [...teamIds];
  const half: [number, number][][] = [];
  for (let round = 0; round < n - 1; round++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < n / 2; i++) {
      const [a, b] = [rotating[i], rotating[n - 1 - i]];
      // Alternate the fixed team's venue so nobody plays every match at home.
      pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
    }
    half.push(pairs);
    rotating.splice(1, 0, rotating.pop()!);
  }
  return [...half, ...half.map((pairs) => pairs.map(([h, a]) => [a, h] as [number, number]))];
}

/** A league's season: a double round robin of its shuffled clubs. */
export function leagueSeason(competition: Competition, teamIds: readonly number[], random: () => number): Fixture[] {
  return doubleRoundRobin(shuffle(random, teamIds)).flatMap((pairs, index) =>
    pairs.map(([homeId, awayId]) => ({
      leagueId: competition.id,
      round: index + 1,
      stage: 'league' as const,
      group: null,
      day: index,
      decidedOn: -1,
      homeId,
      awayId,
    })),
  );
}

/**
 * A cup's season: sixteen of the nations drawn into groups A-D, a single round robin in each, the first two of each
 * group to the quarter-finals (A1-B2, B1-A2, C1-D2, D1-C2), winners on to the semi-finals and the final. `play` must
 * not end a knockout level.
 */
export function cupSeason(competition: Competition, nationIds: readonly number[], random: () => number, play: Play): Fixture[] {
  const drawn = shuffle(random, nationIds).slice(0, teamsPerCup);
  const fixtures: Fixture[] = [];
  const groups = ['A', 'B', 'C', 'D'].map((name, g) => ({ name, teams: drawn.slice(g * 4, g * 4 + 4) }));
  const tables = new Map<string, number[]>();
  for (const group of groups) {
    const results: FinishedResult[] = [];
    const [a, b, c, d] = group.teams;
    const rounds: [number, number][][] = [
      [
        [a, b],
        [c, d],
      ],
      [
        [a, c],
        [d, b],
      ],
      [
        [d, a],
        [b, c],
      ],
    ];
    rounds.forEach((pairs, index) => {
      for (const [homeId, awayId] of pairs) {
        const fixture: Fixture = {
          leagueId: competition.id,
          round: index + 1,
          stage: 'group',
          group: group.name,
          day: cupDays[index],
          decidedOn: -1,
          homeId,
          awayId,
        };
        fixtures.push(fixture);
        const score = play(fixture);
        results.push({ home_team_id: homeId, away_team_id: awayId, home_score: score.home, away_score: score.away });
      }
    });
    // The same table the server shows for the group, so its first two are the quarter-finalists the page shows.
    tables.set(
      group.name,
      standings(group.teams, results, competition.sport).map((row) => row.team_id),
    );
  }
  const place = (group: string, rank: number) => tables.get(group)![rank];
  let pairs: [number, number][] = [
    [place('A', 0), place('B', 1)],
    [place('B', 0), place('A', 1)],
    [place('C', 0), place('D', 1)],
    [place('D', 0), place('C', 1)],
  ];
  for (let round = 4; pairs.length > 0; round++) {
    const winners: number[] = [];
    for (const [homeId, awayId] of pairs) {
      const fixture: Fixture = {
        leagueId: competition.id,
        round,
        stage: 'knockout',
        group: null,
        day: cupDays[round - 1],
        decidedOn: cupDays[round - 2],
        homeId,
        awayId,
      };
      fixtures.push(fixture);
      const score = play(fixture);
      winners.push(score.home > score.away ? homeId : awayId);
    }
    // Quarter-final winners 1 and 3 meet, 2 and 4: the bracket's two halves.
    pairs =
      winners.length === 4
        ? [
            [winners[0], winners[2]],
            [winners[1], winners[3]],
          ]
        : winners.length === 2
          ? [[winners[0], winners[1]]]
          : [];
  }
  return fixtures;
}
