import type { League } from '../../../../schema/generated/api.ts';

/** A round's label as an i18n key of the database namespace and its values. */
export interface RoundLabel {
  key: 'round.league' | 'round.group' | 'round.quarterFinal' | 'round.semiFinal' | 'round.final';
  values: { n: number };
}

/** A cup's knockout rounds by number: its first three rounds are the group stage. */
const knockout: Record<number, RoundLabel['key']> = { 4: 'round.quarterFinal', 5: 'round.semiFinal', 6: 'round.final' };

/**
 * The name of a round: "round n" of a league; in a cup rounds 1 to 3 are the group stage's, then round 4 is the
 * quarter-final, 5 the semi-final and 6 the final.
 */
export function roundLabel(kind: League['kind'], round: number): RoundLabel {
  if (kind === 'cup') return { key: knockout[round] ?? 'round.group', values: { n: round } };
  return { key: 'round.league', values: { n: round } };
}
