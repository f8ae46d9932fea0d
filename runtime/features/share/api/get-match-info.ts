import type { Match } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/** POST /api/{sport}/getMatchInfo {matchid}; an unknown id, or a match of the other sport, answers status 3. */
export function getMatchInfo(sportName: 'football' | 'basketball', matchId: number): Promise<Match> {
  return api.post<Match>(`/api/${sportName}/getMatchInfo`, { matchid: matchId }, { hideLoading: true, noToast: true });
}
