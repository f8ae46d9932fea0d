import { api } from './api.ts';
import { apiBase } from './client.ts';

/** The books' check: each fan's balance against the sum of their ledger rows. */
export interface Books {
  checkedAt: string;
  rows: number;
  holds: boolean;
  mismatches: { userId: number; account: 'gold' | 'diamond'; balance: number; ledger: number }[];
}

/** One server day's movements of one ledger kind and account. */
export interface DailyTotal {
  date: string;
  kind: string;
  type: number;
  name: string;
  nameEn: string;
  account: 'gold' | 'diamond';
  credits: number;
  debits: number;
  net: number;
  rows: number;
}

export interface DailyTotals {
  from: string;
  to: string;
  items: DailyTotal[];
}

/** The days asked for; empty means the server's default (the last seven days). */
export interface DayRange {
  from: string;
  to: string;
}

const rangeQuery = (range: DayRange): Record<string, string> =>
  Object.fromEntries(Object.entries(range).filter(([, value]) => value !== ''));

export const readBooks = () => api.get<Books>('/money/audit');

export const readDailyTotals = (range: DayRange) => api.get<DailyTotals>('/money/daily', rangeQuery(range));

/** The address of the same totals as CSV, for a download link. */
export const dailyTotalsCsvUrl = (range: DayRange) => `${apiBase}/money/daily.csv?${new URLSearchParams(rangeQuery(range))}`;
