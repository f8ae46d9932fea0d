import type { Problem } from '../../validation/rules.ts';

/** The longest range the server totals in one call (server/domain/money/ledger/ledger-report.ts). */
export const maxRangeDays = 92;

const dayNumber = (day: string): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? null : time / 86_400_000;
};

/**
 * The server's rules for a range of days, checked before the call: real dates, the first not after the last, at most
 * `maxRangeDays` days. Either end may be empty (the server fills it in), so only a range with both is measured.
 */
export function dayRangeProblem(from: string, to: string): Problem {
  const first = from === '' ? undefined : dayNumber(from);
  const last = to === '' ? undefined : dayNumber(to);
  if (first === null || last === null) return { key: 'money.badDate' };
  if (first !== undefined && last !== undefined) {
    if (first > last) return { key: 'money.rangeOrder' };
    if (last - first + 1 > maxRangeDays) return { key: 'money.rangeLong', values: { max: maxRangeDays } };
  }
  return null;
}
