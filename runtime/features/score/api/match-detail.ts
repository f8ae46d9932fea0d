import type {
  Incidents,
  Match,
  MatchAnalysis,
  MatchLineup,
  MatchOdds,
  MatchRank,
  MatchStats,
  Room,
  TextLive,
} from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';
import { sportPath } from '../../../core/rules/match-status.ts';

/**
 * The per-match calls of spec 000 §7 (answers in docs/api.md and schema/api/models). Tabs load quietly: their own
 * skeleton shows progress, and a failure is drawn in the tab rather than toasted.
 */
const quiet = { hideLoading: true, noToast: true } as const;
const call = <T>(path: string, body: Record<string, unknown>) => api.post<T>(path, body, quiet);

export const matchDetailApi = {
  info: (sportId: number, matchid: number) => call<Match>(`/api/${sportPath(sportId)}/getMatchInfo`, { matchid }),
  anchors: (sportId: number, matchid: number) => call<{ list: Room[] }>(`/api/${sportPath(sportId)}/getMatchAnchors`, { matchid }),
  stats: (sportId: number, matchid: number) => call<MatchStats>(`/api/${sportPath(sportId)}/getMatchData`, { matchid }),
  textLive: (sportId: number, matchid: number, startid: number) =>
    call<TextLive>(`/api/${sportPath(sportId)}/getTliveData`, { matchid, startid }),
  odds: (sportId: number, matchid: number) => call<MatchOdds>(`/api/${sportPath(sportId)}/matchOdd`, { matchid }),
  analysis: (sportId: number, matchid: number) => call<MatchAnalysis>(`/webapi/${sportPath(sportId)}/getAnalysisData`, { matchid }),
  lineup: (sportId: number, matchid: number) => call<MatchLineup>(`/webapi/${sportPath(sportId)}/getLineupData`, { matchid }),
  rank: (sportId: number, matchid: number) => call<MatchRank>(`/webapi/${sportPath(sportId)}/getMatchRank`, { matchid }),
  /** Football only: the basketball path does not exist (spec 000 §7 names /webapi/football/getIncidentsData alone). */
  incidents: (matchid: number) => call<Incidents>('/webapi/football/getIncidentsData', { matchid }),
  addOperateFriend: (operateUid: number, liveid: number) =>
    api.post<{ friend_id: number }>('/api/live/addOperateFriend', { operate_uid: operateUid, liveid }, { hideLoading: true }),
};
