import type { Match } from '../../../../schema/generated/api.ts';
import { matchState } from './schedule.ts';

/** A row as last built: what it showed and the element that showed it. */
export interface SteadyRow<Element> {
  match: Match;
  fetchedAtMs: number;
  goal: boolean;
  shows: string;
  element: Element;
}

/**
 * Each match's row element, the same object as at the last tick until what the row shows changes (its match, its goal
 * mark, or its clock or label at `nowMs`): React then skips the row. The page's clock ticks every second, but a
 * football clock moves once a minute and a match not in play not at all, so most ticks rebuild no row (a slow phone
 * spent some 40 ms a second rebuilding a day's 46 rows). `rows` is the previous call's, replaced by this call's.
 */
export function steadyRows<Element>(
  rows: Map<number, SteadyRow<Element>>,
  list: readonly Match[],
  nowMs: number,
  fetchedAtMs: number,
  goals: ReadonlySet<number>,
  build: (match: Match, goal: boolean) => Element,
): { elements: Element[]; rows: Map<number, SteadyRow<Element>> } {
  const next = new Map<number, SteadyRow<Element>>();
  const elements = list.map((match) => {
    const goal = goals.has(match.id);
    const shows = Object.values(matchState(match, nowMs, fetchedAtMs)).join('|');
    const last = rows.get(match.id);
    const row =
      last && last.match === match && last.fetchedAtMs === fetchedAtMs && last.goal === goal && last.shows === shows
        ? last
        : { match, fetchedAtMs, goal, shows, element: build(match, goal) };
    next.set(match.id, row);
    return row.element;
  });
  return { elements, rows: next };
}
