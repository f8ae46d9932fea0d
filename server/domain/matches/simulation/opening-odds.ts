import { outcomeChances } from '../models/poisson.ts';
import { bookmakers } from './bookmakers.ts';
import { seededRandom } from '../../../random.ts';

/** One bookmaker's opening prices for a match, as stored in match_odds.lines. */
export interface OpeningLine {
  id: number;
  name: string;
  /** 1X2 decimal odds. */
  europe: { home: number; draw: number; away: number };
  asia: { handicap: number; home: number; away: number };
  total: { line: number; over: number; under: number };
}

/** The generator's own view of a match, from which every bookmaker prices it with its own error and margin. */
export interface MatchOutlook {
  home: number;
  draw: number;
  away: number;
  /** Expected total score (goals or points), for the over/under line. */
  total: number;
}

/** The decimal odd a bookmaker offers for a chance, with its overround (1.05 = 5 % margin), never below 1.01. */
export const priced = (probability: number, overround: number) => Number(Math.max(1.01, 1 / (probability * overround)).toFixed(2));

/** Football: the 1X2 chances of two Poisson-distributed scores, as the Poisson model computes them. */
export function footballOutlook(expectedHome: number, expectedAway: number): MatchOutlook {
  return { ...outcomeChances({ home: expectedHome, away: expectedAway }), total: expectedHome + expectedAway };
}

/** Basketball: the home side's chance grows with the expected margin (logistic, 7 points); a level score after 48 minutes is 5 %. */
export function basketballOutlook(expectedHome: number, expectedAway: number): MatchOutlook {
  const homeShare = 1 / (1 + Math.exp(-(expectedHome - expectedAway) / 7));
  return { home: homeShare * 0.95, draw: 0.05, away: (1 - homeShare) * 0.95, total: expectedHome + expectedAway };
}

/**
 * Each bookmaker's opening line: the outlook with the bookmaker's own error (a few points of probability) and margin
 * (overround 4 % to 9 %), the same for a match every time.
 */
export function openingLines(matchId: number, sportId: number, outlook: MatchOutlook): OpeningLine[] {
  return bookmakers.map((name, index) => {
    const random = seededRandom(matchId * 31 + index);
    const overround = 1.04 + random() * 0.05;
    const error = (random() - 0.5) * 0.06;
    const home = Math.min(0.95, Math.max(0.03, outlook.home + error));
    const draw = Math.max(0.02, outlook.draw - error / 3);
    const away = Math.max(0.02, 1 - home - draw);
    const handicapStep = sportId === 2 ? 1 : 0.25;
    const handicap = Number((Math.round(((home - away) * (sportId === 2 ? 20 : 2)) / handicapStep) * handicapStep).toFixed(2));
    const line = sportId === 2 ? Math.round(outlook.total) + 0.5 : 2.5;
    return {
      id: index + 2,
      name,
      europe: { home: priced(home, overround), draw: priced(draw, overround), away: priced(away, overround) },
      asia: { handicap, home: Number((1.8 + random() * 0.25).toFixed(2)), away: Number((1.8 + random() * 0.25).toFixed(2)) },
      total: { line, over: Number((1.75 + random() * 0.3).toFixed(2)), under: Number((1.75 + random() * 0.3).toFixed(2)) },
    };
  });
}

/**
 * The stored form of a match's lines: one array of nine prices per bookmaker, in bookmaker order (home, draw, away;
 * handicap, handicap home, handicap away; total line, over, under). A third of the size of the objects, which makes
 * seeding a thousand matches' odds several times faster.
 */
export type PackedLines = number[][];

/** Lines in their stored form (PackedLines). */
export function packLines(lines: readonly OpeningLine[]): PackedLines {
  return lines.map((l) => [
    l.europe.home,
    l.europe.draw,
    l.europe.away,
    l.asia.handicap,
    l.asia.home,
    l.asia.away,
    l.total.line,
    l.total.over,
    l.total.under,
  ]);
}

/** Stored lines as objects, each named by its bookmaker (ids from 2, in bookmaker order). */
export function unpackLines(packed: PackedLines): OpeningLine[] {
  return packed.map(([home, draw, away, handicap, asiaHome, asiaAway, line, over, under], index) => ({
    id: index + 2,
    name: bookmakers[index],
    europe: { home, draw, away },
    asia: { handicap, home: asiaHome, away: asiaAway },
    total: { line, over, under },
  }));
}
