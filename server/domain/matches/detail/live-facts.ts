import type { TextLiveLine } from '../../../../schema/generated/api.ts';
import { matchStats, textLive, type MatchStatistics } from './live-feed.ts';
import { loadMatchDetail } from './load-match.ts';
import { currentOddsBoard } from './odds.ts';
import type { MatchReads } from '../ports.ts';

/** What a fan sees of a match that moves without a clock tick: the fields a MatchDelta carries (docs/im-protocol.md). */
export interface LiveFacts {
  status: number;
  /** The clock as shown ("23", "12:00"): sent with every delta, never a reason for one (it moves every second). */
  time: string;
  period_count: number;
  home_score: number;
  away_score: number;
  red_cards: [number, number];
  /** The text-live lines so far, oldest first. */
  lines: TextLiveLine[];
  /** The scheduled kickoff (unix seconds): which day's channel hears the match. */
  start_time: number;
  /**
   * The kickoff the clock counts from (unix seconds), as getMatchInfo's `kickoff_time`: a football second half's own
   * kickoff. It moves when the second half starts, and a list's clock (spec 000 §4: minutes since kickoff + 46) needs it.
   */
  kickoff_time: number;
  /** Each bookmaker's current 1X2 prices and margin, as the odds tab (`matchOdd`) shows them: none for an unpriced match. */
  odds: BookmakerPrices[];
  /** The statistics tab's figures (`getMatchData`'s `stats`): a goal moves its shots with it. */
  stats: MatchStatistics;
  /**
   * The scoring incidents counted in the score so far, by their row id: which goal is new when the score moves. Not a
   * delta's field; it names the goal's notice (match-deltas.ts).
   */
  scored: { id: number; side: 'home' | 'away' }[];
}

/** One bookmaker's current European line, as `matchOdd` answers it in `europe.current` and `europe.margin`. */
export interface BookmakerPrices {
  id: number;
  current: { home: number; draw: number; away: number };
  margin: number;
}

/** The fields of a delta: those that changed, and the text-live lines that are new. */
export type LiveChange = Partial<Omit<LiveFacts, 'lines' | 'time' | 'start_time' | 'scored'>> & { tlive?: TextLiveLine[] };

/** The fields of a delta the score list uses: it shows no odds or statistics, so its day's channel is not sent them. */
export type ListChange = Omit<LiveChange, 'odds' | 'stats'>;

/** Text-live lines one delta carries at most: a match has a few dozen in all, so only a long pause reaches this. */
const maxLines = 500;

/** A match's live facts now, read as the match detail's calls read them (so a delta never disagrees with a refetch). */
export async function loadLiveFacts(context: MatchReads, matchId: number, sportId: number): Promise<LiveFacts> {
  const detail = await loadMatchDetail(context, matchId, sportId);
  const { match, events, facts, scoring } = detail;
  const odds = (await currentOddsBoard(context, detail, sportId)).map((line) => ({
    id: line.id,
    current: line.europe.current,
    margin: line.europe.margin,
  }));
  const reds = (side: 'home' | 'away') => events.filter((e) => e.kind === 'red_card' && e.side === side).length;
  return {
    status: match.status,
    time: match.time,
    period_count: match.period_count,
    home_score: match.home_score,
    away_score: match.away_score,
    red_cards: [reds('home'), reds('away')],
    lines: textLive(facts, events, 0, maxLines).list as TextLiveLine[],
    start_time: match.start_time,
    kickoff_time: match.kickoff_time,
    odds,
    stats: matchStats(facts, events, scoring),
    // The score's own rule (simulation/match-state.ts): an incident counts once its second is played.
    scored: scoring.filter((incident) => incident.at_second <= facts.played_seconds).map(({ id, side }) => ({ id, side })),
  };
}

/** What changed from `before` to `after`, or null when a fan would see nothing new. */
export function liveChange(before: LiveFacts, after: LiveFacts): LiveChange | null {
  const change: LiveChange = {};
  if (after.status !== before.status) change.status = after.status;
  if (after.period_count !== before.period_count) change.period_count = after.period_count;
  if (after.kickoff_time !== before.kickoff_time) change.kickoff_time = after.kickoff_time;
  if (after.home_score !== before.home_score) change.home_score = after.home_score;
  if (after.away_score !== before.away_score) change.away_score = after.away_score;
  if (after.red_cards[0] !== before.red_cards[0] || after.red_cards[1] !== before.red_cards[1]) change.red_cards = after.red_cards;
  // By id, not "after the last id": a goal entered late (an admin event at an earlier second) sorts among older lines.
  const known = new Set(before.lines.map((line) => line.id));
  const fresh = after.lines.filter((line) => !known.has(line.id));
  if (fresh.length > 0) change.tlive = fresh;
  // Only the bookmakers whose prices moved, each with its whole current line (absolute, like every other field).
  const held = new Map(before.odds.map((line) => [line.id, line.current]));
  const moved = after.odds.filter((line) => {
    const was = held.get(line.id);
    return !was || was.home !== line.current.home || was.draw !== line.current.draw || was.away !== line.current.away;
  });
  if (moved.length > 0) change.odds = moved;
  // The whole statistics when any figure moved: a handful of pairs, and the tab then needs no merge rule of its own.
  if (JSON.stringify(after.stats) !== JSON.stringify(before.stats)) change.stats = after.stats;
  return Object.keys(change).length > 0 ? change : null;
}

/** A change without the odds and statistics: what the score list's channel hears, or null when they were all that changed. */
export function listChange(change: LiveChange): ListChange | null {
  const list: LiveChange = { ...change };
  delete list.odds;
  delete list.stats;
  return Object.keys(list).length > 0 ? list : null;
}
