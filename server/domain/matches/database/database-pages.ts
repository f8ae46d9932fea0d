import type { DatabaseEventRequest } from '../../../../schema/generated/api.ts';
import { phaseOf } from '../matches.ts';
import type { MatchReads } from '../ports.ts';
import { fifaRanking } from './fifa.ts';
import { leagueTable } from './league-table.ts';
import { playerRank } from './player-ranks.ts';
import { competition, competitions, finishedResults, resolveSeason, seasonMatches, seasonsOf } from './seasons.ts';
import { seasonTables, seasonTeams } from './tables.ts';

// The sports database's pages (spec 000 §7 /api/SportDatabase/...), answered from the stored seasons (docs/api.md
// "Sports database"). A season asked for that the competition does not have is NOT_FOUND; none asked is the current.

/** A match still to play or being played (spec 000 §4 waiting or in play): postponed and cancelled ones are not. */
const isOpen = (m: { sport_id: number; status: number }) => ['waiting', 'inplay'].includes(phaseOf(m.sport_id, m.status));

const seasonOf = (reads: MatchReads, query: DatabaseEventRequest) => resolveSeason(reads, query.event_id, query.season);

/** The database's home: every competition, the leaders of the first four leagues, the FIFA ranking's top ten. */
export async function databaseHome(reads: MatchReads) {
  const all = await competitions(reads);
  const leaders = await Promise.all(
    all
      .filter((c) => c.kind === 'league')
      .slice(0, 4)
      .map(async (c) => (await leagueTable(reads, c.id))[0]),
  );
  return { hot_events: all, hot_teams: leaders.filter(Boolean), fifa_top: (await fifaRanking(reads)).slice(0, 10) };
}

/** The competitions of one sport (0: both). */
export async function eventList(reads: MatchReads, sportId: number | undefined) {
  const all = await competitions(reads);
  return { list: all.filter((c) => !sportId || c.sport_id === sportId) };
}

/** A competition's season: its seasons, teams, rounds and the current round. */
export async function eventInfo(reads: MatchReads, query: DatabaseEventRequest) {
  const league = await competition(reads, query.event_id);
  const season = await seasonOf(reads, query);
  const matches = await seasonMatches(reads, league.id, season);
  // The current round: the first with a match not finished yet, or the last one once all are played.
  const open = matches.find(isOpen);
  const rounds = Math.max(0, ...matches.map((m) => m.round));
  return {
    ...league,
    season,
    seasons: await seasonsOf(reads, league.id),
    team_count: (await seasonTeams(reads, league.id, season)).length,
    rounds,
    current_round: open?.round ?? rounds,
  };
}

/** A season's overview: matches played, goals, goals per match and the leader. */
export async function eventView(reads: MatchReads, query: DatabaseEventRequest) {
  const league = await competition(reads, query.event_id);
  const season = await seasonOf(reads, query);
  const finished = finishedResults(await seasonMatches(reads, league.id, season));
  const scored = finished.reduce((n, m) => n + m.home_score + m.away_score, 0);
  const [table] = await seasonTables(reads, league, season);
  return {
    event: league,
    season,
    matches_played: finished.length,
    goals: scored,
    goals_per_match: finished.length ? Number((scored / finished.length).toFixed(2)) : 0,
    leader: table?.list[0] ?? null,
  };
}

/** A season's table of the asked type: one list for a league, one per group for a cup. */
export async function eventIntegral(reads: MatchReads, query: DatabaseEventRequest) {
  const league = await competition(reads, query.event_id);
  const type = query.type ?? 1;
  const tables = await seasonTables(reads, league, await seasonOf(reads, query), type);
  return {
    type,
    list: tables.length === 1 && tables[0].group === '' ? tables[0].list : [],
    groups: league.kind === 'cup' ? tables : [],
  };
}

/** A season's top players: points in basketball, goals or assists in football. */
export async function eventRank(reads: MatchReads, query: DatabaseEventRequest) {
  const league = await competition(reads, query.event_id);
  const kind = league.sport_id === 2 ? 'points' : query.kind === 'assists' ? 'assists' : 'goals';
  return { kind, list: await playerRank(reads, league, await seasonOf(reads, query), kind) };
}

/** One round of a season (the asked one, else the current one) with its matches and their groups. */
export async function eventMatches(reads: MatchReads, query: DatabaseEventRequest) {
  const league = await competition(reads, query.event_id);
  const season = await seasonOf(reads, query);
  const matches = await seasonMatches(reads, league.id, season);
  const rounds = [...new Set(matches.map((m) => m.round))].sort((a, b) => a - b);
  const round = query.round ?? rounds.find((r) => matches.some((m) => m.round === r && isOpen(m))) ?? rounds[rounds.length - 1] ?? 1;
  const list = matches.filter((m) => m.round === round);
  const groupOf = Object.fromEntries(list.filter((m) => m.group_name).map((m) => [String(m.id), m.group_name!]));
  return {
    season,
    round,
    rounds,
    stage: list[0]?.stage ?? 'league',
    list: list.map(({ round: _round, stage: _stage, group_name: _group, ...match }) => match),
    group_of: groupOf,
  };
}

/** A page of the FIFA ranking. */
export async function fifaPage(reads: MatchReads, page: number, size: number) {
  const all = await fifaRanking(reads);
  return { list: all.slice((page - 1) * size, page * size), total: all.length, page, size };
}

/** The top five of each league of a sport. */
export async function hotRanks(reads: MatchReads, sportId: number) {
  const leagues = (await competitions(reads)).filter((c) => c.sport_id === sportId && c.kind === 'league');
  return Promise.all(leagues.map(async (event) => ({ event, list: (await leagueTable(reads, event.id)).slice(0, 5) })));
}
