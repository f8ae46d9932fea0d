/**
 * The message list's window: with thousands of messages held (a long chat paged up, a busy group), only the rows near
 * the screen are rendered; spacers above and below stand for the others, at their measured heights or, never rendered
 * yet, an estimate. Below `windowedFrom` rows every row is rendered: a short chat costs nothing to draw in full.
 */
export const windowedFrom = 150;

/** Rendered beyond each edge of the screen, so a fling shows rows already drawn while the window catches up. */
export const overscanPixels = 800;

/**
 * A row's height before it was ever measured, with the 0.75rem gap between rows: a one-line bubble beside its 2.5rem
 * avatar, or a time line. A wrong guess only moves the spacer, never what the fan reads (the list keeps its anchor).
 */
export const estimatedHeight = { message: 52, separator: 29 } as const;

/** Where the fan's screen is: at the bottom (following new messages), or at a point within a row, by its key. */
export type ViewAnchor = { kind: 'bottom' } | { kind: 'row'; key: string; within: number };

/** The rows to render, [start, end), and the spacers' heights above and below them. */
export interface RowWindow {
  start: number;
  end: number;
  before: number;
  after: number;
}

/** offsets[i] is where row i starts below the first row; offsets[n] is the height of them all. */
export function rowOffsets(heights: readonly number[]): number[] {
  const offsets = new Array<number>(heights.length + 1);
  offsets[0] = 0;
  for (let i = 0; i < heights.length; i++) offsets[i + 1] = offsets[i] + heights[i];
  return offsets;
}

/** The last row starting at or above `y` (0 when above the first). */
function rowAt(offsets: readonly number[], y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (offsets[middle] <= y) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}

/** Where the top of the screen is, below the first row, for an anchor (a missing row: the bottom). */
export function viewTopOf(
  anchor: ViewAnchor,
  offsets: readonly number[],
  indexOf: (key: string) => number | undefined,
  viewHeight: number,
): number {
  const total = offsets[offsets.length - 1];
  const index = anchor.kind === 'row' ? indexOf(anchor.key) : undefined;
  if (anchor.kind === 'bottom' || index === undefined) return Math.max(0, total - viewHeight);
  return offsets[index] + anchor.within;
}

/** The rows within `overscan` of a screen `viewHeight` tall whose top is `viewTop` below the first row. */
export function rowWindow(offsets: readonly number[], viewTop: number, viewHeight: number, overscan = overscanPixels): RowWindow {
  const count = offsets.length - 1;
  const total = offsets[count];
  if (count < windowedFrom) return { start: 0, end: count, before: 0, after: 0 };
  const start = rowAt(offsets, viewTop - overscan);
  const edge = viewTop + viewHeight + overscan;
  const last = rowAt(offsets, edge);
  // A row starting exactly at the edge is not within it.
  const end = Math.min(count, offsets[last] < edge ? last + 1 : last);
  return { start, end, before: offsets[start], after: total - offsets[end] };
}
