import { describe, expect, it } from 'vitest';
import { overscanPixels, rowOffsets, rowWindow, viewTopOf, windowedFrom } from '../lib/windowing.ts';

/** `count` rows of 50px: row i starts at 50 i. */
const evenRows = (count: number) => rowOffsets(Array.from({ length: count }, () => 50));

describe('the message list renders only the rows near the screen', () => {
  it('adds up row heights into where each row starts', () => {
    expect(rowOffsets([50, 30, 70])).toEqual([0, 50, 80, 150]);
    expect(rowOffsets([])).toEqual([0]);
  });

  it('renders every row of a short chat', () => {
    expect(rowWindow(evenRows(windowedFrom - 1), 2000, 600)).toEqual({ start: 0, end: windowedFrom - 1, before: 0, after: 0 });
  });

  it('renders 5,000 rows as the few within the overscan of a 600px screen, spacers standing for the rest', () => {
    const offsets = evenRows(5000);
    const window = rowWindow(offsets, 100_000, 600);
    // The screen shows rows 2000 to 2011; 800px (16 rows) more are drawn on each side.
    expect(window).toEqual({
      start: 2000 - overscanPixels / 50,
      end: 2012 + overscanPixels / 50,
      before: (2000 - 16) * 50,
      after: (5000 - 2028) * 50,
    });
    expect(window.before + (window.end - window.start) * 50 + window.after).toBe(offsets[5000]);
  });

  it('clamps the window at both ends of the conversation', () => {
    const offsets = evenRows(5000);
    expect(rowWindow(offsets, 0, 600)).toMatchObject({ start: 0, end: 28, before: 0 });
    expect(rowWindow(offsets, offsets[5000] - 600, 600)).toMatchObject({ start: 5000 - 28, end: 5000, after: 0 });
  });

  it('finds the screen from its anchor: a row and a distance into it, or the bottom', () => {
    const offsets = evenRows(5000);
    const indexOf = (key: string) => (key === 'row-40' ? 40 : undefined);
    expect(viewTopOf({ kind: 'row', key: 'row-40', within: 12 }, offsets, indexOf, 600)).toBe(2012);
    expect(viewTopOf({ kind: 'bottom' }, offsets, indexOf, 600)).toBe(250_000 - 600);
    // A row no longer there (deleted): the bottom.
    expect(viewTopOf({ kind: 'row', key: 'gone', within: 0 }, offsets, indexOf, 600)).toBe(250_000 - 600);
    expect(viewTopOf({ kind: 'bottom' }, evenRows(3), indexOf, 600)).toBe(0);
  });
});
