/** The ends of the list the chat room shows, by message key, before and after a change. */
export interface ListEnds {
  first: string;
  last: string;
}

/** What the message list's scroll position does after the list changed. */
export type ScrollMove = 'to-bottom' | 'keep-from-bottom' | 'none';

/**
 * The first messages go to the bottom. Older history arriving above keeps what the fan reads where it is (the list's
 * anchor row, message-list.tsx). A new last message follows the fan to the bottom when it is their own or they were at the
 * bottom already; otherwise they keep reading where they are. Anything else (a status, a revoke) moves nothing.
 */
export function scrollMove(before: ListEnds, after: ListEnds, wasAtBottom: boolean, lastIsOwn: boolean, firstKept = true): ScrollMove {
  if (!after.last) return 'none';
  if (!before.last) return 'to-bottom';
  // `firstKept` false: the old first message is gone (the chat layer keeps 5,000 and dropped it), so no history came.
  if (after.first !== before.first && firstKept) return 'keep-from-bottom';
  if (after.last !== before.last) return wasAtBottom || lastIsOwn ? 'to-bottom' : 'none';
  return 'none';
}

/** Within this many pixels of the bottom counts as at the bottom (a bubble's margin, a rounding). */
export const bottomSlack = 48;
