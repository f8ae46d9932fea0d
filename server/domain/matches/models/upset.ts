import type { UpsetAnalysis } from '../../../../schema/generated/api.ts';
import { consensusProbabilities } from './margin.ts';
import { poissonOutcomes } from './poisson.ts';
import { beats, round, type BookmakerOdds, type PoissonInput } from './types.ts';

/** A side of the match: the upset model never treats the draw as a favourite. */
export type Side = 'home' | 'away';

/** The upset model's answer (kind 1): the API's UpsetAnalysis (schema/api/models/upset-analysis.json). */
export type UpsetResult = UpsetAnalysis;

/** From this index (percent, as shown) on, the favourite is flagged and the model picks the underdog. */
export const UPSET_ALERT_INDEX = 15;

/**
 * The upset model (kind 1): compares what the bookmakers think of the favourite (consensus probability) with what
 * its season's results say (Poisson probability). An index of 15 or more raises the alert and picks the underdog;
 * otherwise the pick is the favourite. Null when no bookmaker has three usable odds (finite, > 1).
 * @throws RangeError when the Poisson input has a negative or non-numeric count or average.
 */
export function upsetModel(odds: readonly BookmakerOdds[], poisson: PoissonInput): UpsetResult | null {
  const consensus = consensusProbabilities(odds);
  if (consensus === null) return null;
  // Lowest fair odds = highest probability; an exact tie goes to home, as everywhere.
  const favourite: Side = beats(consensus.away, consensus.home) ? 'away' : 'home';
  const underdog: Side = favourite === 'home' ? 'away' : 'home';
  const implied = consensus[favourite];
  const model = poissonOutcomes(poisson)[favourite];
  // The alert reads the shown (rounded) index, so a fan who sees 15.0 also sees the alert.
  const index = round(Math.max(0, (implied - model) / implied) * 100, 1);
  const alert = index >= UPSET_ALERT_INDEX;
  return { favourite, implied: round(implied, 4), model: round(model, 4), index, alert, pick: alert ? underdog : favourite };
}
