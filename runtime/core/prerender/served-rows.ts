import { servedAt } from '../http/served-answer.ts';
import { useHydrated } from './use-hydrated.ts';

let rowsInHtml: boolean | undefined;

/**
 * Whether this page's HTML holds the rows of the answers the reference server put into it (its render of the landing
 * route, marked `data-served-rows` on #root): the page then hydrates with those answers at its first render.
 */
export function servedRowsInHtml(): boolean {
  rowsInHtml ??= typeof document !== 'undefined' && document.getElementById('root')?.dataset.servedRows !== undefined;
  return rowsInHtml;
}

/** The server's render of a landing route (app/prerender.tsx) renders the rows of the answers it was given. */
export function renderServedRows(on: boolean): void {
  rowsInHtml = on;
}

/**
 * Whether a page's first render shows an answer already in: always once hydrated; while hydrating (or rendering on
 * the server) only when the HTML holds the rows, so that the first client render matches the HTML either way.
 */
export function useAnswerAtFirst(): boolean {
  return useHydrated() || servedRowsInHtml();
}

/**
 * The time the served rows were rendered at, while the page hydrates them: ticking clocks (a match's minute) render
 * from it, as the server did, and from the fan's clock in the render after. Null otherwise.
 */
export function useHydrationNow(): number | null {
  const hydrated = useHydrated();
  return !hydrated && servedRowsInHtml() ? servedAt() : null;
}
