/**
 * The short-video feed's pure rules: which slides are mounted around the visible one, where a swipe lands, and when to
 * fetch the next page. Only the visible slide has a player; its neighbours show their covers, so a swipe shows the next
 * picture at once while no more than one video plays or buffers.
 */

/** Slides mounted on each side of the visible one. */
export const feedRadius = 1;
/** Fetch the next page when the visible slide is this close to the last loaded one. */
export const prefetchDistance = 3;
/** A vertical drag shorter than this (px) is a tap or a wobble, not a swipe. */
export const swipeThreshold = 50;

/** The indices to mount, `start` to `end` inclusive (empty when the feed is: start > end). */
export function feedWindow(index: number, length: number, radius = feedRadius): { start: number; end: number } {
  return { start: Math.max(0, index - radius), end: Math.min(length - 1, index + radius) };
}

/** The slide a step (+1 next, -1 previous) lands on; the feed does not wrap. */
export function stepFeed(index: number, step: number, length: number): number {
  return Math.min(Math.max(index + step, 0), Math.max(length - 1, 0));
}

/** Whether to fetch the next page: near the end of what is loaded, while the server has more. */
export function shouldLoadMore(index: number, length: number, hasMore: boolean, distance = prefetchDistance): boolean {
  return hasMore && index >= length - distance;
}

/** The step of a vertical drag from `startY` to `endY`: up (to the next video) is +1, down is -1, too short is 0. */
export function swipeStep(startY: number, endY: number, threshold = swipeThreshold): -1 | 0 | 1 {
  const delta = startY - endY;
  if (Math.abs(delta) < threshold) return 0;
  return delta > 0 ? 1 : -1;
}
