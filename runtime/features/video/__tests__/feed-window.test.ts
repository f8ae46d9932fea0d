import { describe, expect, it } from 'vitest';
import { feedWindow, shouldLoadMore, stepFeed, swipeStep } from '../lib/feed-window.ts';

describe('short-video feed: one video plays, its neighbours wait as covers', () => {
  it('mounts the visible slide and one on each side, within the list', () => {
    expect(feedWindow(0, 10)).toEqual({ start: 0, end: 1 });
    expect(feedWindow(5, 10)).toEqual({ start: 4, end: 6 });
    expect(feedWindow(9, 10)).toEqual({ start: 8, end: 9 });
    expect(feedWindow(0, 1)).toEqual({ start: 0, end: 0 });
    const empty = feedWindow(0, 0);
    expect(empty.start).toBeGreaterThan(empty.end);
  });

  it('steps to the next or previous video and stops at either end', () => {
    expect(stepFeed(3, 1, 10)).toBe(4);
    expect(stepFeed(3, -1, 10)).toBe(2);
    expect(stepFeed(0, -1, 10)).toBe(0);
    expect(stepFeed(9, 1, 10)).toBe(9);
    expect(stepFeed(0, 1, 0)).toBe(0);
  });

  it('asks for the next page three slides before the end, only while there is more', () => {
    expect(shouldLoadMore(6, 10, true)).toBe(false);
    expect(shouldLoadMore(7, 10, true)).toBe(true);
    expect(shouldLoadMore(9, 10, false)).toBe(false);
  });

  it('reads a drag up as next, down as previous, and a short one as nothing', () => {
    expect(swipeStep(500, 300)).toBe(1);
    expect(swipeStep(300, 500)).toBe(-1);
    expect(swipeStep(300, 330)).toBe(0);
  });
});
