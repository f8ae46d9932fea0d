import type { Database } from '../db/database.ts';
import { competitions, type Competition, type SeedTeam, seedTeams } from '../domain/matches/simulation/competitions.ts';
import { basketballScore, boxScore, expectedScore, finalTotals, footballScore, type GeneratedScore } from '../domain/matches/simulation/match-scores.ts';
import { basketballOutlook, footballOutlook, openingLines, packLines } from '../domain/matches/simulation/opening-odds.ts';
import { seededRandom } from '../random.ts';
import { cupSeason, leagueSeason, seasonDays, type Fixture } from '../domain/matches/simulation/season-schedule.ts';
import { fifaRows, honourRows } from '../domain/matches/simulation/season-honours.ts';
import { generateSquad, type Player } from '../domain/matches/simulation/squads.ts';
import type { SeedSummary } from './sports-data.ts';
import { insertColumns } from '../db/insert-rows.ts';
import { serverDayNumber, serverDayStart } from '../clock.ts';

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

/** How far ahead the schedule is stored: the app's date bar shows today and the days around it. */
const daysAhead = 3;
/** Opening odds are kept for the last week's and the coming matches: the odds tab and the data models read them. */
const oddsDays = 7;

/** Statuses a match reaches by fiat (spec 000 §4): past ones are final (postponed, cancelled), future ones may be open. */
const fixedStatuses = { past: { 1: [9, 12], 2: [13, 12] }, future: { 1: [9, 12, 13], 2: [13, 12, 15] } } as const;

/** A stable 32-bit seed from a text key, so every fixture has its own random stream (FNV-1a). */
const keyed = (key: string) =>
  seededRandom([...key].reduce((hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16_777_619) >>> 0, 2_166_136_261));

/** Season names are their first day, YYYY-MM-DD (a season lasts fourteen days: server/seed/season-schedule.ts). */
const dayName = (dayNumber: number) => new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);

/**
 * Writes competitions, teams, squads, two seasons of fixtures and results per competition (the previous one complete,
 * the current one), opening odds, the FIFA ranking and honours. Seasons are anchored to the calendar (each
 * competition its own offset), so a match id names the same fixture whichever day the server starts on: ids are
 * `days since 1970 (UTC+8) * 1000 + competition * 40 + n`. Sports data is reference data: it is rebuilt at every start.
 */
export async function seedSportsData(db: Database, seed: number, now: Date): Promise<SeedSummary> {
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

  // A played basketball match keeps its two totals (its players' points are in box_score); every basket is kept only
  // for today's and later matches, whose score the clock reveals as they are played.
  const incidents = matches.flatMap((m) =>
    (m.sport === 2 && m.offset < 0 ? finalTotals(m.score.incidents) : m.score.incidents).map((i) => [
      m.id,
      i.at_second,
      i.side,
      i.kind,
      i.points,
      i.player,
      i.player_id,
      i.assist_player_id,
    ]),
  );
  await db.transaction(async (tx) => {
    await tx.exec(
      'delete from team_honours; delete from fifa_ranks; delete from match_odds; delete from incidents; delete from matches; delete from players; delete from teams; delete from leagues;',
    );
    await insertColumns(
      tx,
      'leagues',
      columns('id int, sport_id int, name_zh text, short_name_zh text, name_en text, short_name_en text, kind text, logo text'),
      competitions.map((c) => [c.id, c.sport, c.zh, c.shortZh, c.en, c.shortEn, c.kind, `/static/logos/league/${c.id}.svg`]),
    );
    await insertColumns(
      tx,
      'teams',
      columns(
        'id int, sport_id int, league_id int, name_zh text, short_name_zh text, name_en text, short_name_en text, logo text, country_logo text, national bool, formation text',
      ),
      teams.map((t) => [
        t.id,
        t.sport,
        t.leagueId,
        t.zh,
        t.shortZh,
        t.en,
        t.shortEn,
        `/static/logos/team/${t.id}.svg`,
        `/static/logos/country/${t.leagueId}.svg`,
        t.national,
        formations.get(t.id),
      ]),
    );
    await insertColumns(
      tx,
      'players',
      columns('id int, team_id int, name text, number int, position text, rating numeric, lineup_order int, starter bool'),
      [...squads].flatMap(([teamId, players]) =>
        players.map((p, i) => [p.id, teamId, p.name, p.number, p.position, p.rating, i, p.starter]),
      ),
    );
    await insertColumns(
      tx,
      'matches',
      columns(
        'id int, sport_id int, league_id int, home_team_id int, away_team_id int, kickoff_time timestamptz, status_override int, hot bool, jc bool, bd bool, has_live bool, season text, round int, stage text, group_name text, box_score jsonb',
      ),
      matches.map((m) => {
        const flags = keyed(`flags|${m.id}`);
        return [
          m.id,
          m.sport,
          m.leagueId,
          m.homeId,
          m.awayId,
          m.kickoff.toISOString(),
          m.statusOverride,
          flags() < 0.3,
          flags() < 0.4,
          flags() < 0.25,
          flags() < 0.5,
          m.season,
          m.round,
          m.stage,
          m.group,
          m.sport === 2 ? JSON.stringify(boxScore(m.score.incidents)) : null,
        ];
      }),
    );
    await insertColumns(
      tx,
      'incidents',
      columns('match_id int, at_second int, side text, kind text, points int, player text, player_id int, assist_player_id int'),
      incidents,
    );
    const priced = matches.filter((m) => m.offset >= -oddsDays);
    await insertColumns(
      tx,
      'match_odds',
      columns('match_id int, lines jsonb'),
      priced.map((m) => [m.id, JSON.stringify(packLines(openingLines(m.id, m.sport, m.outlook)))]),
    );
    await insertColumns(tx, 'fifa_ranks', columns('team_id int, rank int, points int, change int'), fifaRows(seed, teams));
    await insertColumns(tx, 'team_honours', columns('team_id int, league_id int, season text'), honourRows(seed, completedSeasons, teams));
  });
  return { leagues: competitions.length, teams: teams.length, matches: matches.length, incidents: incidents.length };

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

/** "id int, name text" as [["id", "int"], ["name", "text"]]: the typed columns of insertColumns. */
const columns = (list: string) => list.split(', ').map((column) => column.split(' ') as [string, string]);

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
