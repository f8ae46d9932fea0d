import { api } from '../../../core/http/api.ts';
import type { RecommendedAnchor } from './live-types.ts';

/** The most watched anchors (up to 8), for /anchor-list. */
export async function getRecAnchors(sportId?: number): Promise<RecommendedAnchor[]> {
  const answer = await api.post<{ list: RecommendedAnchor[] }>(
    '/api/anchor/getRecAnchors',
    { sport_id: sportId },
    { hideLoading: true, noToast: true },
  );
  return answer.list;
}
