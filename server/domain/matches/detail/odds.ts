import { priced, unpackLines, type OpeningLine } from '../simulation/opening-odds.ts';
import type { MatchReads } from '../ports.ts';
import { oddsRowOf, oddsRowsOf } from './detail-store.ts';
import type { MatchDetail } from './load-match.ts';

export interface OddsLine {
  home: number;
  draw: number;
  away: number;
}

/** Bookmaker margin of a 1X2 line: the sum of implied probabilities minus one, in percent. */
export function margin(line: OddsLine): number {
  return Number(((1 / line.home + 1 / line.draw + 1 / line.away - 1) * 100).toFixed(2));
}

/** The stored opening lines of a match (match_odds), or none for a match the seed did not price. */
export async function openingOdds(context: Pick<MatchReads, 'db' | 'cache'>, matchId: number): Promise<OpeningLine[]> {
  const [row] = await context.cache.get(`odds|${matchId}`, () => oddsRowOf(context.db, matchId));
  return row ? unpackLines(row.lines) : [];
}

/** The stored opening lines of many matches in one read, by match id (the data models read a week of matches). */
export async function openingOddsOf(
  context: Pick<MatchReads, 'db' | 'cache'>,
  matchIds: readonly number[],
): Promise<Map<number, OpeningLine[]>> {
  const rows = await oddsRowsOf(context.db, matchIds);
  return new Map(rows.map((row) => [row.match_id, unpackLines(row.lines)]));
}

/**
 * The odds tab: each bookmaker's stored opening line and its current prices. Current prices are the opening chances
 * moved by the score and the minute (a lead is worth more the later it is; a level game drifts to the draw), priced
 * with the bookmaker's own opening margin, so a match that has not started shows its opening prices.
 */
export function oddsBoard(lines: readonly OpeningLine[], played: { minute: number; home: number; away: number }, sportId: number) {
  // A lead is worth a goal in football; in basketball a point is worth far less, and the game is 48 minutes long.
  const [perLead, length] = sportId === 2 ? [0.02, 48] : [0.25, 90];
  return lines.map((line) => {
    const { home, draw, away } = line.europe;
    const overround = 1 / home + 1 / draw + 1 / away;
    const chance = { home: 1 / home / overround, draw: 1 / draw / overround };
    const lead = played.home - played.away;
    const progress = Math.min(1, played.minute / length);
    const started = played.minute > 0;
    const currentHome = started ? Math.min(0.95, Math.max(0.03, chance.home + lead * perLead * (0.5 + progress))) : chance.home;
    const currentDraw = !started
      ? chance.draw
      : lead === 0
        ? Math.min(0.6, chance.draw + progress * 0.3)
        : Math.max(0.03, chance.draw - progress * 0.15);
    const current = {
      home: priced(currentHome, overround),
      draw: priced(currentDraw, overround),
      away: priced(Math.max(0.03, 1 - currentHome - currentDraw), overround),
    };
    return {
      id: line.id,
      name: line.name,
      europe: { opening: line.europe, current, margin: margin(current) },
      asia: line.asia,
      total: line.total,
    };
  });
}

/**
 * The odds tab of a match now. The bookmakers reprice once a minute of play (and with every score), not every second:
 * each price then changes at most once a minute, so the match's channel hears a change once (docs/decisions.md "Odds
 * in the match deltas"), and the tab and the push always agree.
 */
export async function currentOddsBoard(
  context: Pick<MatchReads, 'db' | 'cache'>,
  { match, facts }: Pick<MatchDetail, 'match' | 'facts'>,
  sportId: number,
) {
  return oddsBoard(
    await openingOdds(context, match.id),
    { minute: Math.floor(facts.played_seconds / 60), home: match.home_score, away: match.away_score },
    sportId,
  );
}
