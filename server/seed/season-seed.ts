import type { Database } from '../db/database.ts';
import { insertColumns } from '../db/insert-rows.ts';
import { competitions } from '../domain/matches/simulation/competitions.ts';
import { boxScore, finalTotals } from '../domain/matches/simulation/match-scores.ts';
import { openingLines, packLines } from '../domain/matches/simulation/opening-odds.ts';
import { fifaRows, honourRows } from '../domain/matches/simulation/season-honours.ts';
import { keyed, seasonPlan } from '../domain/matches/simulation/season-plan.ts';
import type { SeedSummary } from './sports-data.ts';

/** Opening odds are kept for the last week's and the coming matches: the odds tab and the data models read them. */
const oddsDays = 7;

/**
 * Writes competitions, teams, squads, two seasons of fixtures and results per competition (the previous one complete,
 * the current one), opening odds, the FIFA ranking and honours, as the season plan simulates them at `now`
 * (domain/matches/simulation/season-plan.ts). Sports data is reference data: it is rebuilt at every start.
 */
export async function seedSportsData(db: Database, seed: number, now: Date): Promise<SeedSummary> {
  const { teams, squads, formations, matches, completedSeasons } = seasonPlan(seed, now);
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
    // Every league, team and match goes, a match feed's included, so the feed's keys to them go too.
    await tx.exec(
      'delete from team_honours; delete from fifa_ranks; delete from match_odds; delete from incidents; delete from matches; delete from players; delete from teams; delete from leagues; delete from feed_keys;',
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
}

/** "id int, name text" as [["id", "int"], ["name", "text"]]: the typed columns of insertColumns. */
const columns = (list: string) => list.split(', ').map((column) => column.split(' ') as [string, string]);
