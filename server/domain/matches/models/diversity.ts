import type { DiversityAnalysis, OddsSpread } from '../../../../schema/generated/api.ts';
import { bestOutcome, OUTCOMES, round, validBookmakers, type BookmakerOdds, type Outcome, type QuotedOdds } from './types.ts';

/** How far apart the bookmakers' odds of one outcome are (schema/api/models/odds-spread.json). */
export type { OddsSpread };

/** How much the bookmakers disagree overall. */
export type DiversityLevel = DiversityAnalysis['level'];

/** The diversity model's answer (kind 3): the API's DiversityAnalysis (schema/api/models/diversity-analysis.json). */
export type DiversityResult = DiversityAnalysis;

/** Index thresholds (percent) of the levels: below 2 low, below 5 medium, else high. */
export const DIVERSITY_LEVELS = { medium: 2, high: 5 } as const;

/** The quote with the lowest (or highest) odds; ties go to the lower bookmaker id so list order does not matter. */
function extreme(quotes: readonly QuotedOdds[], prefer: 'min' | 'max'): QuotedOdds {
  const better = (a: QuotedOdds, b: QuotedOdds) =>
    (prefer === 'max' ? a.odds > b.odds : a.odds < b.odds) || (a.odds === b.odds && a.bookmaker_id < b.bookmaker_id);
  return quotes.reduce((best, quote) => (better(quote, best) ? quote : best));
}

/** Unrounded mean, population sd and CV (percent) of one outcome's odds. */
function spreadOf(quotes: readonly QuotedOdds[]): { mean: number; sd: number; cv: number } {
  const mean = quotes.reduce((sum, quote) => sum + quote.odds, 0) / quotes.length;
  const sd = Math.sqrt(quotes.reduce((sum, quote) => sum + (quote.odds - mean) ** 2, 0) / quotes.length);
  return { mean, sd, cv: (sd / mean) * 100 };
}

/**
 * The diversity model (kind 3): the spread of the bookmakers' odds for each outcome and their mean CV. Picks the
 * outcome with the lowest CV: where the bookmakers agree most, the market's consensus is strongest. Null when no
 * bookmaker has three usable odds (finite, > 1).
 */
export function diversityModel(odds: readonly BookmakerOdds[]): DiversityResult | null {
  const valid = validBookmakers(odds);
  if (valid.length === 0) return null;
  const quotes = (outcome: Outcome) => valid.map((bookmaker) => ({ odds: bookmaker.line[outcome], bookmaker_id: bookmaker.bookmaker_id }));
  const raw = { home: spreadOf(quotes('home')), draw: spreadOf(quotes('draw')), away: spreadOf(quotes('away')) };
  // The level reads the shown (rounded) index, so a fan who sees 2.00 also sees "medium".
  const index = round((raw.home.cv + raw.draw.cv + raw.away.cv) / 3, 2);
  const spread = Object.fromEntries(
    OUTCOMES.map((outcome) => {
      const { mean, sd, cv } = raw[outcome];
      const [min, max] = [extreme(quotes(outcome), 'min'), extreme(quotes(outcome), 'max')];
      return [outcome, { mean: round(mean, 4), sd: round(sd, 4), cv: round(cv, 2), min, max }];
    }),
  ) as Record<Outcome, OddsSpread>;
  return {
    spread,
    index,
    level: index < DIVERSITY_LEVELS.medium ? 'low' : index < DIVERSITY_LEVELS.high ? 'medium' : 'high',
    pick: bestOutcome({ home: raw.home.cv, draw: raw.draw.cv, away: raw.away.cv }, 'lowest'),
  };
}
