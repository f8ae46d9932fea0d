import type { Match } from '../../../../schema/generated/api.ts';

/** Spec 000 §4 model match status of a match: waiting 1, inplay 2 (football 2-7, basketball 2-9), finished 3. */
export function modelStatusOf(match: Pick<Match, 'sport_id' | 'status'>): 1 | 2 | 3 {
  if (match.status === 1) return 1;
  const finished = match.sport_id === 2 ? 10 : 8;
  return match.status >= finished ? 3 : 2;
}
