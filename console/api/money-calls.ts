import type { OpsBooks, OpsDailyTotals } from '../../schema/generated/api.ts';
import { api } from './api.ts';
import { apiBase } from './client.ts';

/** The days asked for; empty means the server's default (the last seven days). */
export interface DayRange {
  from: string;
  to: string;
}

const rangeQuery = (range: DayRange): Record<string, string> =>
  Object.fromEntries(Object.entries(range).filter(([, value]) => value !== ''));

export const readBooks = () => api.get<OpsBooks>('/money/audit');

export const readDailyTotals = (range: DayRange) => api.get<OpsDailyTotals>('/money/daily', rangeQuery(range));

/** The address of the same totals as CSV, for a download link. */
export const dailyTotalsCsvUrl = (range: DayRange) => `${apiBase}/money/daily.csv?${new URLSearchParams(rangeQuery(range))}`;
