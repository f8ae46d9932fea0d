/** Sport ids of spec 000 §4: all 0, football 1, basketball 2. */
export const sport = { all: 0, football: 1, basketball: 2 } as const;

/** The sport's name in API paths (spec 000 §7: /api/{football|basketball}/...). */
export const sportPath = (sportId: number): 'football' | 'basketball' => (sportId === sport.basketball ? 'basketball' : 'football');

/** Match tab (spec 000 §4): all, hot, jc, bd. */
export type MatchTab = 'all' | 'hot' | 'jc' | 'bd';

export type MatchPhase = 'waiting' | 'inplay' | 'finished' | 'other';

/**
 * Where a match stands (spec 000 §4). Football: 1 waiting, 2-7 in play, 8 finished. Basketball: 1 waiting,
 * 2-9 in play, 10 finished. Everything else (postponed, cancelled, interrupted ...) is "other".
 */
export function matchPhase(sportId: number, status: number): MatchPhase {
  if (status === 1) return 'waiting';
  const lastInPlay = sportId === sport.basketball ? 9 : 7;
  const finished = sportId === sport.basketball ? 10 : 8;
  if (status >= 2 && status <= lastInPlay) return 'inplay';
  return status === finished ? 'finished' : 'other';
}

export const isInPlay = (sportId: number, status: number) => matchPhase(sportId, status) === 'inplay';
export const isFinished = (sportId: number, status: number) => matchPhase(sportId, status) === 'finished';
export const isWaiting = (sportId: number, status: number) => matchPhase(sportId, status) === 'waiting';

/** Match filters of spec 000 §4; "unfinished" is everything not finished yet. */
export type MatchFilter = 'all' | 'finished' | 'unfinished' | 'waiting' | 'inplay';

export function passesFilter(sportId: number, status: number, filter: MatchFilter): boolean {
  const phase = matchPhase(sportId, status);
  if (filter === 'all') return true;
  if (filter === 'unfinished') return phase !== 'finished';
  return phase === filter;
}
