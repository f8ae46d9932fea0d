import { describe, expect, it } from 'vitest';
import { dayRangeProblem } from '../day-range.ts';

describe('the money screen’s range of days', () => {
  it('takes real dates in order, either end left to the server', () => {
    expect(dayRangeProblem('2026-07-01', '2026-07-10')).toBeNull();
    expect(dayRangeProblem('', '')).toBeNull();
    expect(dayRangeProblem('2026-07-01', '')).toBeNull();
    expect(dayRangeProblem('2026-04-10', '2026-07-10')).toBeNull();
  });

  it('refuses what the server refuses, with the reason', () => {
    expect(dayRangeProblem('2026-02-30', '')).toEqual({ key: 'money.badDate' });
    expect(dayRangeProblem('', 'yesterday')).toEqual({ key: 'money.badDate' });
    expect(dayRangeProblem('2026-07-10', '2026-07-09')).toEqual({ key: 'money.rangeOrder' });
    expect(dayRangeProblem('2026-04-09', '2026-07-10')).toEqual({ key: 'money.rangeLong', values: { max: 92 } });
  });
});
