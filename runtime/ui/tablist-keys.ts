import type { KeyboardEvent } from 'react';

/** Where each key moves in a row of tabs, from the focused tab's index (WAI-ARIA tabs pattern). */
const moves: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The keys of a tablist (put it on the element with role="tablist"): the arrows move to the next or previous tab,
 * wrapping, Home and End to the first and last, and the tab reached is selected as it gains focus. With the selected
 * tab alone in the tab order (`tabIndex` 0, the others -1), Tab leaves the row in one step, as a keyboard fan expects.
 */
export function onTablistKey(event: KeyboardEvent<HTMLElement>): void {
  const move = moves[event.key];
  if (!move) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const index = tabs.findIndex((tab) => tab === event.target);
  if (index < 0) return;
  event.preventDefault();
  const next = tabs[move(index, tabs.length - 1)];
  next.focus();
  next.click();
}
