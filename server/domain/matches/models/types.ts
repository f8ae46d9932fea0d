/**
 * Inputs, outputs and the few shared rules of the four paid data models (docs/data-models.md). The models are pure:
 * the caller loads the season's results and the odds tab's opening lines and hands them in.
 */

/** One bookmaker's 1X2 decimal odds (e.g. 2.10). */
export interface OddsLine {
  home: number;
  draw: number;
  away: number;
}

/** One bookmaker's opening 1X2 line, as the match detail's odds tab shows it. */
export interface BookmakerOdds {
  bookmaker_id: number;
  name: string;
  line: OddsLine;
}

/** A team's record over its last finished matches before kickoff (the caller reads the last ten). */
export interface TeamRecord {
  played: number;
  scored: number;
  conceded: number;
}

/** The Poisson model's inputs: each side's whole record (home and away games alike) and the league's average. */
export interface PoissonInput {
  home: TeamRecord;
  away: TeamRecord;
  /** Mean goals per team per match over the competition's finished matches before kickoff. */
  leagueAverage: number;
}

/** A football 1X2 result: home win, draw or away win. */
export type Outcome = 'home' | 'draw' | 'away';

/** One probability per 1X2 outcome (0 to 1). */
export interface Probabilities {
  home: number;
  draw: number;
  away: number;
}

/** An offered price and the bookmaker that offers it (schema/api/models/quoted-odds.json). */
export type { QuotedOdds } from '../../../../schema/generated/api.ts';

/** Model match status as the spec numbers it. */
export const MODEL_MATCH_STATUS = { waiting: 1, inplay: 2, finished: 3 } as const;

/** Hit result of a finished match as the spec numbers it. */
export const HIT_RESULT = { hit: 1, missed: 2 } as const;

/** 1 (hit) or 2 (missed). */
export type HitResult = (typeof HIT_RESULT)[keyof typeof HIT_RESULT];

/** The 1X2 outcomes in tie-break order: on equal values every model prefers home, then draw, then away. */
export const OUTCOMES: readonly Outcome[] = ['home', 'draw', 'away'];

// Values this close are equal: two sums of the same numbers in another order may differ in the last binary digit.
const TIE = 1e-12;

/** Whether `a` beats `b` by more than floating-point noise. */
export function beats(a: number, b: number): boolean {
  return a - b > TIE;
}

/**
 * The outcome with the highest (or lowest) value; ties go to home, then draw, then away. Compares unrounded values.
 */
export function bestOutcome(values: Readonly<Record<Outcome, number>>, prefer: 'highest' | 'lowest'): Outcome {
  const sign = prefer === 'highest' ? 1 : -1;
  let best: Outcome = 'home';
  for (const outcome of OUTCOMES) if (beats(sign * values[outcome], sign * values[best])) best = outcome;
  return best;
}

/**
 * `value` rounded to `digits` decimals, halves away from zero, as on paper. Used only when a model builds its answer.
 */
export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  // toPrecision(12) drops binary noise first: 1.005 is stored as 1.00499999..., yet a fan rounds it to 1.01.
  const rounded = Math.round(Number((Math.abs(value) * factor).toPrecision(12))) / factor;
  // Never answer -0: it would print as "0" but compare unequal in tests and in strict consumers.
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** A usable decimal odd: a finite number above 1 (an odd of 1 or less pays nothing back and implies a chance of 100%+). */
function isValidOdd(odd: unknown): boolean {
  return typeof odd === 'number' && Number.isFinite(odd) && odd > 1;
}

/**
 * The bookmakers whose three odds are all usable. A line with a missing, non-numeric or <= 1 odd is dropped whole:
 * keeping its other two odds would compare a partial market with full ones.
 */
export function validBookmakers(odds: readonly BookmakerOdds[]): BookmakerOdds[] {
  // The type says a line is always there, but it comes from stored data: check rather than trust.
  return odds.filter((bookmaker) => {
    const line: Partial<OddsLine> = typeof bookmaker.line === 'object' && bookmaker.line !== null ? bookmaker.line : {};
    return OUTCOMES.every((outcome) => isValidOdd(line[outcome]));
  });
}
