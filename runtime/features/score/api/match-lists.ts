import type { Match } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';
import { afterMatchFollow } from '../../../core/push/after-follow.ts';
import { sportPath } from '../../../core/rules/match-status.ts';

/** A list of matches as the race calls answer it (docs/api.md, Race). */
export interface MatchList {
  list: Match[];
  total: number;
}

/** The pages draw their own skeleton and failure (with retry): no global spinner, no toast. */
const quiet = { hideLoading: true, noToast: true } as const;

/** The match lists of spec 000 §7 beyond the day's schedule, and the follow star they all share. */
export const matchListApi = {
  /** The signed-in fan's followed matches, both sports (the call takes no sport and no page: it answers all of them). */
  followed: () => api.post<MatchList>('/api/race/getAttentMatchlist', {}, quiet),
  /** Matches whose team or league name contains the keyword, both sports (sport 0), up to 50. */
  search: (keyword: string) => api.post<MatchList>('/api/race/getRaceSearch', { keyword, sport: 0 }, quiet),
  /**
   * Follow (1) or unfollow (0); a failure is toasted by the client, as a tap deserves an answer. A follow that
   * succeeded may offer the match alerts (core/push/after-follow.ts), whichever star it came from.
   */
  follow: async (match: Pick<Match, 'id' | 'sport_id'>, type: 0 | 1) => {
    const answer = await api.post<{ attented: 0 | 1 }>(
      `/api/${sportPath(match.sport_id)}/attentMatch`,
      { matchid: match.id, type },
      { hideLoading: true },
    );
    if (type === 1) afterMatchFollow();
    return answer;
  },
};
