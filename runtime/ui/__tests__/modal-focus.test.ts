import { describe, expect, it } from 'vitest';
import { trappedTabTarget } from '../modal-focus.ts';

describe('Tab stays inside an open dialog', () => {
  it('wraps from the last control to the first, and Shift+Tab from the first to the last', () => {
    expect(trappedTabTarget(3, 2, false)).toBe(0);
    expect(trappedTabTarget(3, 0, true)).toBe(2);
  });

  it('lets the browser move between controls in the middle', () => {
    expect(trappedTabTarget(3, 0, false)).toBeNull();
    expect(trappedTabTarget(3, 1, false)).toBeNull();
    expect(trappedTabTarget(3, 2, true)).toBeNull();
    expect(trappedTabTarget(3, 1, true)).toBeNull();
  });

  it('brings focus back in from outside the dialog: to the first control, or the last going backwards', () => {
    expect(trappedTabTarget(3, -1, false)).toBe(0);
    expect(trappedTabTarget(3, -1, true)).toBe(2);
  });

  it('keeps focus on the dialog itself when it has no control, and one control holds it alone', () => {
    expect(trappedTabTarget(0, -1, false)).toBe(-1);
    expect(trappedTabTarget(0, -1, true)).toBe(-1);
    expect(trappedTabTarget(1, 0, false)).toBe(0);
    expect(trappedTabTarget(1, 0, true)).toBe(0);
  });
});
