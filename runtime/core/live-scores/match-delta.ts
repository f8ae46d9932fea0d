import type { BookmakerOdds, Match, MatchStats, TextLiveLine, ThreeWayPrices } from '../../../schema/generated/api.ts';
import { matchPhase } from '../rules/match-status.ts';

/** The live-score channel of one match, which its detail page joins (docs/im-protocol.md "Match channels"). */
export const matchChannelOf = (matchid: number): string => `match_${matchid}`;

/** The live-score channel of every match of a China Standard Time day (`YYYY-MM-DD`), which the score list joins. */
export const dayChannelOf = (date: string): string => `scores_${date.replaceAll('-', '')}`;

/** The day channel that hears a match: the channel of its kickoff's China Standard Time day (`start_time` in seconds). */
export const kickoffDayChannelOf = (startTime: number): string =>
  dayChannelOf(new Date(startTime * 1000 + 8 * 3600_000).toISOString().slice(0, 10));

/** A MatchDelta as the pages use it: only what changed, absolute values, and the per-match sequence. */
export interface MatchDelta {
  matchid: number;
  seq: number;
  time?: string;
  status?: number;
  period_count?: number;
  /** The kickoff the football clock counts from: it moves to the second half's own kickoff when that starts. */
  kickoff_time?: number;
  home_score?: number;
  away_score?: number;
  tlive?: TextLiveLine[];
  /** The bookmakers whose current 1X2 prices moved, with the whole current line and its margin (match channel only). */
  odds?: PushedPrices[];
  /** The statistics tab's figures, all of them, when any moved (match channel only): as getMatchData's `stats`. */
  stats?: MatchStats['stats'];
}

/** One bookmaker's current European line as a delta carries it (`europe.current` and `europe.margin` of matchOdd). */
export interface PushedPrices {
  id: number;
  current: ThreeWayPrices;
  margin: number;
}

const price = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

const pricesOf = (value: unknown): PushedPrices | null => {
  if (!value || typeof value !== 'object') return null;
  const line = value as { id?: unknown; current?: Record<string, unknown>; margin?: unknown };
  const [home, draw, away] = [price(line.current?.home), price(line.current?.draw), price(line.current?.away)];
  const id = count(line.id);
  if (id === undefined || home === undefined || draw === undefined || away === undefined || typeof line.margin !== 'number') return null;
  return { id, current: { home, draw, away }, margin: line.margin };
};

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/** Statistics as `{ name: [home, away] }` of counts; anything else is not statistics. */
const statsOf = (value: unknown): MatchStats['stats'] | undefined => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const pairs = Object.entries(value as Record<string, unknown>);
  const valid = pairs.every(([, pair]) => Array.isArray(pair) && pair.length === 2 && pair.every((n) => count(n) !== undefined));
  return valid && pairs.length > 0 ? Object.fromEntries(pairs as [string, [number, number]][]) : undefined;
};

const lineOf = (value: unknown): TextLiveLine | null => {
  if (!value || typeof value !== 'object') return null;
  const line = value as Record<string, unknown>;
  if (count(line.id) === undefined || typeof line.content !== 'string') return null;
  return {
    id: line.id as number,
    minute: count(line.minute) ?? 0,
    side: line.side === 'home' || line.side === 'away' ? line.side : '',
    kind: typeof line.kind === 'string' ? line.kind : 'text',
    content: line.content,
  };
};

/**
 * The delta a channel message's JSON carries, or null: only type MatchDelta with a match id and a sequence counts
 * (anything else in the channel is ignored), and each field is kept only when it has the right type.
 */
export function matchDeltaOf(json: string): MatchDelta | null {
  let data: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object') return null;
    data = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const matchid = count(data.matchid);
  const seq = count(data.seq);
  if (data.type !== 'MatchDelta' || !matchid || !seq) return null;
  const delta: MatchDelta = { matchid, seq };
  if (typeof data.time === 'string') delta.time = data.time;
  for (const field of ['status', 'period_count', 'kickoff_time', 'home_score', 'away_score'] as const) {
    const value = count(data[field]);
    if (value !== undefined) delta[field] = value;
  }
  if (Array.isArray(data.tlive)) delta.tlive = data.tlive.map(lineOf).filter((line): line is TextLiveLine => line !== null);
  if (Array.isArray(data.odds)) delta.odds = data.odds.map(pricesOf).filter((line): line is PushedPrices => line !== null);
  const stats = statsOf(data.stats);
  if (stats) delta.stats = stats;
  return delta;
}

