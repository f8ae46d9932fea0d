import type { Database } from '../ports.ts';
import { serverDayStart } from '../../clock.ts';
import {
  followedAmong,
  incidentsOf,
  kickoffsBetween,
  matchById,
  matchesNamed,
  matchFollowerIds,
  matchRows,
  teamColumns,
  type MatchRow,
  type MatchSelection,
} from './match-store.ts';
import type { MatchReads } from './ports.ts';
import { matchState, type ScoringIncident } from './simulation/match-state.ts';

/** The database and the read cache: what loading matches needs (the clock's instant is an argument). */
type CachedReads = Pick<MatchReads, 'db' | 'cache'>;

/** In play, finished and waiting, per sport (spec 000 §4). */
export function phaseOf(sportId: number, status: number): 'waiting' | 'inplay' | 'finished' | 'other' {
  if (status === 1) return 'waiting';
  if (sportId === 2) return status >= 2 && status <= 9 ? 'inplay' : status === 10 ? 'finished' : 'other';
  return status >= 2 && status <= 7 ? 'inplay' : status === 8 ? 'finished' : 'other';
}

export type MatchView = ReturnType<typeof present>;

interface StoredMatches {
  rows: MatchRow[];
  incidents: Map<number, ScoringIncident[]>;
}

async function readMatches(db: Database, where: string, params: unknown[]): Promise<StoredMatches> {
  const rows = await matchRows(db, where, params);
  const incidents = new Map<number, ScoringIncident[]>();
  if (rows.length === 0) return { rows, incidents };
  const found = await incidentsOf(
    db,
    rows.map((r) => r.id),
  );
  for (const incident of found) {
    const list = incidents.get(incident.match_id);
    if (list) list.push(incident);
    else incidents.set(incident.match_id, [incident]);
  }
  return { rows, incidents };
}

/**
 * Loads matches (through the read cache) with their live state at `now`, and whether `userId` follows each. The
 * selection is one of match-store.ts's (`loadMatches(reads, now, matchById(id))`); other areas call the named reads
 * below, so no SQL text leaves the area.
 */
export async function loadMatches(context: CachedReads, now: Date, [where, params]: MatchSelection, userId?: number): Promise<MatchView[]> {
  const { rows, incidents } = await context.cache.get(`matches|${where}|${JSON.stringify(params)}`, () =>
    readMatches(context.db, where, params),
  );
  if (rows.length === 0) return [];
  const followed =
    userId === undefined
      ? new Set<number>()
      : new Set(
          await followedAmong(
            context.db,
            userId,
            rows.map((r) => r.id),
          ),
        );
  return rows.map((row) => present(row, now, incidents.get(row.id) ?? [], followed.has(row.id)));
}

/** One match as the app shows it (news, activities, a room's match), or undefined. */
export async function matchView(reads: CachedReads, now: Date, id: number, userId?: number): Promise<MatchView | undefined> {
  return (await loadMatches(reads, now, matchById(id), userId))[0];
}

/** The server day of `now`, as the instants it starts and ends at. */
export const serverToday = (now: Date): [string, string] => [serverDayStart(now).toISOString(), serverDayStart(now, 1).toISOString()];

/** The matches that kick off on the server day of `now` (the home page). */
export function matchesOfDay(reads: CachedReads, now: Date, userId?: number): Promise<MatchView[]> {
  return loadMatches(reads, now, kickoffsBetween(serverToday(now), 0), userId);
}

/** The matches whose team or competition names match a LIKE pattern, of both sports (the search). */
export function matchesNamedLike(reads: CachedReads, now: Date, pattern: string): Promise<MatchView[]> {
  return loadMatches(reads, now, matchesNamed(pattern, 0));
}

function present(row: MatchRow, now: Date, incidents: readonly ScoringIncident[], attented: boolean) {
  const kickoff = new Date(row.kickoff_time);
  const state = matchState(row.sport_id, kickoff, now, incidents, row.status_override);
  const team = (side: 'h' | 'a') =>
    Object.fromEntries(teamColumns.map((c) => [c, row[`${side}_${c}`]])) as unknown as Omit<
      Record<(typeof teamColumns)[number], string>,
      'id'
    > & { id: number };
  // Spec 000 §4 clock rule: status 4 shows "minutes since kickoff + 46", so in the second half kickoff_time is the
  // second half's kickoff (15 minutes of half-time after the first 45). start_time keeps the scheduled kickoff.
  const secondHalf = row.sport_id === 1 && state.status === 4 && row.status_override == null ? 60 * 60_000 : 0;
  return {
    id: row.id,
    sport_id: row.sport_id,
    ...state,
    kickoff_time: Math.floor((kickoff.getTime() + secondHalf) / 1000),
    start_time: Math.floor(kickoff.getTime() / 1000),
    live: row.has_live ? 1 : 0,
    attented: attented ? 1 : 0,
    hot: row.hot ? 1 : 0,
    jc: row.jc ? 1 : 0,
    bd: row.bd ? 1 : 0,
    hometeam: team('h'),
    awayteam: team('a'),
    matchevent: {
      id: row.league_id,
      logo: row.l_logo,
      name_zh: row.l_name_zh,
      short_name_zh: row.l_short_zh,
      name_en: row.l_name_en,
      short_name_en: row.l_short_en,
    },
  };
}

/** The fans who follow a match: whom its push notices are for (domain/push). */
export function followersOfMatch(db: Database, matchId: number): Promise<number[]> {
  return matchFollowerIds(db, matchId);
}
