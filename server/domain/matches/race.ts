import type { DateMatchRequest, VoteRequest } from '../../../schema/generated/api.ts';
import { serverDayRange } from '../../clock.ts';
import { containing } from '../content/search/search.ts';
import { DomainError } from '../errors.ts';
import type { Database } from '../ports.ts';
import {
  followedMatchIds,
  hotKickoffsBetween,
  kickoffsBetween,
  leaguesBetween,
  leagueTags,
  matchById,
  matchesByIds,
  matchesNamed,
  upsertVote,
  voteCounts,
} from './match-store.ts';
import { loadMatches, phaseOf, serverToday, type MatchView } from './matches.ts';
import type { MatchReads } from './ports.ts';

type Filter = NonNullable<DateMatchRequest['filter']>;
type Tab = NonNullable<DateMatchRequest['tab']>;

/** Match filters of spec 000 §4; "unfinished" is everything not finished yet. */
export function matchesFilter(match: MatchView, filter: Filter): boolean {
  const phase = phaseOf(match.sport_id, match.status);
  if (filter === 'all') return true;
  if (filter === 'unfinished') return phase !== 'finished';
  return phase === filter;
}

/** A server day (YYYY-MM-DD) as the instants it starts and ends at; BAD_INPUT for a date that does not exist. */
export function matchDay(date: string): [string, string] {
  const day = serverDayRange(date);
  if (!day) throw new DomainError('BAD_INPUT', '参数错误: date 不是有效日期');
  return day;
}

/**
 * A day's matches of one sport (0: both) with their state now, filtered by phase and tab: the score list (getDateMatch).
 * The paying call of the schedule: one read of the day's rows through the cache, the follows of a signed-in fan.
 */
export async function dateMatches(
  reads: MatchReads,
  day: readonly [string, string],
  query: { sportId: number; filter: Filter; tab: Tab },
  userId: number | undefined,
): Promise<MatchView[]> {
  const matches = await loadMatches(reads, reads.clock.now(), kickoffsBetween(day, query.sportId), userId);
  return matches.filter((m) => matchesFilter(m, query.filter) && (query.tab === 'all' || m[query.tab] === 1));
}

/** The matches a fan follows. Follows change with every tap: read them live; only the match rows come through the cache. */
export async function followedMatches(reads: MatchReads, userId: number): Promise<MatchView[]> {
  const ids = await followedMatchIds(reads.db, userId);
  return ids.length === 0 ? [] : loadMatches(reads, reads.clock.now(), matchesByIds(ids), userId);
}

/** Every competition as a tag of the schedule: id, sport, short name, logo. */
export async function raceTags(reads: Pick<MatchReads, 'db' | 'cache'>) {
  const leagues = await reads.cache.get('race-tags', () => leagueTags(reads.db));
  return leagues.map((l) => ({ id: l.id, sport_id: l.sport_id, name: l.short_name_zh, logo: l.logo }));
}

/** Today's matches of one sport (0: both) counted by phase. */
export async function recentMatchCount(reads: MatchReads, sportId: number) {
  const day = serverToday(reads.clock.now());
  const matches = await loadMatches(reads, reads.clock.now(), kickoffsBetween(day, sportId));
  const count = (phase: string) => matches.filter((m) => phaseOf(m.sport_id, m.status) === phase).length;
  return { today: matches.length, inplay: count('inplay'), waiting: count('waiting'), finished: count('finished') };
}

/** A fan's vote on a match's winner (a second vote replaces the first), answered with the match's tally. */
export async function voteOnMatch(reads: MatchReads, userId: number, { matchid, team }: VoteRequest) {
  const [match] = await loadMatches(reads, reads.clock.now(), matchById(matchid));
  if (!match) throw new DomainError('NOT_FOUND', '比赛不存在');
  await upsertVote(reads.db, userId, matchid, team, reads.clock.now().toISOString());
  const rows = await voteCounts(reads.db, matchid);
  const tally = { home: 0, draw: 0, away: 0, ...Object.fromEntries(rows.map((r) => [r.team, Number(r.votes)])) };
  return { ...tally, mine: team };
}

/** The competitions playing on a server day, each with its number of matches. */
export async function leaguesOfDay(db: Database, date: string) {
  const rows = await leaguesBetween(db, matchDay(date));
  return rows.map((r) => ({ ...r, matches: Number(r.matches) }));
}

/** Matches whose team or competition names contain the keyword, of one sport (0: both): the first 50 and the total. */
export async function searchRace(reads: MatchReads, keyword: string, sportId: number, userId: number | undefined) {
  // The keyword is data: it goes in as a parameter, with LIKE's wildcards escaped.
  const list = await loadMatches(reads, reads.clock.now(), matchesNamed(containing(keyword), sportId), userId);
  return { list: list.slice(0, 50), total: list.length };
}

/** Today's hot matches still to play or in play, ten at most. */
export async function recommendedMatches(reads: MatchReads, userId: number | undefined): Promise<MatchView[]> {
  const matches = await loadMatches(reads, reads.clock.now(), hotKickoffsBetween(serverToday(reads.clock.now())), userId);
  return matches.filter((m) => ['inplay', 'waiting'].includes(phaseOf(m.sport_id, m.status))).slice(0, 10);
}
