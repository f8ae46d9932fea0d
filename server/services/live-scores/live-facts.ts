import type { TextLiveLine } from '../../../schema/generated/api.ts';
import { textLive } from '../match-detail/live-feed.ts';
import { loadMatchDetail } from '../match-detail/load-match.ts';
import type { ServerContext } from '../server-context.ts';

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
}

/** The fields of a delta: those that changed, and the text-live lines that are new. */
export type LiveChange = Partial<Omit<LiveFacts, 'lines' | 'time' | 'start_time'>> & { tlive?: TextLiveLine[] };

/** Text-live lines one delta carries at most: a match has a few dozen in all, so only a long pause reaches this. */
const maxLines = 500;

/** A match's live facts now, read as the match detail's calls read them (so a delta never disagrees with a refetch). */
export async function loadLiveFacts(context: ServerContext, matchId: number, sportId: number): Promise<LiveFacts> {
  const { match, events, facts } = await loadMatchDetail(context, matchId, sportId);
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
  };
}

/** What changed from `before` to `after`, or null when a fan would see nothing new. */
export function liveChange(before: LiveFacts, after: LiveFacts): LiveChange | null {
  const change: LiveChange = {};
  if (after.status !== before.status) change.status = after.status;
  if (after.period_count !== before.period_count) change.period_count = after.period_count;
  if (after.home_score !== before.home_score) change.home_score = after.home_score;
  if (after.away_score !== before.away_score) change.away_score = after.away_score;
  if (after.red_cards[0] !== before.red_cards[0] || after.red_cards[1] !== before.red_cards[1]) change.red_cards = after.red_cards;
  // By id, not "after the last id": a goal entered late (an admin event at an earlier second) sorts among older lines.
  const known = new Set(before.lines.map((line) => line.id));
  const fresh = after.lines.filter((line) => !known.has(line.id));
  if (fresh.length > 0) change.tlive = fresh;
  return Object.keys(change).length > 0 ? change : null;
}
