import { serverDate, serverDayRange, serverUtcOffsetHours } from '../../../clock.ts';
import { csvTable } from '../../csv.ts';
import { DomainError } from '../../errors.ts';
import type { Database } from '../../ports.ts';
import { type Account, type LedgerKind, ledgerKinds } from './ledger-kinds.ts';
import { balanceMismatches, dayKindTotals, ledgerRowCount } from './ledger-store.ts';

/** The longest range of daily totals one call reads (a quarter). */
export const maxReportDays = 92;

/** The books' check for the console: each balance equals the sum of its ledger rows (docs/ledger.md rule 7). */
export async function booksCheck(db: Database, now: Date) {
  const rows = await ledgerRowCount(db);
  const mismatches = await balanceMismatches(db);
  return {
    checkedAt: now.toISOString(),
    rows,
    holds: mismatches.length === 0,
    mismatches: mismatches.map((m) => ({ userId: m.user_id, account: m.account, balance: m.balance, ledger: m.ledger })),
  };
}

export interface DailyTotal {
  date: string;
  kind: LedgerKind;
  type: number;
  name: string;
  nameEn: string;
  account: Account;
  credits: number;
  debits: number;
  net: number;
  rows: number;
}

/**
 * The server days from `from` to `to` (YYYY-MM-DD, both included, UTC+8 days): absent `to` is today, absent `from`
 * the six days before `to`. A bad date, `from` after `to`, or more than `maxReportDays` days is refused.
 */
export function reportRange(now: Date, from?: string, to?: string): { from: string; to: string; start: Date; end: Date } {
  const last = to ?? serverDate(now);
  const lastRange = serverDayRange(last);
  if (!lastRange) throw new DomainError('BAD_INPUT', '参数错误: to 应为 YYYY-MM-DD 日期');
  const first = from ?? serverDate(new Date(new Date(lastRange[0]).getTime() - 6 * 86_400_000));
  const firstRange = serverDayRange(first);
  if (!firstRange) throw new DomainError('BAD_INPUT', '参数错误: from 应为 YYYY-MM-DD 日期');
  const days = Math.round((new Date(lastRange[1]).getTime() - new Date(firstRange[0]).getTime()) / 86_400_000);
  if (days < 1) throw new DomainError('BAD_INPUT', '参数错误: from 不能晚于 to');
  if (days > maxReportDays) throw new DomainError('BAD_INPUT', `参数错误: 一次最多 ${maxReportDays} 天`);
  return { from: first, to: last, start: new Date(firstRange[0]), end: new Date(lastRange[1]) };
}

/** Credits, debits, net and row count per server day, ledger kind and account; days without movement are absent. */
export async function dailyTotals(db: Database, now: Date, from?: string, to?: string) {
  const range = reportRange(now, from, to);
  const rows = await dayKindTotals(db, range.start, range.end, serverUtcOffsetHours);
  const items: DailyTotal[] = rows.map((row) => {
    // A kind written by an older server than this one is shown under its own name.
    const known = (ledgerKinds as Record<string, { type: number; name: string; name_en: string } | undefined>)[row.kind];
    return {
      date: row.day,
      kind: row.kind,
      type: known?.type ?? 0,
      name: known?.name ?? row.kind,
      nameEn: known?.name_en ?? row.kind,
      account: row.account,
      credits: Number(row.credits),
      debits: Number(row.debits),
      net: Number(row.credits) - Number(row.debits),
      rows: row.rows,
    };
  });
  return { from: range.from, to: range.to, items };
}

/** The same totals as CSV with a header row. */
export async function dailyTotalsCsv(db: Database, now: Date, from?: string, to?: string): Promise<{ name: string; csv: string }> {
  const { items, ...range } = await dailyTotals(db, now, from, to);
  const header = ['date', 'kind', 'type', 'name', 'nameEn', 'account', 'credits', 'debits', 'net', 'rows'] as const;
  return { name: `ledger-${range.from}-${range.to}.csv`, csv: csvTable(header, items) };
}
