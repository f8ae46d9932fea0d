import { leagueTable } from '../database/league-table.ts';
import { loadSquad } from '../database/squads.ts';
import { deleteFollow, insertFollow } from '../match-store.ts';
import type { MatchReads } from '../ports.ts';
import { headToHead, recentForm } from './history.ts';
import { matchStats } from './live-feed.ts';
import { loadMatchDetail, type MatchDetail } from './load-match.ts';

// The match detail's tabs (spec 000 §7 /api/{sport}/ and /webapi/{sport}/), each from the match's detail.

/** Follows (1) or unfollows (0) a match of the sport; NOT_FOUND for no such match. */
export async function followMatch(reads: MatchReads, userId: number, sportId: number, matchId: number, type: 0 | 1) {
  await loadMatchDetail(reads, matchId, sportId);
  if (type === 1) await insertFollow(reads.db, userId, matchId, reads.clock.now().toISOString());
  else await deleteFollow(reads.db, userId, matchId);
  return { attented: type };
}

/** The analysis tab: earlier meetings of the two teams and each side's form, all before kickoff. */
export async function matchAnalysis(reads: MatchReads, { match, facts }: Pick<MatchDetail, 'match' | 'facts'>) {
  const kickoff = new Date(match.start_time * 1000);
  return {
    head_to_head: await headToHead(reads, facts.home_team_id, facts.away_team_id, kickoff),
    home_form: await recentForm(reads, facts.home_team_id, kickoff),
    away_form: await recentForm(reads, facts.away_team_id, kickoff),
  };
}

/** The lineup tab: both squads. */
export async function matchLineups(reads: MatchReads, { facts }: Pick<MatchDetail, 'facts'>) {
  return { home: await loadSquad(reads, facts.home_team_id), away: await loadSquad(reads, facts.away_team_id) };
}

/** The rank tab: the competition's current table. */
export async function matchRank(reads: MatchReads, { facts }: Pick<MatchDetail, 'facts'>) {
  return { league_id: facts.league_id, list: await leagueTable(reads, facts.league_id) };
}

/** Each side's three best-rated starters (ties: the lower id). */
export async function matchTop3(reads: MatchReads, { facts }: Pick<MatchDetail, 'facts'>) {
  const top = async (teamId: number) =>
    [...(await loadSquad(reads, teamId)).starters].sort((a, b) => b.rating - a.rating || a.id - b.id).slice(0, 3);
  return { home: await top(facts.home_team_id), away: await top(facts.away_team_id) };
}

/** The match, its statistics and its events in one answer. */
export function matchCombined({ match, facts, events, scoring }: MatchDetail) {
  return { info: match, stats: matchStats(facts, events, scoring), events };
}
