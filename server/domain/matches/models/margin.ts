import type { BookmakerMargin, MarginAnalysis } from '../../../../schema/generated/api.ts';
import {
  beats,
  bestOutcome,
  OUTCOMES,
  round,
  validBookmakers,
  type BookmakerOdds,
  type OddsLine,
  type Outcome,
  type Probabilities,
  type QuotedOdds,
} from './types.ts';

/** One bookmaker's margin: overround in percent (2 decimals), fair probabilities (4 decimals) and fair odds (2). */
export type { BookmakerMargin };

/** The margin model's answer (kind 4): the API's MarginAnalysis (schema/api/models/margin-analysis.json). */
export type MarginResult = MarginAnalysis;

const map = (f: (outcome: Outcome) => number): Probabilities => ({ home: f('home'), draw: f('draw'), away: f('away') });

/** Σ 1/odds: 1 for a fair book; what it adds above 1 is the bookmaker's overround. */
const booksum = (line: OddsLine) => 1 / line.home + 1 / line.draw + 1 / line.away;

/** Fair probabilities by the proportional method: each 1/odds shrunk by the same factor so the three sum to 1. */
const fairProbabilities = (line: OddsLine): Probabilities => map((outcome) => 1 / line[outcome] / booksum(line));

/** Unrounded consensus of already valid lines: the mean fair probability of each outcome, re-normalised to sum 1. */
function consensusOf(valid: readonly BookmakerOdds[]): Probabilities {
  const fair = valid.map((bookmaker) => fairProbabilities(bookmaker.line));
  const mean = map((outcome) => fair.reduce((sum, p) => sum + p[outcome], 0) / fair.length);
  const total = mean.home + mean.draw + mean.away;
  return map((outcome) => mean[outcome] / total);
}

/**
 * Unrounded consensus probabilities of the usable bookmakers (see `validBookmakers`), for the models built on them
 * (upset); null without a usable bookmaker.
 */
export function consensusProbabilities(odds: readonly BookmakerOdds[]): Probabilities | null {
  const valid = validBookmakers(odds);
  return valid.length === 0 ? null : consensusOf(valid);
}

/** The bookmaker with the highest (lowest) value; ties go to the lower bookmaker id so list order does not matter. */
function extreme(valid: readonly BookmakerOdds[], value: (bookmaker: BookmakerOdds) => number, prefer: 'highest' | 'lowest') {
  const sign = prefer === 'highest' ? 1 : -1;
  return valid.reduce((best, bookmaker) => {
    const better = beats(sign * value(bookmaker), sign * value(best));
    const tied = !better && !beats(sign * value(best), sign * value(bookmaker));
    return better || (tied && bookmaker.bookmaker_id < best.bookmaker_id) ? bookmaker : best;
  });
}

/** Fair odds of probabilities, rounded as bookmakers print odds. */
const fairOdds = (probabilities: Probabilities): OddsLine => map((outcome) => round(1 / probabilities[outcome], 2));

const rounded = (probabilities: Probabilities): Probabilities => map((outcome) => round(probabilities[outcome], 4));

/**
 * The margin model (kind 4): each bookmaker's overround and fair prices, the market's consensus, the best odds on
 * offer, and the pick with the largest value edge. Null when no bookmaker has three usable odds (finite, > 1).
 */
export function marginModel(odds: readonly BookmakerOdds[]): MarginResult | null {
  const valid = validBookmakers(odds);
  if (valid.length === 0) return null;
  const consensus = consensusOf(valid);
  const best = Object.fromEntries(
    OUTCOMES.map((outcome) => {
      const bookmaker = extreme(valid, (b) => b.line[outcome], 'highest');
      return [outcome, { odds: bookmaker.line[outcome], bookmaker_id: bookmaker.bookmaker_id }];
    }),
  ) as Record<Outcome, QuotedOdds>;
  const edges = map((outcome) => best[outcome].odds * consensus[outcome] - 1);
  const pick = bestOutcome(edges, 'highest');
  return {
    bookmakers: valid.map((bookmaker) => {
      const probabilities = fairProbabilities(bookmaker.line);
      const overround = round((booksum(bookmaker.line) - 1) * 100, 2);
      const fair = fairOdds(probabilities);
      return { bookmaker_id: bookmaker.bookmaker_id, name: bookmaker.name, overround, probabilities: rounded(probabilities), fair };
    }),
    lowestOverroundId: extreme(valid, (bookmaker) => booksum(bookmaker.line), 'lowest').bookmaker_id,
    consensus: { probabilities: rounded(consensus), fair: fairOdds(consensus) },
    best,
    edges: map((outcome) => round(edges[outcome], 2)),
    pick,
    edge: round(edges[pick], 2),
  };
}