/**
 * The gap rule: the first delta after joining is applied (`last` null); then only the next sequence is. A jump
 * (deltas were lost) or a step back (the server restarted) means what the page holds may be stale: fetch the match.
 */
export function deltaStep(last: number | null, seq: number): 'apply' | 'refetch' {
  return last === null || seq === last + 1 ? 'apply' : 'refetch';
}

/** The fields of a match a delta moves. */
const mergedFields = ['status', 'time', 'period_count', 'kickoff_time', 'home_score', 'away_score'] as const;
type MergedField = (typeof mergedFields)[number];

/** The match with the delta's values in place: the same object when the delta is for another match or changes nothing. */
export function mergeMatchDelta<M extends Pick<Match, 'id' | MergedField>>(match: M, delta: MatchDelta): M {
  if (match.id !== delta.matchid) return match;
  const changes: Partial<Pick<Match, MergedField>> = {};
  for (const field of mergedFields) {
    const value = delta[field];
    if (value !== undefined && value !== match[field]) (changes as Record<string, unknown>)[field] = value;
  }
  return Object.keys(changes).length > 0 ? { ...match, ...changes } : match;
}

/** Text-live lines with the delta's new lines merged in by id (a line already held is not repeated), in id order. */
export function mergeLines(lines: readonly TextLiveLine[], fresh: readonly TextLiveLine[] | undefined): readonly TextLiveLine[] {
  if (!fresh || fresh.length === 0) return lines;
  const held = new Set(lines.map((line) => line.id));
  const added = fresh.filter((line) => !held.has(line.id));
  return added.length === 0 ? lines : [...lines, ...added].sort((a, b) => a.id - b.id);
}

/**
 * The odds tab's rows with pushed current prices in place (the opening prices, the Asian handicap and the totals do
 * not move): the same array when nothing changes. A bookmaker the tab does not list is ignored.
 */
export function mergeOdds(rows: readonly BookmakerOdds[], pushed: readonly PushedPrices[] | undefined): readonly BookmakerOdds[] {
  if (!pushed || pushed.length === 0) return rows;
  const byId = new Map(pushed.map((line) => [line.id, line]));
  let changed = false;
  const merged = rows.map((row) => {
    const line = byId.get(row.id);
    const now = row.europe.current;
    if (
      !line ||
      (line.current.home === now.home &&
        line.current.draw === now.draw &&
        line.current.away === now.away &&
        line.margin === row.europe.margin)
    )
      return row;
    changed = true;
    return { ...row, europe: { ...row.europe, current: line.current, margin: line.margin } };
  });
  return changed ? merged : rows;
}

/** Whether the delta scores: a goal (or points) for either side, compared with the match as held. */
export function deltaScores(match: Pick<Match, 'id' | 'home_score' | 'away_score'>, delta: MatchDelta): boolean {
  return (
    match.id === delta.matchid &&
    ((delta.home_score ?? match.home_score) > match.home_score || (delta.away_score ?? match.away_score) > match.away_score)
  );
}

/** How far ahead of kickoff a list joins a waiting match's channel: the kickoff itself is then pushed too. */
export const joinBeforeKickoffMs = 30 * 60_000;

/**
 * The matches of a list that can move soon: those in play and those kicking off within 30 minutes. The list listens
 * to its day's channel only while it shows one (docs/decisions.md "Live scores in real time"): a day of finished or
 * later matches does not move, so a channel would cost for nothing.
 */
export function channelMatchIds(list: readonly Pick<Match, 'id' | 'sport_id' | 'status' | 'start_time'>[], nowMs: number): number[] {
  return list
    .filter((match) => {
      const phase = matchPhase(match.sport_id, match.status);
      return phase === 'inplay' || (phase === 'waiting' && match.start_time * 1000 - nowMs <= joinBeforeKickoffMs);
    })
    .map((match) => match.id);
}

/**
 * The day channels a list of matches of several days listens to: those of the days of its matches that can move soon
 * ({@link channelMatchIds}), each once, in order; none while nothing can move.
 */
export function liveDayChannels(list: readonly Pick<Match, 'id' | 'sport_id' | 'status' | 'start_time'>[], nowMs: number): string[] {
  const moving = new Set(channelMatchIds(list, nowMs));
  return [...new Set(list.filter((match) => moving.has(match.id)).map((match) => kickoffDayChannelOf(match.start_time)))].sort();
}
