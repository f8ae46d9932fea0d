import { serverDayNumber, serverDayStart } from '../../../clock.ts';
import { seededRandom } from '../../../random.ts';
import { competitions, type Competition, type SeedTeam, seedTeams } from './competitions.ts';
import { basketballScore, expectedScore, footballScore, type GeneratedScore } from './match-scores.ts';
import { basketballOutlook, footballOutlook } from './opening-odds.ts';
import { cupSeason, leagueSeason, seasonDays, type Fixture } from './season-schedule.ts';
import { generateSquad, type Player } from './squads.ts';

/** A fixture placed in time, with its id and its generated result. */
type SeasonFixture = ReturnType<typeof seasonFixtures>[number];

export interface SeededMatch extends SeasonFixture {
  id: number;
  sport: 1 | 2;
  /** Days from today (server time). */
  offset: number;
  kickoff: Date;
  statusOverride: number | null;
}

/** The simulated seasons at an instant: the teams with their squads, the stored window's matches, last seasons. */
export interface SeasonPlan {
  teams: SeedTeam[];
  squads: Map<number, Player[]>;
  formations: Map<number, string>;
  matches: SeededMatch[];
  /** Each competition's previous season, complete: what its honours are drawn from. */
  completedSeasons: { competition: Competition; season: string; matches: SeededMatch[] }[];
}

/** How far ahead the schedule is stored: the app's date bar shows today and the days around it. */
const daysAhead = 3;

/** Statuses a match reaches by fiat (spec 000 §4): past ones are final (postponed, cancelled), future ones may be open. */
const fixedStatuses = { past: { 1: [9, 12], 2: [13, 12] }, future: { 1: [9, 12, 13], 2: [13, 12, 15] } } as const;

/** A stable 32-bit seed from a text key, so every fixture has its own random stream (FNV-1a). */
export const keyed = (key: string) =>
  seededRandom([...key].reduce((hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16_777_619) >>> 0, 2_166_136_261));

/** Season names are their first day, YYYY-MM-DD (a season lasts fourteen days: season-schedule.ts). */
const dayName = (dayNumber: number) => new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);

/**
 * The teams, squads, and two seasons of fixtures and results per competition (the previous one complete, the current
 * one) as the seed stores them. Seasons are anchored to the calendar (each competition its own offset), so a match id
 * names the same fixture whichever day the server starts on: ids are `days since 1970 (UTC+8) * 1000 + competition *
 * 40 + n`.
 */
export function seasonPlan(seed: number, now: Date): SeasonPlan {
  const teams = seedTeams(seed);
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const squads = new Map<number, Player[]>();
  const formations = new Map<number, string>();
  for (const team of teams) {
    const { formation, players } = generateSquad(team.id, team.sport);
    squads.set(team.id, players);
    formations.set(team.id, formation);
  }
  const today = serverDayNumber(now);
  const matches: SeededMatch[] = [];
  const completedSeasons: { competition: Competition; season: string; matches: SeededMatch[] }[] = [];
  for (const [index, competition] of competitions.entries()) {
    const offset = (competition.id * 5) % seasonDays;
    const current = Math.floor((today + offset) / seasonDays);
    for (const seasonIndex of [current - 1, current, current + 1]) {
      const firstDay = seasonIndex * seasonDays - offset;
      const season = dayName(firstDay);
      const placed = seasonFixtures(seed, competition, season, teams, teamById, squads).map((fixture) =>
        place(fixture, index, firstDay + fixture.day - today, now, seed),
      );
      // Next season: only its first days inside the stored window. Knockouts: only once the day deciding them is over.
      const kept = placed.filter(
        (m) => (seasonIndex <= current || m.offset <= daysAhead) && (m.stage !== 'knockout' || firstDay + m.decidedOn < today),
      );
      matches.push(...kept);
      if (seasonIndex === current - 1) completedSeasons.push({ competition, season, matches: kept });
    }
  }
  return { teams, squads, formations, matches, completedSeasons };

  function place(fixture: SeasonFixture, competitionIndex: number, offset: number, at: Date, seedNumber: number): SeededMatch {
    const competition = competitions[competitionIndex];
    const id = (today + offset) * 1000 + competitionIndex * 40 + fixture.slot + 1;
    const roll = keyed(`status|${seedNumber}|${id}`);
    // Only league fixtures are postponed or cancelled: a cup's bracket needs every result.
    const fixed =
      offset !== 0 && fixture.stage === 'league' && roll() < 0.05
        ? pickFrom(roll, fixedStatuses[offset < 0 ? 'past' : 'future'][competition.sport])
        : null;
    return {
      ...fixture,
      id,
      sport: competition.sport,
      offset,
      kickoff: kickoffFor(at, serverDayStart(at, offset), offset, competition.sport, fixture.slot, competitionIndex),
      statusOverride: fixed,
    };
  }
}

const pickFrom = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** The fixtures of one season of a competition with their results, each numbered within its day (`slot`). */
function seasonFixtures(
  seed: number,
  competition: Competition,
  season: string,
  teams: readonly SeedTeam[],
  teamById: Map<number, SeedTeam>,
  squads: Map<number, Player[]>,
) {
  const results = new Map<Fixture, GeneratedScore>();
  const play = (fixture: Fixture) => {
    const random = keyed(`score|${seed}|${competition.id}|${season}|${fixture.round}|${fixture.homeId}|${fixture.awayId}`);
    const [home, away] = [teamById.get(fixture.homeId)!, teamById.get(fixture.awayId)!];
    const score =
      competition.sport === 1
        ? footballScore(random, competition, home, away, squads, fixture.stage === 'knockout')
        : basketballScore(random, competition, home, away, squads);
    results.set(fixture, score);
    return score;
  };
  const members = teams.filter((t) => t.leagueId === competition.id).map((t) => t.id);
  const scheduleRandom = keyed(`schedule|${seed}|${competition.id}|${season}`);
  const fixtures =
    competition.kind === 'cup' ? cupSeason(competition, members, scheduleRandom, play) : leagueSeason(competition, members, scheduleRandom);
  const perDay = new Map<number, number>();
  return fixtures.map((fixture) => {
    const score = results.get(fixture) ?? play(fixture);
    const slot = perDay.get(fixture.day) ?? 0;
    perDay.set(fixture.day, slot + 1);
    const [home, away] = [teamById.get(fixture.homeId)!, teamById.get(fixture.awayId)!];
    const expected = expectedScore(competition, home, away);
    const outlook =
      competition.sport === 1 ? footballOutlook(expected.home, expected.away) : basketballOutlook(expected.home, expected.away);
    return { ...fixture, season, score, outlook, slot };
  });
}

/** Today's matches are spread around the clock so some are live at start; other days use fixed local times. */
function kickoffFor(now: Date, dayStart: Date, day: number, sport: number, slot: number, competitionIndex: number): Date {
  if (day === 0) {
    const spread = sport === 1 ? [-100, -50, -20, 25, 60, 95, 130, 165] : [-40, -10, 35, 80, 125, 170, 215, 260];
    return new Date(Math.floor(now.getTime() / 60_000) * 60_000 + (spread[slot % 8] + competitionIndex * (sport === 1 ? 7 : 9)) * 60_000);
  }
  const localHours = [12.5, 15, 19.5, 22][slot % 4] + Math.floor(slot / 4) + (competitionIndex % 3) * 0.25;
  return new Date(dayStart.getTime() + localHours * 3600_000);
}
