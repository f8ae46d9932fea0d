import type { OpsBooks, OpsDailyTotals, OpsDailyTotalsQuery } from '../../schema/generated/api.ts';
import { api } from './api.ts';
import { apiBase } from './client.ts';
import { queryString } from './query-string.ts';

/** The days asked for; empty means the server's default (the last seven days). */
export interface DayRange {
  from: string;
  to: string;
}

const rangeQuery = ({ from, to }: DayRange): OpsDailyTotalsQuery => ({ from: from || undefined, to: to || undefined });

export const readBooks = () => api.get<OpsBooks>('/money/audit');

export const readDailyTotals = (range: DayRange) => api.get<OpsDailyTotals, OpsDailyTotalsQuery>('/money/daily', rangeQuery(range));

/** The address of the same totals as CSV, for a download link. */
export const dailyTotalsCsvUrl = (range: DayRange) => `${apiBase}/money/daily.csv${queryString(rangeQuery(range))}`;
