import type { Benefit } from '../../../schema/generated/api.ts';
import { api } from '../../core/http/api.ts';

/** Asked in the background: no loading toast and no failure toast (a login timeout still follows spec 000 §8). */
const quiet = { hideLoading: true, noToast: true } as const;

/** The new-benefit modal's calls (docs/api.md "Benefits"); both need a session, so guests never make them. */
export const benefitsApi = {
  /** Benefits the fan has not seen yet, oldest first. */
  unseen: async (): Promise<Benefit[]> => (await api.post<{ list: Benefit[] }>('/api/user/getNewBenefits', {}, quiet)).list,
  /** Marks them seen, so the modal does not show them again. */
  markSeen: (ids: number[]) => api.post<{ read: number }>('/api/user/readBenefits', { ids }, quiet),
};

/** The signed-in fan's followed match ids (the match-start popup's filter, follow-filter.ts). */
export async function followedMatchIds(): Promise<number[]> {
  const answer = await api.post<{ list: { id: number }[] }>('/api/race/getAttentMatchlist', {}, quiet);
  return answer.list.map((match) => match.id);
}
