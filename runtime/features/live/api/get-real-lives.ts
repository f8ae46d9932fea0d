import { api } from '../../../core/http/api.ts';
import type { Room } from './live-types.ts';

/** The rooms on air, all of them or one category's. The page shows skeletons and its own error state, not toasts. */
export async function getRealLives(filter: { category_id?: number; sport_id?: number } = {}): Promise<Room[]> {
  const answer = await api.post<{ list: Room[] }>('/api/live/getRealLives', filter, { hideLoading: true, noToast: true });
  return answer.list;
}
