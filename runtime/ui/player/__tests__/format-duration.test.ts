import { describe, expect, it } from 'vitest';
import { formatDuration } from '../format-duration.ts';

describe('video lengths and positions read as a clock', () => {
  it('shows minutes and two-digit seconds under an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(187.9)).toBe('3:07');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('adds hours from an hour on', () => {
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('reads an unknown length as 0:00, never NaN', () => {
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatDuration(-4)).toBe('0:00');
  });
});
