import type { SearchRaceHome } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/** What the search page offers before a search: hot keywords (and hot leagues, not shown yet); schema/api/models/search-race-home.json. */
export type RaceHome = SearchRaceHome;

/** POST /api/search/raceHome. Hot keywords are a bonus: a failure leaves the history alone, without a toast. */
export function getRaceHome(): Promise<RaceHome> {
  return api.post<RaceHome>('/api/search/raceHome', {}, { hideLoading: true, noToast: true });
}
