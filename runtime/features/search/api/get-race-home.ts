import { api } from '../../../core/http/api.ts';

/** What the search page offers before a search: hot keywords (and hot leagues, not shown yet). */
export interface RaceHome {
  hot_keywords: string[];
  hot_events: { id: number; sport_id: number; short_name_zh: string; logo: string }[];
}

/** POST /api/search/raceHome. Hot keywords are a bonus: a failure leaves the history alone, without a toast. */
export function getRaceHome(): Promise<RaceHome> {
  return api.post<RaceHome>('/api/search/raceHome', {}, { hideLoading: true, noToast: true });
}
