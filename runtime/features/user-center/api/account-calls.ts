import type { AnchorPage, AttentResult, FollowedAnchors, Match, SystemMessages } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';
import { sportPath } from '../../../core/rules/match-status.ts';

/**
 * The account screens' calls (docs/api.md "Codes, phone, profile and public information", "Gifts and following").
 * Quiet: each screen shows its own states and the server's message where a form needs it.
 */
const quiet = { hideLoading: true, noToast: true } as const;

/** An image the fan keeps for applications. */
export interface Material {
  id: number;
  url: string;
  time: number;
}
type Materials = { list: Material[]; max: number };
/** One visit of the watch history (POST /webapi/user/getLiveLog): one per room and server day, the latest time. */
export interface WatchVisit {
  liveid: number;
  anchorid: number;
  title: string;
  nick_name: string;
  avatar: string;
  time: number;
}
/** An application as the form sends it (schema/api/apply/apply.request.json). */
export type ApplyBody = { type: 'anchor' | 'admin'; real_name: string; contact: string; intro: string; material_ids: number[] };
type Applications = { list: { id: number; type: 'anchor' | 'admin'; status: number; reason: string; time: number; materials: string[] }[] };

export const accountApi = {
  editProfile: (body: { nick_name?: string; signature?: string }) =>
    api.post<{ nick_name: string; avatar: string; signature: string }>('/api/user/editUserInfo', body, quiet),
  changePassword: (body: { old_password: string; new_password: string }) => api.post<null>('/api/user/changePwd', body, quiet),
  sendBindCode: (mobile: string) => api.post<null>('/api/user/sendVerifyCode', { mobile }, quiet),
  bindPhone: (mobile: string, smsCode: string) => api.post<{ mobile: string }>('/api/User/bindPhone', { mobile, sms_code: smsCode }, quiet),
  followedAnchors: (page: number, size = 20) => api.post<FollowedAnchors>('/api/live/getAttentAnchorList', { page, size }, quiet),
  followAnchor: (anchorid: number, follow: boolean) =>
    api.post<AttentResult>('/api/live/attentAnchor', { anchorid, attent: follow ? 1 : 0 }, quiet),
  /** An anchor's page; without an id the signed-in anchor's own. */
  anchorPage: (anchorid?: number) => api.post<AnchorPage>('/api/live/getAnchorPage', anchorid ? { anchorid } : {}, quiet),
  followedMatches: () => api.post<{ list: Match[]; total: number }>('/api/race/getAttentMatchlist', {}, quiet),
  watchLog: () => api.post<{ list: WatchVisit[] }>('/webapi/user/getLiveLog', {}, quiet),
  messages: (page: number, size = 20) => api.post<SystemMessages>('/api/user/getSystemMessages', { page, size }, quiet),
  /** Marks messages read (all of them without ids); answers how many stay unread. */
  readMessages: (ids?: number[]) => api.post<{ unread: number }>('/api/user/readSystemMessages', ids ? { ids } : {}, quiet),
  /** Read beside the user info when the user centre opens: an ended session clears quietly, as the user info does. */
  unreadCount: () => api.post<{ system: number }>('/api/user/getUnreadCount', {}, { ...quiet, background: true }),
  materials: () => api.post<Materials>('/api/user/getMaterials', {}, quiet),
  addMaterial: (url: string) => api.post<Materials>('/api/user/addMaterial', { url }, quiet),
  deleteMaterial: (id: number) => api.post<Materials>('/api/user/deleteMaterial', { id }, quiet),
  apply: (body: ApplyBody) => api.post<unknown>('/api/user/apply', body, quiet),
  applications: () => api.post<Applications>('/api/user/getApplications', {}, quiet),
  followMatch: (match: Pick<Match, 'id' | 'sport_id'>, follow: boolean) =>
    api.post<{ attented: 0 | 1 }>(`/api/${sportPath(match.sport_id)}/attentMatch`, { matchid: match.id, type: follow ? 1 : 0 }, quiet),
};
