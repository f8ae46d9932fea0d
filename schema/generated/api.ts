/* Generated from the JSON Schemas in schema/api/ by `npm run generate`. Do not edit by hand. */

/**
 * A picture an operator shows to fans: a file uploaded to this server (/storage/files/...), a house picture (/static/...) or an https address.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "PictureAddress".
 */
export type PictureAddress = string;
/**
 * Where a tap on an ad or a banner goes: a path of the fan app (/m/..., not /m//...) or an https address with a host; never script, data or another scheme, never a backslash. The fan app follows exactly these (runtime/core/rules/ad-rules.ts adTarget, a test holds them together); console/validation checks the same pattern.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AppLink".
 */
export type AppLink = string;
/**
 * POST /api/SportDatabase/getHotFootballRank and getHotBasketballRank answer: the top five of each league of the sport.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DatabaseHotRank".
 */
export type DatabaseHotRank = {
  event: League;
  list: StandingRow[];
}[];
/**
 * GET /ops/api/ads answer: this node's site's ad slots.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsAdSlots".
 */
export type OpsAdSlots = OpsAdSlotState[];
/**
 * The console's language, sent by the console as `?lang=` on every call: descriptions and names come in it (zh when absent).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsConsoleLanguage".
 */
export type OpsConsoleLanguage = 'zh' | 'pt-BR';
/**
 * An operator's role (docs/operators.md).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsRole".
 */
export type OpsRole = 'owner' | 'ops' | 'moderator' | 'finance' | 'viewer';
/**
 * A permission of server/domain/operators/roles.ts: the names the console uses to hide what a role cannot do (the server checks every call again).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsPermission".
 */
export type OpsPermission =
  | 'sites.read'
  | 'switches.write'
  | 'ads.write'
  | 'content.write'
  | 'matches.write'
  | 'queues.read'
  | 'applications.review'
  | 'reports.review'
  | 'feedback.reply'
  | 'withdrawals.review'
  | 'money.read'
  | 'money.write'
  | 'fans.read'
  | 'fans.write'
  | 'audit.read'
  | 'operators.manage';
/**
 * GET /ops/api/operators answer: every operator.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsOperators".
 */
export type OpsOperators = OpsOperatorRow[];
/**
 * DELETE /ops/api/session answer: nothing; the cookie is cleared.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsSignedOut".
 */
export type OpsSignedOut = null;
/**
 * GET /ops/api/sites answer: every built site the operator may see.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsSites".
 */
export type OpsSites = OpsSiteSummary[];
/**
 * POST /api/user/getUserBasicInfo {id}, /api/user/getUserLastOnline {userid}: one user's public information.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "UserIdRequest".
 */
export type UserIdRequest = UserIdRequest1 & UserIdRequest2;
export type UserIdRequest1 = {
  [k: string]: unknown;
};

export interface SidelineApi {}
/**
 * POST /api/activity/getActivityInfo: one activity.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ActivityIdRequest".
 */
export interface ActivityIdRequest {
  id: number;
}
/**
 * POST /api/activity/getActivityList: activities, optionally of one status (spec 000 §4: inactive 0, active 1, finished 2, refund 3, inplay 4).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ActivityListRequest".
 */
export interface ActivityListRequest {
  status?: 0 | 1 | 2 | 3 | 4;
}
/**
 * POST /admin/activity/status: the operator withdraws (0) or calls off with refunds (3) an activity, or gives it back to the clock (null).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ActivityStatusRequest".
 */
export interface ActivityStatusRequest {
  id: number;
  status: 0 | 3 | null;
}
/**
 * POST /admin/benefit/grant: give a fan one benefit (spec 000 §4 types; not gift 8), usable for valid_days.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AdminBenefitGrantRequest".
 */
export interface AdminBenefitGrantRequest {
  user_id: number;
  type: number;
  name_zh: string;
  name_pt: string;
  /**
   * A red packet's gold, a black card's percent off (1-90); 0 for a length of time.
   */
  amount: number;
  /**
   * How long it lasts once used (VIP and model cards).
   */
  days: number;
  /**
   * Days the fan has to use it.
   */
  valid_days: number;
}
/**
 * POST /admin/match: add a match to the schedule.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AdminCreateMatchRequest".
 */
export interface AdminCreateMatchRequest {
  league_id: number;
  home_team_id: number;
  away_team_id: number;
  /**
   * Unix seconds.
   */
  kickoff_time: number;
  /**
   * Fix the status instead of deriving it from the clock.
   */
  status?: number;
  hot?: boolean;
  has_live?: boolean;
}
/**
 * POST /admin/session/expire: end a session now, to test the login-timeout answer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AdminExpireSessionRequest".
 */
export interface AdminExpireSessionRequest {
  token: string;
}
/**
 * POST /admin/feedback/list: customer service reads the messages and reports it received, newest first.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "FeedbackListRequest".
 */
export interface FeedbackListRequest {
  /**
   * Only this category; every one when absent.
   */
  category?: 'bug' | 'suggestion' | 'account' | 'payment' | 'content' | 'other' | 'report';
  page?: number;
  size?: number;
}
/**
 * POST /admin/feedback/reply: customer service answers a message, once.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "FeedbackReplyRequest".
 */
export interface FeedbackReplyRequest {
  id: number;
  reply: string;
}
/**
 * POST /admin/match/event: a goal or points, now (or at a given second of play); or a fixed status.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AdminMatchEventRequest".
 */
export interface AdminMatchEventRequest {
  match_id: number;
  side?: 'home' | 'away';
  points?: number;
  at_second?: number;
  player?: string;
  /**
   * Fix (or with null, release) the match status.
   */
  status?: number | null;
}
/**
 * POST /admin/notify/race-start: publishes a match's kickoff notice (RaceStart) into NOTIFY_ROOM now (docs/api.md, Admin API).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AdminNotifyRaceStartRequest".
 */
export interface AdminNotifyRaceStartRequest {
  matchid: number;
}
/**
 * POST /admin/application/review: approve or reject an application under review, once.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ReviewApplicationRequest".
 */
export interface ReviewApplicationRequest {
  id: number;
  approve: boolean;
  reason?: string;
}
/**
 * POST /admin/room/ban: the user's sends in the room are refused (10017) for `duration` seconds of the server clock; 0 lifts the ban.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AdminRoomBanRequest".
 */
export interface AdminRoomBanRequest {
  liveid: number;
  /**
   * The chat user id (the account's id as a string).
   */
  uid: string;
  /**
   * Seconds; at most 30 days.
   */
  duration: number;
}
/**
 * POST /admin/room/clear: empties a live room's chat for everyone (docs/api.md, Admin API).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AdminRoomClearRequest".
 */
export interface AdminRoomClearRequest {
  liveid: number;
}
/**
 * POST /admin/room/message: post a line into a live room's chat, as a named sender.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AdminRoomMessageRequest".
 */
export interface AdminRoomMessageRequest {
  liveid: number;
  content: string;
  nick_name?: string;
  type?: 'RoomMessage' | 'EnterRoomMessage' | 'SendPackage' | 'AttentAnchor';
}
/**
 * POST /admin/site/ads: put up the ad of one slot of the served site, or take it down (null).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AdminSiteAdsRequest".
 */
export interface AdminSiteAdsRequest {
  slot: 'home_pop_ad' | 'live_play_ad' | 'launch_ad';
  ad: Ad | null;
}
/**
 * An ad of one slot of commonConfig (home_pop_ad: the landing pages' pop-up; live_play_ad: the QR or banner card over a live room's player; launch_ad: the full-screen ad of the installed app's cold start), as the operator sets it (docs/decisions.md "Ad slots"). Shown to guests and to fans whose is_no_popad (home_pop_ad, launch_ad) / is_no_qrad (live_play_ad) is 0.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "Ad".
 */
export interface Ad {
  /**
   * Changes when the operator puts up another ad.
   */
  id: number;
  /**
   * Chinese text shown with the picture.
   */
  title: string;
  /**
   * The text in Portuguese (lang pt-br).
   */
  title_pt: string;
  image: PictureAddress;
  link: AppLink;
}
/**
 * POST /admin/site/config: change switch flags and config of the served site; omitted fields keep their value.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AdminSiteConfigRequest".
 */
export interface AdminSiteConfigRequest {
  room_video_play_sec?: number;
  room_video_play_flogin_sec?: number;
  huawei_pull_hls_domain?: string;
  site_domain?: string;
  site_h5_share_url?: string;
  site_h5_domain?: string;
  im_sdkappid?: string;
  cos_bucket?: string;
  cos_region?: string;
  cos_folder_image?: string;
  /**
   * This interface was referenced by `AdminSiteConfigRequest`'s JSON-Schema definition
   * via the `patternProperty` "^switch_[a-z_]+$".
   */
  [k: string]: '0' | '1' | number | string | undefined;
}
/**
 * POST /admin/video/edit: retitle a video (QA: titles with markup must render as text).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AdminVideoEditRequest".
 */
export interface AdminVideoEditRequest {
  id: number;
  title: string;
}
/**
 * POST /admin/wallet/grant: give (or take back) gold or diamonds through the ledger, once per ref.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AdminWalletGrantRequest".
 */
export interface AdminWalletGrantRequest {
  user_id: number;
  gold?: number;
  diamond?: number;
  ref: string;
}
/**
 * POST /admin/wallet/withdrawal: move a withdrawal request on (审核中 0 -> 派发中 1 -> 已派发 2, or 取消 3 from 0 or 1).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AdminWithdrawMoveRequest".
 */
export interface AdminWithdrawMoveRequest {
  id: number;
  status: 1 | 2 | 3;
}
/**
 * POST /api/user/apply (signed in): apply to become an anchor or a room admin, with some of one's materials (by id).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ApplyRequest".
 */
export interface ApplyRequest {
  type: 'anchor' | 'admin';
  real_name: string;
  contact: string;
  intro: string;
  /**
   * @maxItems 9
   */
  material_ids?:
    | []
    | [number]
    | [number, number]
    | [number, number, number]
    | [number, number, number, number]
    | [number, number, number, number, number]
    | [number, number, number, number, number, number]
    | [number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number];
}
/**
 * POST /api/user/deleteMaterial (signed in): remove one of one's materials.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "MaterialIdRequest".
 */
export interface MaterialIdRequest {
  id: number;
}
/**
 * POST /api/user/addMaterial (signed in): keep an uploaded image (its address from the upload) among one's materials.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "MaterialRequest".
 */
export interface MaterialRequest {
  url: string;
}
/**
 * POST /api/SportDatabase/getEventInfo, getEventView, getEventIntegral, getEventRank and getEventMatch: a competition, and optionally a season (its first day, YYYY-MM-DD; default: the current one), the integral type (1 all, 2 home, 3 away), a round, and the player rank's kind.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DatabaseEventRequest".
 */
export interface DatabaseEventRequest {
  event_id: number;
  type?: 1 | 2 | 3;
  season?: string;
  round?: number;
  kind?: 'goals' | 'assists' | 'points';
}
/**
 * POST /api/SportDatabase/getFifaRank, getEventList: a page of a list.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DatabasePageRequest".
 */
export interface DatabasePageRequest {
  sport_id?: 0 | 1 | 2;
  page?: number;
  size?: number;
}
/**
 * POST /api/SportDatabase/getTeamInfo: a team (a club or a national team).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DatabaseTeamRequest".
 */
export interface DatabaseTeamRequest {
  team_id: number;
}
/**
 * POST /api/live/getAnchorPage: an anchor's page; without anchorid, the signed-in anchor's own.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AnchorPageRequest".
 */
export interface AnchorPageRequest {
  anchorid?: number;
}
/**
 * POST /webapi/live/getLivePageData: the room of one anchor.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AnchorRequest".
 */
export interface AnchorRequest {
  anchorid: number;
}
/**
 * POST /api/live/attentAnchor (signed in): follow (attent 1) or unfollow (attent 0) an anchor. It sets the state, so repeating a call changes nothing.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AttentAnchorRequest".
 */
export interface AttentAnchorRequest {
  anchorid: number;
  attent: 0 | 1;
}
/**
 * POST /api/live/getRealLives, /api/anchor/getRecAnchors: rooms, optionally of one sport or category.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "LiveListRequest".
 */
export interface LiveListRequest {
  sport_id?: 0 | 1 | 2;
  category_id?: number;
}
/**
 * POST /api/live/addOperateFriend (signed in): befriend a user met in a live room.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OperateFriendRequest".
 */
export interface OperateFriendRequest {
  operate_uid: number;
  liveid: number;
}
/**
 * POST /api/live/getAttentAnchorList (signed in): a page of the anchors the fan follows, the latest followed first.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "LivePageRequest".
 */
export interface LivePageRequest {
  page?: number;
  size?: number;
}
/**
 * POST /api/live/getLiveChat, getRoomManage and clearChatList: one room by its live id.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "RoomRequest".
 */
export interface RoomRequest {
  liveid: number;
}
/**
 * POST /api/live/sendBagGift (signed in): send the gifts of a coupon in the fan's bag (getBagItems) to the anchor of a room, without gold. A repeated request_id answers the first send.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SendBagGiftRequest".
 */
export interface SendBagGiftRequest {
  liveid: number;
  bag_id: number;
  request_id: string;
}
/**
 * POST /api/live/sendGift (signed in): send a gift to the anchor of a room. count is a preset of spec 000 §9 (1, 10, 66, 88, 100, 520, 1314; checked by the route, with a readable message); request_id is the client's idempotency key, one per tap: a repeat with the same key pays once.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SendGiftRequest".
 */
export interface SendGiftRequest {
  liveid: number;
  gift_id: number;
  count: number;
  request_id: string;
}
/**
 * POST /api/customerservice/publish: a message to customer service, signed in or not (docs/decisions.md "Feedback").
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "CustomerServiceRequest".
 */
export interface CustomerServiceRequest {
  /**
   * What the message is about.
   */
  category?: 'bug' | 'suggestion' | 'account' | 'payment' | 'content' | 'other';
  content: string;
  contact?: string;
  /**
   * Addresses of the sender's own uploads (signed in only).
   *
   * @maxItems 4
   */
  images?: [] | [string] | [string, string] | [string, string, string] | [string, string, string, string];
}
/**
 * POST /api/customerservice/getMyFeedback (signed in): a page of one's own messages with their replies.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "MyFeedbackRequest".
 */
export interface MyFeedbackRequest {
  page?: number;
  size?: number;
}
/**
 * POST /api/customerservice/report: a signed-in fan reports a chat user or group to customer service (docs/decisions.md "Chat screens").
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ReportRequest".
 */
export interface ReportRequest {
  /**
   * What is reported.
   */
  type: 'user' | 'group';
  /**
   * The reported user's id or the group's id.
   */
  id: string;
  /**
   * Why: sexual content, illegal content, fraud, abuse or harassment, advertising, other.
   */
  reason: 'porn' | 'illegal' | 'fraud' | 'abuse' | 'ads' | 'other';
  /**
   * What happened, in the fan's words.
   */
  content?: string;
  /**
   * Addresses of the fan's own uploads (screenshots).
   *
   * @maxItems 4
   */
  images?: [] | [string] | [string, string] | [string, string, string] | [string, string, string, string];
}
/**
 * POST /api/model/getModelDetail (signed in and entitled): one model's analysis of one match.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelDetailRequest".
 */
export interface ModelDetailRequest {
  kind: 1 | 2 | 3 | 4;
  id: number;
}
/**
 * POST /api/model/getModelList: a page of one model's matches (kind: upset 1, poisson 2, diversity 3, margin 4), optionally of one model match status (waiting 1, inplay 2, finished 3), or only one match (matchid: a page that heard it change, asking for what the server alone says, its hit and public pick).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelListRequest".
 */
export interface ModelListRequest {
  kind: 1 | 2 | 3 | 4;
  status?: 1 | 2 | 3;
  page?: number;
  size?: number;
  matchid?: number;
}
/**
 * POST /api/model/getPlans: the plans that open a model (its own and the all-model plans); every plan without kind.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelPlansRequest".
 */
export interface ModelPlansRequest {
  kind?: 1 | 2 | 3 | 4;
}
/**
 * POST /api/model/getSubscriptionRecords (signed in): a page of the fan's subscriptions, newest first.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelRecordsRequest".
 */
export interface ModelRecordsRequest {
  page?: number;
  size?: number;
}
/**
 * POST /api/model/subscribe (signed in): buy a plan with gold. request_id is the client's idempotency key, one per tap: a repeat with the same key pays once and answers the first result.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelSubscribeRequest".
 */
export interface ModelSubscribeRequest {
  plan_id: number;
  request_id: string;
}
/**
 * An activity; status per spec 000 §4 (inactive 0, active 1, finished 2, refund 3, inplay 4), times in Unix seconds.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "Activity".
 */
export interface Activity {
  id: number;
  title: string;
  summary: string;
  cover: string;
  reward: string;
  status: 0 | 1 | 2 | 3 | 4;
  start_time: number;
  end_time: number;
  match_id: number | null;
  /**
   * Gold a fan pays to join (0: free).
   */
  entry_fee: number;
  /**
   * Gold each participant gets once the activity has finished.
   */
  award: number;
}
/**
 * POST /api/activity/getActivityInfo answer: the activity with its plain-text paragraphs and linked match.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ActivityDetail".
 */
export interface ActivityDetail {
  id: number;
  title: string;
  summary: string;
  cover: string;
  reward: string;
  status: 0 | 1 | 2 | 3 | 4;
  start_time: number;
  end_time: number;
  match_id: number | null;
  body: string[];
  match: Match | null;
  /**
   * Gold a fan pays to join (0: free).
   */
  entry_fee: number;
  /**
   * Gold each participant gets once the activity has finished.
   */
  award: number;
  /**
   * Fans who joined.
   */
  participants: number;
  /**
   * The signed-in fan's entry, null when they have not joined (or for a guest).
   */
  entry: null | {
    fee: number;
    /**
     * '' while open; award paid, fee refunded, or nothing to pay.
     */
    settled: '' | 'award' | 'refund' | 'none';
    joined_at: number;
  };
}
/**
 * A match with its live state (spec 000 §3 Match); see docs/api.md for the clock rule.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "Match".
 */
export interface Match {
  id: number;
  sport_id: 1 | 2;
  status: number;
  time: string;
  period_count: number;
  period_remaining_time: number;
  home_score: number;
  away_score: number;
  played_seconds: number;
  /**
   * Unix seconds; in a football second half, the second half's kickoff.
   */
  kickoff_time: number;
  /**
   * Scheduled kickoff, Unix seconds.
   */
  start_time: number;
  live: 0 | 1;
  attented: 0 | 1;
  hot: 0 | 1;
  jc: 0 | 1;
  bd: 0 | 1;
  hometeam: Team;
  awayteam: Team;
  matchevent: {
    id: number;
    logo: string;
    name_zh: string;
    short_name_zh: string;
    /**
     * The competition's English name, shown when the language is not cn.
     */
    name_en: string;
    short_name_en: string;
  };
}
/**
 * A team as matches show it.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "Team".
 */
export interface Team {
  id: number;
  name_zh: string;
  short_name_zh: string;
  name_en: string;
  short_name_en: string;
  logo: string;
  country_logo: string;
}
/**
 * POST /api/activity/getActivityList answer: in play first, then upcoming, then the rest.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ActivityList".
 */
export interface ActivityList {
  list: Activity[];
  total: number;
}
/**
 * A delivery address of the fan's.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "Address".
 */
export interface Address {
  id: number;
  name: string;
  mobile: string;
  detail: string;
  is_default: boolean;
}
/**
 * POST /api/shop/getAddressList answer: the default first.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AddressList".
 */
export interface AddressList {
  list: Address[];
  max: number;
}
/**
 * POST /api/live/getAnchorPage answer: the anchor, their room (null when they have none), whether the fan follows them, and for the anchor's own page their gift income (null for anyone else).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AnchorPage".
 */
export interface AnchorPage {
  anchor: {
    id: number;
    nick_name: string;
    avatar: string;
    signature: string;
    fans_count: number;
    anchor_level: number;
    anchor_point: number;
  };
  room: null | {
    liveid: number;
    title: string;
    cover: string;
    online: number;
    match_id: number;
  };
  is_attent: 0 | 1;
  is_self: 0 | 1;
  income: null | {
    /**
     * Diamonds received from gifts, ever.
     */
    total: number;
    /**
     * @maxItems 5
     */
    recent:
      | []
      | [LedgerEntry]
      | [LedgerEntry, LedgerEntry]
      | [LedgerEntry, LedgerEntry, LedgerEntry]
      | [LedgerEntry, LedgerEntry, LedgerEntry, LedgerEntry]
      | [LedgerEntry, LedgerEntry, LedgerEntry, LedgerEntry, LedgerEntry];
  };
}
/**
 * One row of the fan's ledger (docs/ledger.md), as /trans-log lists it.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "LedgerEntry".
 */
export interface LedgerEntry {
  id: number;
  /**
   * A type of getProfitConsumeType.
   */
  type: number;
  name: string;
  name_en: string;
  account: 'gold' | 'diamond';
  /**
   * Credits positive, debits negative.
   */
  amount: number;
  /**
   * The account's balance after this row.
   */
  balance: number;
  /**
   * What moved the coins, table:id.
   */
  ref: string;
  /**
   * Unix seconds.
   */
  time: number;
}
/**
 * POST /api/live/attentAnchor answer: whether the fan now follows the anchor, and the anchor's fans_count.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AttentResult".
 */
export interface AttentResult {
  anchorid: number;
  attent: 0 | 1;
  fans_count: number;
}
/**
 * POST /api/live/getBagItems answer (spec 000 §1 userBagItems): the fan's unused, unexpired gift coupons, the soonest to expire first; each sends `count` of its gift from the bag.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "BagItems".
 */
export interface BagItems {
  list: {
    /**
     * The coupon's benefit id (sendBagGift bag_id).
     */
    id: number;
    gift_id: number;
    count: number;
    name: string;
    name_en: string;
    icon: string;
    expires_at: number;
  }[];
}
/**
 * A benefit granted to the fan (spec 000 §3 benefit types), as POST /api/user/getNewBenefits and /api/user/getBenefits list it.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "Benefit".
 */
export interface Benefit {
  id: number;
  /**
   * vip 1, poisson 2, upset 3, margin 4, diversity 5, allModel 6, redPacket 7, gift 8, blackCard 9.
   */
  type: number;
  /**
   * In the request's language (lang=pt-br, else Chinese).
   */
  name: string;
  /**
   * How many (coins of a red packet, uses of a coupon); 0 when the benefit is a length of time only.
   */
  amount: number;
  /**
   * How long the benefit lasts once used (a 3-day VIP trial: 3); 0 when it is not a length of time.
   */
  days: number;
  /**
   * Unix seconds: the benefit must be used before then.
   */
  expires_at: number;
  /**
   * Unix seconds when the fan used it; 0 while unused.
   */
  used_at: number;
  /**
   * Coupon state of spec 000 §4: used 1, unused 2, expired 3.
   */
  status: 1 | 2 | 3;
}
/**
 * POST /api/shop/buy answer: the order and the wallet after paying.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "BuyResult".
 */
export interface BuyResult {
  order: Order;
  gold: number;
  diamond: number;
}
/**
 * An order: status 1 waiting for shipping (physical goods), 2 done (virtual goods are delivered at once). price is what it cost before a coupon, discount what the coupon took off, amount what was paid (price - discount). time in Unix seconds.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "Order".
 */
export interface Order {
  id: number;
  goods_id: number;
  name: string;
  name_en: string;
  image: string;
  quantity: number;
  currency: 'gold' | 'diamond';
  /**
   * The goods' price times the quantity, before any coupon.
   */
  price: number;
  /**
   * What the coupon took off; 0 without one.
   */
  discount: number;
  /**
   * What was paid: price - discount.
   */
  amount: number;
  /**
   * The coupon the order used, named in the request's language; null without one.
   */
  coupon: {
    id: number;
    type: number;
    name: string;
  } | null;
  address: {
    name: string;
    mobile: string;
    detail: string;
  } | null;
  status: 1 | 2;
  time: number;
}
/**
 * POST /api/task/checkIn answer: spec 000 §3 Check-in result (continuous, award) and the new gold balance.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "CheckInResult".
 */
export interface CheckInResult {
  continuous: number;
  award: number;
  gold: number;
}
/**
 * POST /api/task/getCheckInInfo answer: this week (Monday first, server days UTC+8), the streak and whether today is done.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "CheckInWeek".
 */
export interface CheckInWeek {
  today: string;
  checkin: 0 | 1;
  continuous: number;
  /**
   * @minItems 7
   * @maxItems 7
   */
  days: [
    {
      date: string;
      checked: 0 | 1;
      award: number;
    },
    {
      date: string;
      checked: 0 | 1;
      award: number;
    },
    {
      date: string;
      checked: 0 | 1;
      award: number;
    },
    {
      date: string;
      checked: 0 | 1;
      award: number;
    },
    {
      date: string;
      checked: 0 | 1;
      award: number;
    },
    {
      date: string;
      checked: 0 | 1;
      award: number;
    },
    {
      date: string;
      checked: 0 | 1;
      award: number;
    }
  ];
}
/**
 * A coupon the checkout offers for one order (docs/ledger.md "Shop coupons").
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "CheckoutCoupon".
 */
export interface CheckoutCoupon {
  /**
   * The coupon's benefit id, sent as the order's benefit_id.
   */
  id: number;
  /**
   * redPacket 7 (its gold off an order in gold) or blackCard 9 (amount percent off physical goods).
   */
  type: 7 | 9;
  /**
   * In the request's language.
   */
  name: string;
  /**
   * A red packet's gold, a black card's percent off.
   */
  amount: number;
  /**
   * Unix seconds: the coupon must be used before then.
   */
  expires_at: number;
  /**
   * What it takes off this order.
   */
  discount: number;
  /**
   * What is left to pay.
   */
  pay: number;
}
/**
 * POST /api/shop/getCoupons answer: the order's price before any coupon, and the fan's unused, unexpired coupons that apply to it, the one that saves most first (then the soonest to expire).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "CheckoutCoupons".
 */
export interface CheckoutCoupons {
  /**
   * The goods' price times the quantity, before any coupon.
   */
  price: number;
  currency: 'gold' | 'diamond';
  list: CheckoutCoupon[];
}
/**
 * POST /api/SportDatabase/getEventInfo answer: the competition, the season shown (its first day), every season newest first, the season's team count, rounds and current round.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DatabaseEventInfo".
 */
export interface DatabaseEventInfo {
  id: number;
  sport_id: 1 | 2;
  name_zh: string;
  short_name_zh: string;
  name_en: string;
  logo: string;
  season: string;
  team_count: number;
  /**
   * A league plays a double round robin; a cup plays groups, then knockout rounds.
   */
  kind: 'league' | 'cup';
  short_name_en: string;
  seasons: DatabaseSeason[];
  /**
   * The last round of the season stored so far.
   */
  rounds: number;
  /**
   * The first round with a match still to play, or the last round.
   */
  current_round: number;
}
export interface DatabaseSeason {
  season: string;
  /**
   * YYYY-MM-DD
   */
  start: string;
  /**
   * YYYY-MM-DD, the season's last day
   */
  end: string;
}
/**
 * POST /api/SportDatabase/getEventIntegral answer: a league's table of type 1 all games, 2 home games, 3 away games (list), or a cup's group tables (groups, list empty).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DatabaseEventIntegral".
 */
export interface DatabaseEventIntegral {
  type: 1 | 2 | 3;
  list: StandingRow[];
  groups: DatabaseGroupTable[];
}
/**
 * A row of a league table; in basketball points are wins and goals are points scored.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "StandingRow".
 */
export interface StandingRow {
  rank: number;
  team_id: number;
  name_zh: string;
  name_en: string;
  logo: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  points: number;
}
export interface DatabaseGroupTable {
  group: string;
  list: StandingRow[];
}
/**
 * POST /api/SportDatabase/getEventList answer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DatabaseEventList".
 */
export interface DatabaseEventList {
  list: League[];
}
/**
 * A league (an "event" of the sports database) as search and the database answer it.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "League".
 */
export interface League {
  id: number;
  sport_id: 1 | 2;
  name_zh: string;
  short_name_zh: string;
  name_en: string;
  logo: string;
  /**
   * A league plays a double round robin; a cup plays groups, then knockout rounds.
   */
  kind: 'league' | 'cup';
  short_name_en: string;
}
/**
 * POST /api/SportDatabase/getEventMatch answer: one round of a season (default: the first round with a match still to play), every round number, and the round's stage.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DatabaseEventMatch".
 */
export interface DatabaseEventMatch {
  season: string;
  round: number;
  rounds: number[];
  stage: 'league' | 'group' | 'knockout';
  list: Match[];
  /**
   * A cup's group round: each match id's group letter.
   */
  group_of: {
    [k: string]: string;
  };
}
/**
 * POST /api/SportDatabase/getEventRank answer: the season's top 20 players by goals or assists (football) or points per game (basketball), over finished matches.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DatabaseEventRank".
 */
export interface DatabaseEventRank {
  kind: 'goals' | 'assists' | 'points';
  list: PlayerRankRow[];
}
export interface PlayerRankRow {
  rank: number;
  id: number;
  name: string;
  number: number;
  position: string;
  team_id: number;
  team_name_zh: string;
  team_name_en: string;
  team_logo: string;
  /**
   * Goals or assists in total; basketball: points per game, one decimal.
   */
  value: number;
  /**
   * Basketball: games in which the player scored; football: the total again.
   */
  games: number;
}
/**
 * POST /api/SportDatabase/getEventView answer: the season's finished matches, goals (or points) and the table's leader (null before a match is played).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DatabaseEventView".
 */
export interface DatabaseEventView {
  event: League;
  season: string;
  matches_played: number;
  goals: number;
  goals_per_match: number;
  leader: StandingRow | null;
}
/**
 * POST /api/SportDatabase/getFifaRank answer: one page.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DatabaseFifaRank".
 */
export interface DatabaseFifaRank {
  list: FifaRankRow[];
  total: number;
  page: number;
  size: number;
}
/**
 * A national team in the FIFA-style ranking; change is places moved since the last ranking.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "FifaRankRow".
 */
export interface FifaRankRow {
  rank: number;
  team_id: number;
  name_zh: string;
  logo: string;
  points: number;
  change: number;
  name_en: string;
}
/**
 * POST /api/SportDatabase/getHome answer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DatabaseHome".
 */
export interface DatabaseHome {
  hot_events: League[];
  hot_teams: StandingRow[];
  fifa_top: FifaRankRow[];
}
/**
 * POST /api/SportDatabase/getTeamInfo answer: a club or national team, its competition, squad, matches of the current season, titles, record over every stored finished match and, for a national football team, its FIFA rank.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DatabaseTeamInfo".
 */
export interface DatabaseTeamInfo {
  team: {
    id: number;
    sport_id: 1 | 2;
    league_id: number;
    name_zh: string;
    short_name_zh: string;
    name_en: string;
    short_name_en: string;
    logo: string;
    national: 0 | 1;
  };
  event: League;
  season: string;
  squad: TeamLineup;
  matches: Match[];
  honours: TeamHonour[];
  record: TeamRecord;
  fifa: FifaRankRow | null;
}
/**
 * One team's formation, starters and substitutes.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "TeamLineup".
 */
export interface TeamLineup {
  /**
   * Defenders-midfielders-forwards, e.g. 4-3-3; empty in basketball.
   */
  formation: string;
  starters: LineupPlayer[];
  substitutes: LineupPlayer[];
}
/**
 * A player of a lineup.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "LineupPlayer".
 */
export interface LineupPlayer {
  id: number;
  name: string;
  number: number;
  /**
   * G, D, M or F in football; PG, SG, SF, PF or C in basketball.
   */
  position: string;
  rating: number;
}
export interface TeamHonour {
  league_id: number;
  name_zh: string;
  name_en: string;
  season: string;
}
export interface TeamRecord {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
}
/**
 * The diversity model's answer (kind 3; docs/data-models.md): per outcome the bookmakers' mean odd, its spread (sd, CV in percent) and range, the index (mean CV), its level and the pick.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DiversityAnalysis".
 */
export interface DiversityAnalysis {
  spread: {
    home: OddsSpread;
    draw: OddsSpread;
    away: OddsSpread;
  };
  /**
   * Mean of the three CVs, percent, 2 decimals; below 2 low, below 5 medium, else high.
   */
  index: number;
  level: 'low' | 'medium' | 'high';
  pick: 'home' | 'draw' | 'away';
}
/**
 * The bookmakers' odds of one outcome: mean, population standard deviation, coefficient of variation (percent), lowest and highest.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OddsSpread".
 */
export interface OddsSpread {
  mean: number;
  /**
   * Population standard deviation (divides by n: the listed bookmakers are the whole market shown), 4 decimals.
   */
  sd: number;
  /**
   * Coefficient of variation: sd / mean, in percent (2 decimals), so spreads on short and long odds compare fairly.
   */
  cv: number;
  min: QuotedOdds;
  max: QuotedOdds;
}
/**
 * An offered price and the bookmaker (id 2-21) that offers it.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "QuotedOdds".
 */
export interface QuotedOdds {
  odds: number;
  bookmaker_id: number;
}
/**
 * POST /api/live/getAttentAnchorList answer: the anchors the fan follows, the latest followed first, each with its room (liveid 0 when none).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "FollowedAnchors".
 */
export interface FollowedAnchors {
  list: {
    anchorid: number;
    nick_name: string;
    avatar: string;
    fans_count: number;
    liveid: number;
    title: string;
    followed_at: number;
  }[];
  total: number;
  page: number;
  size: number;
}
/**
 * A gift of the live rooms' catalogue (spec 000 §3 client state giftList): names in Chinese and English, an icon path, a price in whole gold.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "Gift".
 */
export interface Gift {
  id: number;
  name: string;
  name_en: string;
  icon: string;
  price: number;
  currency: 'gold';
}
/**
 * POST /api/live/getGiftList answer: the catalogue, cheapest first, and the quantity presets of spec 000 §9.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "GiftList".
 */
export interface GiftList {
  list: Gift[];
  counts: number[];
}
/**
 * A shop item. price is whole gold or diamond (the app shows 万 units); stock 0 is sold out.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "Goods".
 */
export interface Goods {
  id: number;
  category: string;
  name: string;
  name_en: string;
  description: string;
  image: string;
  price: number;
  currency: 'gold' | 'diamond';
  stock: number;
  is_virtual: boolean;
}
/**
 * POST /api/shop/getGoodsList answer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "GoodsPage".
 */
export interface GoodsPage {
  list: Goods[];
  total: number;
  page: number;
  size: number;
  categories: {
    id: string;
    name: string;
    name_en: string;
  }[];
}
/**
 * Guest info (spec 000 §3): a chat identity for a visitor.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "GuestInfo".
 */
export interface GuestInfo {
  userid: string;
  txim_sign: string;
  expire_time: number;
}
/**
 * Football incidents so far (getIncidentsData): goals, cards, substitutions and corners.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "Incidents".
 */
export interface Incidents {
  list: Incident[];
}
export interface Incident {
  at_second: number;
  minute: number;
  side: 'home' | 'away';
  kind: 'goal' | 'yellow_card' | 'red_card' | 'substitution' | 'corner';
  player: string;
  player_in?: string;
}
/**
 * POST /api/user/getProfitList answer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "LedgerPage".
 */
export interface LedgerPage {
  list: LedgerEntry[];
  total: number;
  page: number;
  size: number;
}
/**
 * The margin model's answer (kind 4; docs/data-models.md): each bookmaker's overround (percent) with its fair chances and odds, the market's consensus, the best prices, each outcome's value edge and the pick.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "MarginAnalysis".
 */
export interface MarginAnalysis {
  bookmakers: BookmakerMargin[];
  /**
   * The bookmaker with the lowest overround: the fairest prices.
   */
  lowestOverroundId: number;
  /**
   * The mean of the bookmakers' fair probabilities (4 decimals) and its fair odds (2 decimals).
   */
  consensus: {
    probabilities: ThreeWayNumbers;
    fair: ThreeWayNumbers;
  };
  /**
   * The highest odds offered for each outcome.
   */
  best: {
    home: QuotedOdds;
    draw: QuotedOdds;
    away: QuotedOdds;
  };
  edges: ThreeWayNumbers1;
  pick: 'home' | 'draw' | 'away';
  /**
   * The edge of the pick.
   */
  edge: number;
}
export interface BookmakerMargin {
  bookmaker_id: number;
  name: string;
  /**
   * 1/home + 1/draw + 1/away - 1, in percent, 2 decimals.
   */
  overround: number;
  probabilities: ThreeWayNumbers;
  fair: ThreeWayNumbers;
}
/**
 * One number per 1X2 outcome: probabilities (0-1), odds or edges.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ThreeWayNumbers".
 */
export interface ThreeWayNumbers {
  home: number;
  draw: number;
  away: number;
}
/**
 * One number per 1X2 outcome: probabilities (0-1), odds or edges.
 */
export interface ThreeWayNumbers1 {
  home: number;
  draw: number;
  away: number;
}
/**
 * Past meetings and recent form (getAnalysisData); forms are W/D/L, newest first.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "MatchAnalysis".
 */
export interface MatchAnalysis {
  head_to_head: PastMeeting[];
  home_form: ('W' | 'D' | 'L')[];
  away_form: ('W' | 'D' | 'L')[];
}
export interface PastMeeting {
  date: string;
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
}
/**
 * Both teams' lineups (getLineupData). Football: 11 starters on the formation; basketball: 5 starters, no formation.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "MatchLineup".
 */
export interface MatchLineup {
  home: TeamLineup;
  away: TeamLineup;
}
/**
 * Prices of 20 bookmakers (matchOdd): European 1X2 opening and current with the bookmaker margin, Asian handicap, totals.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "MatchOdds".
 */
export interface MatchOdds {
  list: BookmakerOdds[];
}
export interface BookmakerOdds {
  id: number;
  name: string;
  europe: {
    opening: ThreeWayPrices;
    current: ThreeWayPrices;
    /**
     * (1/home + 1/draw + 1/away - 1) x 100 of the current line.
     */
    margin: number;
  };
  asia: {
    handicap: number;
    home: number;
    away: number;
  };
  total: {
    line: number;
    over: number;
    under: number;
  };
}
/**
 * Home, draw and away prices.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ThreeWayPrices".
 */
export interface ThreeWayPrices {
  home: number;
  draw: number;
  away: number;
}
/**
 * POST /api/quiz/getMatchQuiz answer: the questions at the current odds with how many fans took each answer, the stake limits, and the fan's own answers (empty for a guest). status is the quiz's package status: inactive 0 (no odds, no quiz), active 1 (open until closes_at), inplay 4, finished 2, refund 3.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "MatchQuiz".
 */
export interface MatchQuiz {
  matchid: number;
  sport_id: 1 | 2;
  status: 0 | 1 | 2 | 3 | 4;
  /**
   * Kickoff, unix seconds: the server refuses answers from then on.
   */
  closes_at: number;
  home_score: number;
  away_score: number;
  hometeam: QuizTeam;
  awayteam: QuizTeam;
  questions: {
    key: 'result' | 'total';
    line: number | null;
    options: {
      key: 'home' | 'draw' | 'away' | 'over' | 'under';
      odds: number;
      /**
       * Fans who took this answer.
       */
      entries: number;
    }[];
  }[];
  stakes: {
    presets: number[];
    min: number;
    max: number;
  };
  mine: QuizEntry[];
}
/**
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "QuizTeam".
 */
export interface QuizTeam {
  id: number;
  name: string;
  name_en: string;
  logo: string;
}
/**
 * One answer of the fan's: the stake at the odds kept, its package status (spec 000 §4: active 1 before kickoff, inplay 4, finished 2, refund 3) and hit result (hit 1, missed 2; 0 until finished).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "QuizEntry".
 */
export interface QuizEntry {
  id: number;
  matchid: number;
  question: 'result' | 'total';
  choice: 'home' | 'draw' | 'away' | 'over' | 'under';
  line: number | null;
  stake: number;
  odds: number;
  status: 1 | 2 | 3 | 4;
  hit: 0 | 1 | 2;
  /**
   * Gold paid back: winnings with the stake, a refund's stake, 0 otherwise.
   */
  payout: number;
  time: number;
}
/**
 * The league table of a match's league (getMatchRank); in basketball points are wins.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "MatchRank".
 */
export interface MatchRank {
  league_id: number;
  list: StandingRow[];
}
/**
 * Team statistics of a match (getMatchData), each [home, away]; football and basketball name different ones.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "MatchStats".
 */
export interface MatchStats {
  stats: {
    /**
     * @minItems 2
     * @maxItems 2
     */
    [k: string]: [number, number];
  };
}
/**
 * POST /api/model/getModelDetail answer, sent only to an entitled caller: the model's whole analysis of a match (its shape per kind in docs/data-models.md) and the inputs it read.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelDetail".
 */
export interface ModelDetail {
  id: number;
  kind: 1 | 2 | 3 | 4;
  status: 1 | 2 | 3;
  hit: (1 | 2) | null;
  pick: 'home' | 'draw' | 'away';
  match: Match;
  /**
   * The model's analysis, by kind: upset 1, Poisson 2, diversity 3, margin 4.
   */
  analysis: UpsetAnalysis | PoissonAnalysis | DiversityAnalysis | MarginAnalysis;
  inputs: ModelInputs;
}
/**
 * The upset model's answer (kind 1; docs/data-models.md): the market's favourite, its chance by the market and by the Poisson model, the upset index (percent), the alert and the pick.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "UpsetAnalysis".
 */
export interface UpsetAnalysis {
  /**
   * The side with the lower consensus fair odds: the market's favourite (never the draw).
   */
  favourite: 'home' | 'away';
  /**
   * The market's probability of the favourite (the margin model's consensus), 4 decimals.
   */
  implied: number;
  /**
   * The Poisson model's probability of the favourite, 4 decimals.
   */
  model: number;
  /**
   * How far the model's probability falls short of the market's, in percent of the market's; 0 at least; 1 decimal.
   */
  index: number;
  /**
   * The index is 15 or more: the model picks the underdog.
   */
  alert: boolean;
  pick: 'home' | 'away';
}
/**
 * The Poisson model's answer (kind 2; docs/data-models.md): expected goals, the 6x6 score matrix (exactly i-j goals), 1X2 and over/under 2.5 chances, the likeliest score and the pick.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "PoissonAnalysis".
 */
export interface PoissonAnalysis {
  /**
   * Expected goals of each side, 2 decimals.
   */
  lambda: {
    home: number;
    away: number;
  };
  /**
   * matrix[i][j] = P(home scores exactly i, away exactly j), i and j from 0 to 5, 4 decimals.
   */
  matrix: number[][];
  probabilities: ThreeWayNumbers;
  over25: number;
  under25: number;
  likelyScore: {
    home: number;
    away: number;
    probability: number;
  };
  pick: 'home' | 'draw' | 'away';
}
export interface ModelInputs {
  home: ModelTeamRecord;
  away: ModelTeamRecord;
  leagueAverage: number;
  bookmakers: number;
}
/**
 * A side's last ten finished matches before kickoff: played, goals scored and conceded.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelTeamRecord".
 */
export interface ModelTeamRecord {
  played: number;
  scored: number;
  conceded: number;
}
/**
 * POST /api/model/getModelHome answer: the four models.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelHome".
 */
export interface ModelHome {
  list: ModelSummary[];
}
/**
 * One model on /data: its names, record over finished matches (hit rate in percent with one decimal, null before any), counts by model match status and the cheapest plan's price.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelSummary".
 */
export interface ModelSummary {
  kind: 1 | 2 | 3 | 4;
  slug: 'upset' | 'poisson' | 'diversity' | 'margin';
  name_zh: string;
  name_en: string;
  finished: number;
  hits: number;
  hit_rate: number | null;
  waiting: number;
  inplay: number;
  price_from: number;
  /**
   * Whether the caller may read this model's analyses now (false for guests).
   */
  entitled: boolean;
}
/**
 * POST /api/model/getModelList answer: a page of one model's matches (kickoff order, newest day first), the total, and the model's record.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelList".
 */
export interface ModelList {
  kind: 1 | 2 | 3 | 4;
  list: ModelMatch[];
  total: number;
  page: number;
  size: number;
  finished: number;
  hits: number;
  hit_rate: number | null;
}
/**
 * A match as a model's list shows it: model match status (waiting 1, inplay 2, finished 3), hit 1 / missed 2 once finished, the pick once finished or to an entitled caller (otherwise null), and whether the analysis is locked for the caller.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelMatch".
 */
export interface ModelMatch {
  id: number;
  kind: 1 | 2 | 3 | 4;
  status: 1 | 2 | 3;
  hit: (1 | 2) | null;
  pick: ('home' | 'draw' | 'away') | null;
  locked: boolean;
  match: Match;
}
/**
 * A data-model plan: the model it opens (1-4) or 0 for all four, its length in days and its price in gold.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelPlan".
 */
export interface ModelPlan {
  id: number;
  kind: 0 | 1 | 2 | 3 | 4;
  days: number;
  price: number;
}
/**
 * POST /api/model/getPlans answer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelPlans".
 */
export interface ModelPlans {
  list: ModelPlan[];
}
/**
 * POST /api/model/getSubscriptionRecords answer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelRecords".
 */
export interface ModelRecords {
  list: ModelSubscription[];
  total: number;
  page: number;
  size: number;
}
/**
 * A subscription: payment result status waiting 0, success 1, failed 2; times in Unix seconds (0 when the payment failed).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelSubscription".
 */
export interface ModelSubscription {
  id: number;
  plan_id: number;
  kind: 0 | 1 | 2 | 3 | 4;
  days: number;
  amount: number;
  status: 0 | 1 | 2;
  created_at: number;
  starts_at: number;
  ends_at: number;
}
/**
 * POST /api/model/subscribe answer: the subscription and the gold left.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ModelSubscribeResult".
 */
export interface ModelSubscribeResult {
  subscription: ModelSubscription;
  gold: number;
}
/**
 * POST /api/news/getNewsInfo answer: the body is plain-text paragraphs (never HTML), with the linked league and match when there are.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "NewsDetail".
 */
export interface NewsDetail {
  id: number;
  category: 'football' | 'basketball' | 'general';
  title: string;
  summary: string;
  cover: string;
  league_id: number | null;
  match_id: number | null;
  time: number;
  body: string[];
  league: {
    id: number;
    name_zh: string;
    short_name_zh: string;
    logo: string;
  } | null;
  match: Match | null;
}
/**
 * POST /api/news/getNewsList answer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "NewsPage".
 */
export interface NewsPage {
  list: NewsSummary[];
  total: number;
  page: number;
  size: number;
  categories: {
    id: string;
    name: string;
    name_en: string;
  }[];
}
/**
 * A news item in a list; time is its publication in Unix seconds.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "NewsSummary".
 */
export interface NewsSummary {
  id: number;
  category: 'football' | 'basketball' | 'general';
  title: string;
  summary: string;
  cover: string;
  league_id: number | null;
  match_id: number | null;
  time: number;
}
/**
 * POST /api/shop/getOrderList answer (spec 000 §3 Goods and orders: list, total).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OrderPage".
 */
export interface OrderPage {
  list: Order[];
  total: number;
  page: number;
  size: number;
}
/**
 * A type of the transaction log (POST /api/user/getProfitConsumeType).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ProfitType".
 */
export interface ProfitType {
  type: number;
  name: string;
  name_en: string;
}
/**
 * POST /api/quiz/answer answer: the entry (a repeated request_id answers the first) and the fan's gold after it.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "QuizAnswerResult".
 */
export interface QuizAnswerResult {
  entry: QuizEntry;
  gold: number;
}
/**
 * POST /api/quiz/getMyQuizList answer: the fan's answers, newest first, each with its match's teams and kickoff.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "QuizRecords".
 */
export interface QuizRecords {
  list: {
    entry: QuizEntry;
    hometeam: QuizTeam;
    awayteam: QuizTeam;
    start_time: number;
  }[];
  total: number;
  page: number;
  size: number;
}
/**
 * A payment for a gold package; status is the payment result waiting 0, success 1, failed 2.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "Recharge".
 */
export interface Recharge {
  id: number;
  package_id: number;
  gold: number;
  price_fen: number;
  status: 0 | 1 | 2;
  /**
   * Unix seconds.
   */
  created_at: number;
  /**
   * Unix seconds; 0 while waiting.
   */
  settled_at: number;
}
/**
 * POST /api/pay/createRecharge answer: the payment and the provider's page that takes it.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "RechargeOpened".
 */
export interface RechargeOpened {
  recharge: Recharge;
  pay_url: string;
}
/**
 * A gold package of /recharge (spec 000 §3 packageList.gold).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "RechargePackage".
 */
export interface RechargePackage {
  id: number;
  /**
   * Gold credited, bonus included.
   */
  gold: number;
  bonus: number;
  /**
   * Price in fen (1/100 yuan).
   */
  price_fen: number;
}
/**
 * POST /api/pay/getPackageList answer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "RechargePackages".
 */
export interface RechargePackages {
  list: RechargePackage[];
}
/**
 * A recorded video (horizontal, video on demand).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "RecordVideo".
 */
export interface RecordVideo {
  id: number;
  title: string;
  /**
   * 16:9 image, relative to the API host.
   */
  cover: string;
  /**
   * Seconds.
   */
  duration: number;
  views: number;
  likes: number;
  /**
   * 1 when the signed-in fan likes it; always 0 for a guest.
   */
  liked: 0 | 1;
  author: VideoAuthor;
  category_id: number;
  /**
   * 0 when in no collection.
   */
  collection_id: number;
  /**
   * The match it is about; 0 for none.
   */
  match_id: number;
  /**
   * Unix seconds.
   */
  published_at: number;
  /**
   * HLS VOD playlist (absolute URL).
   */
  play_url: string;
}
/**
 * The anchor who published a video.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VideoAuthor".
 */
export interface VideoAuthor {
  id: number;
  nick_name: string;
  avatar: string;
}
/**
 * A live room with its pull stream (spec 000 §3 Pull-stream item).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "Room".
 */
export interface Room {
  liveid: number;
  anchorid: number;
  title: string;
  cover: string;
  category_id: number;
  sport_id: number;
  match_id: number;
  online: number;
  nick_name: string;
  avatar: string;
  notice: string;
  pull: {
    url: string;
    livestream_source: 'default' | 'qq' | 'xcdn' | 'robot' | 'huawei';
  }[];
}
/**
 * POST /api/live/getRoomManage answer: what the room's manage sheet shows to its anchor or a manager.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "RoomManage".
 */
export interface RoomManage {
  liveid: number;
  anchorid: number;
  /**
   * The caller's role in the room.
   */
  role: 'anchor' | 'manager';
  title: string;
  slow_mode: 0 | 5 | 10 | 30 | 60;
  /**
   * The anchor's managers, in the order they were appointed.
   */
  managers: {
    uid: number;
    nick_name: string;
    avatar: string;
  }[];
}
/**
 * One user as a room's anchor or manager sees them (POST /api/live/getRoomMember, setRoomManager, banUser).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "RoomMember".
 */
export interface RoomMember {
  liveid: number;
  uid: number;
  nick_name: string;
  avatar: string;
  role: 'anchor' | 'manager' | 'viewer';
  /**
   * 1 when the anchor may appoint them a manager.
   */
  is_anchor_admin: 0 | 1;
  /**
   * Seconds of ban left in the room, by the server clock; 0 when they may send.
   */
  banned_for: number;
  /**
   * Who set the running ban: the room's anchor or managers, who may change or lift it, or the operator (POST /admin/room/ban), whose ban they cannot; empty when none runs.
   */
  banned_by: 'room' | 'operator' | '';
}
/**
 * POST /api/live/changeRoomTitle and changePubConfig answer: the room's title and slow mode after the change.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "RoomSettings".
 */
export interface RoomSettings {
  liveid: number;
  title: string;
  slow_mode: 0 | 5 | 10 | 30 | 60;
}
/**
 * POST /api/search/events answer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SearchEvents".
 */
export interface SearchEvents {
  list: League[];
  total: number;
}
/**
 * POST /api/search/matches and /api/race/getRaceSearch answer: at most 50 matches, total counts all.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SearchMatches".
 */
export interface SearchMatches {
  list: Match[];
  total: number;
}
/**
 * POST /webapi/search/multiple answer: up to 5 of each type.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SearchMultiple".
 */
export interface SearchMultiple {
  events: League[];
  teams: SearchTeam[];
  matches: Match[];
  anchors: Room[];
  videos: RecordVideo[];
}
/**
 * A team as search answers it.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SearchTeam".
 */
export interface SearchTeam {
  id: number;
  sport_id: 1 | 2;
  league_id: number;
  name_zh: string;
  short_name_zh: string;
  name_en: string;
  logo: string;
}
/**
 * POST /webapi/search/{events|teams|matches|anchors|videos} answer: one page of one type.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SearchPage".
 */
export interface SearchPage {
  list: (League | SearchTeam | Match | Room | RecordVideo)[];
  total: number;
  page: number;
  size: number;
}
/**
 * POST /api/search/raceHome answer: hot keywords and hot leagues.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SearchRaceHome".
 */
export interface SearchRaceHome {
  hot_keywords: string[];
  hot_events: League[];
}
/**
 * POST /api/search/teams answer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SearchTeams".
 */
export interface SearchTeams {
  list: SearchTeam[];
  total: number;
}
/**
 * POST /api/live/sendGift answer: the send (a repeated request_id answers the first send again) and the sender's wallet after it.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SendGiftResult".
 */
export interface SendGiftResult {
  id: number;
  gift_id: number;
  count: number;
  amount: number;
  gold: number;
  diamond: number;
  gift_spend: number;
}
/**
 * A short vertical video of the swipe feed.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ShortVideo".
 */
export interface ShortVideo {
  id: number;
  title: string;
  /**
   * 9:16 image, relative to the API host.
   */
  cover: string;
  /**
   * Seconds.
   */
  duration: number;
  views: number;
  likes: number;
  liked: 0 | 1;
  comments: number;
  author: VideoAuthor;
  /**
   * Unix seconds.
   */
  published_at: number;
  /**
   * HLS VOD playlist (absolute URL), vertical.
   */
  play_url: string;
}
/**
 * Config fields of spec 000 §3; flags are the strings '0' and '1'.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SiteConfig".
 */
export interface SiteConfig {
  room_video_play_sec: number;
  room_video_play_flogin_sec: number;
  switch_robotroom: '0' | '1';
  switch_anchorroom: '0' | '1';
  switch_shortvideo_check: '0' | '1';
  switch_match_database: '0' | '1';
  switch_room_chat: '0' | '1';
  switch_room_anchor: '0' | '1';
  switch_race_quiz_check: '0' | '1';
  switch_race_status: '0' | '1';
  switch_race_lineup: '0' | '1';
  switch_race_analysis: '0' | '1';
  switch_race_index: '0' | '1';
  switch_room_rank: '0' | '1';
  switch_room_operate: '0' | '1';
  switch_self_storage: '0' | '1';
  huawei_pull_hls_domain: string;
  site_domain: string;
  site_h5_share_url: string;
  site_h5_domain: string;
  im_sdkappid: string;
  cos_bucket: string;
  cos_region: string;
  cos_folder_image: string;
}
/**
 * POST /api/user/getSystemMessages answer: the fan's messages and everyone's announcements, newest first, in the request's language, with how many are unread.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SystemMessages".
 */
export interface SystemMessages {
  list: {
    id: number;
    kind: 'announcement' | 'welcome' | 'withdrawal' | 'quiz' | 'application';
    title: string;
    content: string;
    /**
     * A path under /m the message leads to, or empty.
     */
    link: string;
    time: number;
    read: 0 | 1;
  }[];
  total: number;
  unread: number;
  page: number;
  size: number;
}
/**
 * POST /api/task/getTaskList answer: spec 000 §3 Task info (check-in state, gold, level, tasks).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "TaskInfo".
 */
export interface TaskInfo {
  checkin: 0 | 1;
  checkText: string;
  checkin_continuous: number;
  checkin_nth: number;
  /**
   * @minItems 7
   * @maxItems 7
   */
  checkin_nth_status: [
    {
      nth: number;
      award: number;
      checked: 0 | 1;
    },
    {
      nth: number;
      award: number;
      checked: 0 | 1;
    },
    {
      nth: number;
      award: number;
      checked: 0 | 1;
    },
    {
      nth: number;
      award: number;
      checked: 0 | 1;
    },
    {
      nth: number;
      award: number;
      checked: 0 | 1;
    },
    {
      nth: number;
      award: number;
      checked: 0 | 1;
    },
    {
      nth: number;
      award: number;
      checked: 0 | 1;
    }
  ];
  gold: number;
  level: {
    level: number;
    next: number;
    point: number;
  };
  tasks: {
    prop: 'appFirstLogin' | 'inviteFriend' | 'watchLive' | 'readInfo' | 'sendComment' | 'sendGift';
    kind: 'newbie' | 'daily';
    name: string;
    name_en: string;
    desc: string;
    stage: number;
    stage_max: number;
    reward: number;
    received: 0 | 1;
  }[];
}
/**
 * POST /api/task/receiveReward answer: the gold paid and the new balance.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "TaskReward".
 */
export interface TaskReward {
  prop: string;
  award: number;
  gold: number;
}
/**
 * A page of text live (getTliveData): lines with id > startid, oldest first, 50 at most.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "TextLive".
 */
export interface TextLive {
  list: TextLiveLine[];
  has_more: boolean;
}
export interface TextLiveLine {
  /**
   * Grows with time; the next page asks from the last id.
   */
  id: number;
  minute: number;
  side: '' | 'home' | 'away';
  /**
   * start, text, goal, yellow_card, red_card, substitution, corner, period, end ...
   */
  kind: string;
  content: string;
}
/**
 * User info of spec 000 §3, as the user themself sees it.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "UserInfo".
 */
export interface UserInfo {
  account: string;
  agentid: number;
  anchor_level: number;
  anchor_point: number;
  avatar: string;
  diamond: number;
  diamond_total: number;
  fans_count: number;
  attent_count: number;
  gift_spend: number;
  gold: number;
  guildid: number;
  id: number;
  uid: string;
  isLogin: boolean;
  isVIP: boolean;
  is_youliao: number;
  is_anchor: number;
  is_anchor_admin: number;
  is_operate: number;
  last_login: number;
  last_online: number;
  login_platform: number;
  money: number;
  moment_count: number;
  nick_name: string;
  online_status: number;
  point: number;
  rec_weight: number;
  regist_time: number;
  sharing_ratio: number;
  status: number;
  token: string;
  token_web: string;
  txim_sign: string;
  user_level: number;
  vip_date: number;
  svip_date: number;
  vip_level: number;
  visitor_count: number;
  signature: string;
  is_no_qrad: number;
  is_no_popad: number;
  third_member: number;
  tags: string[];
  invite: {
    invite_code: string;
    /**
     * Ours: how many new users registered with this code.
     */
    invite_count: number;
    /**
     * Gold earned from invitations on the current server day (UTC+8).
     */
    profit: number;
    /**
     * Gold earned from invitations in all.
     */
    total_profit: number;
    uid: string;
  };
  profile: {
    age: number;
    birthday: string;
    career: string;
    city: string;
    constellation: string;
    gender: number;
    height: number;
    signature: string;
    uid: string;
    weight: number;
    photos: string[];
  };
}
/**
 * A category of recorded videos: name in Chinese, name_en in the other language (pt-br), sport_id 0 for any sport.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VideoCategory".
 */
export interface VideoCategory {
  id: number;
  name: string;
  name_en: string;
  sport_id: 0 | 1 | 2;
}
/**
 * A collection: an ordered playlist of recorded videos.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VideoCollection".
 */
export interface VideoCollection {
  id: number;
  category_id: number;
  title: string;
  description: string;
  cover: string;
  /**
   * Videos in the collection.
   */
  count: number;
  /**
   * Plays of all its videos.
   */
  views: number;
}
/**
 * A fan's comment on a recorded or short video. `content` is plain text, to be shown as text, never as markup.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VideoComment".
 */
export interface VideoComment {
  id: number;
  video_id: number;
  /**
   * Trimmed, 1 to 200 characters.
   */
  content: string;
  /**
   * Unix seconds.
   */
  created_at: number;
  /**
   * How many fans like the comment.
   */
  like_count: number;
  /**
   * 1 when the signed-in viewer (the request's `token`) likes it; always 0 for a guest.
   */
  liked: 0 | 1;
  /**
   * The fan who wrote it; `avatar` is empty when the fan has none (the client shows the site's default).
   */
  author: {
    id: number;
    nick_name: string;
    avatar: string;
    /**
     * VIP at the moment of the answer (spec 000 §4), for the badge beside the nick.
     */
    isVIP: boolean;
  };
}
/**
 * POST /api/video/deleteComment answer: the deleted comment's id, its video and the video's comment count after.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VideoCommentDeleted".
 */
export interface VideoCommentDeleted {
  id: number;
  video_id: number;
  /**
   * The video's comments left.
   */
  total: number;
}
/**
 * POST /api/video/likeComment answer: whether the fan now likes the comment and its like count.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VideoCommentLike".
 */
export interface VideoCommentLike {
  id: number;
  liked: 0 | 1;
  like_count: number;
}
/**
 * POST /api/video/getComments answer: one page of a recorded or short video's comments, newest first; `total` is the video's comment count.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VideoCommentPage".
 */
export interface VideoCommentPage {
  list: VideoComment[];
  total: number;
  page: number;
  size: number;
}
/**
 * POST /api/video/getVideoInfo: a recorded video, its collection and related videos (same collection first, then same category).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VideoInfo".
 */
export interface VideoInfo {
  video: RecordVideo;
  collection: VideoCollection | null;
  /**
   * Up to 8.
   */
  related: RecordVideo[];
}
/**
 * POST /api/vip/buy answer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VipBuyResult".
 */
export interface VipBuyResult {
  purchase: VipPurchase;
  gold: number;
  vip_level: number;
  vip_date: number;
}
/**
 * A VIP purchase; status is the payment result.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VipPurchase".
 */
export interface VipPurchase {
  id: number;
  plan_id: number;
  level: number;
  amount: number;
  status: 0 | 1 | 2;
  created_at: number;
  starts_at: number;
  ends_at: number;
}
/**
 * A VIP plan, in gold; every plan is ad-free (is_no_qrad, is_no_popad), without a play-time limit and with the badge.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VipPlan".
 */
export interface VipPlan {
  id: number;
  level: number;
  days: number;
  price: number;
  name: string;
  name_en: string;
  /**
   * Whether the plan opens every data model.
   */
  models: boolean;
}
/**
 * POST /api/vip/getPlans answer: the plans, and for a signed-in fan their VIP state and unused VIP cards.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VipPlans".
 */
export interface VipPlans {
  list: VipPlan[];
  isVIP: boolean;
  vip_level: number;
  /**
   * Unix seconds; 0 when never VIP.
   */
  vip_date: number;
  gold: number;
  /**
   * The fan's unused, unexpired VIP cards (benefit type 1).
   */
  cards: Benefit[];
}
/**
 * POST /api/vip/getVipUser answer: what anyone may see of a user's VIP.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VipUser".
 */
export interface VipUser {
  uid: string;
  nick_name: string;
  avatar: string;
  isVIP: boolean;
  vip_level: number;
  vip_date: number;
}
/**
 * POST /api/wallet/getWallet answer: the balances and the withdraw rule.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "Wallet".
 */
export interface Wallet {
  gold: number;
  diamond: number;
  diamond_total: number;
  /**
   * The diamonds' cash value in yuan, 2 decimals.
   */
  money: number;
  fen_per_diamond: number;
  min_withdraw: number;
}
/**
 * POST /api/wallet/withdraw answer: the request and the diamonds left.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "WithdrawResult".
 */
export interface WithdrawResult {
  withdrawal: Withdrawal;
  diamond: number;
}
/**
 * A withdrawal request; status 审核中 0, 派发中 1, 已派发 2, 取消 3 (spec 000 §4).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "Withdrawal".
 */
export interface Withdrawal {
  id: number;
  diamond: number;
  /**
   * Cash in fen: 10 fen a diamond.
   */
  cash_fen: number;
  payee_name: string;
  /**
   * Masked: the last four characters.
   */
  payee_account: string;
  status: 0 | 1 | 2 | 3;
  created_at: number;
  updated_at: number;
}
/**
 * POST /api/wallet/getWithdrawList answer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "WithdrawalPage".
 */
export interface WithdrawalPage {
  list: Withdrawal[];
  total: number;
  page: number;
  size: number;
}
/**
 * POST /api/news/getNewsInfo: one published news item.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "NewsIdRequest".
 */
export interface NewsIdRequest {
  id: number;
}
/**
 * POST /api/news/getNewsList: a page of published news, newest first, optionally of one category.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "NewsListRequest".
 */
export interface NewsListRequest {
  category?: 'football' | 'basketball' | 'general';
  page?: number;
  size?: number;
}
/**
 * GET /ops/api/activities answer: every activity fans read at /m/activities, with how many joined, and the server clock's instant they were read at.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsActivityList".
 */
export interface OpsActivityList {
  items: OpsActivityItem[];
  now: string;
}
/**
 * An activity as the console lists it; also the answer of creating, editing, withdrawing and publishing one.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsActivityItem".
 */
export interface OpsActivityItem {
  id: number;
  title: string;
  summary: string;
  /**
   * Plain text, one paragraph per line.
   */
  body: string;
  cover: string;
  reward: string;
  /**
   * As fans read it (spec 000 §4): inactive 0, active 1, finished 2, refund 3, inplay 4.
   */
  status: 0 | 1 | 2 | 3 | 4;
  /**
   * An operator's new activity not yet published: the console's only, never in the fans' list or detail.
   */
  draft: boolean;
  /**
   * Withdrawn by an operator or the admin API (status 0 until published again).
   */
  withdrawn: boolean;
  startTime: string;
  endTime: string;
  entryFee: number;
  award: number;
  /**
   * How many fans joined; the entry fee and the award are fixed once one has.
   */
  participants: number;
  /**
   * An operator's last change, null for none.
   */
  editedAt: string | null;
  /**
   * What a change sends back, so a change made since by someone else is not overwritten.
   */
  version: number;
}
/**
 * POST /ops/api/activities: write a new activity (活动), kept as a draft that fans never see (not in /m/activities, not by id) until an operator publishes it. body is plain text, one paragraph per line. cover is optional (a house picture otherwise). startTime and endTime are ISO 8601 instants; the end after the start.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsActivityCreateRequest".
 */
export interface OpsActivityCreateRequest {
  title: string;
  summary: string;
  body: string;
  cover?: PictureAddress | null;
  reward: string;
  startTime: string;
  endTime: string;
  entryFee: number;
  award: number;
}
/**
 * POST /ops/api/activities/:id/publish (a draft, or a withdrawn activity back to its schedule) and /withdraw: `version` is the version of the activity the operator's page showed; one changed since answers status 6 naming who changed it and when.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsActivityMoveRequest".
 */
export interface OpsActivityMoveRequest {
  version: number;
}
/**
 * PATCH /ops/api/activities/:id: rewrite an activity (活动) as fans read it at /m/activities: texts, cover, reward and schedule; the entry fee and the award only while no fan has joined. body is plain text, one paragraph per line. The whole activity is sent with the version the operator read: one changed since answers status 6 naming who changed it and when.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsActivityUpdateRequest".
 */
export interface OpsActivityUpdateRequest {
  title: string;
  summary: string;
  body: string;
  cover?: PictureAddress | null;
  reward: string;
  startTime: string;
  endTime: string;
  entryFee: number;
  award: number;
  version: number;
}
/**
 * An ad slot of the site and the ad up in it; also the answer of PUT /ops/api/ads/:slot.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsAdSlotState".
 */
export interface OpsAdSlotState {
  slot: 'home_pop_ad' | 'live_play_ad' | 'launch_ad';
  ad: null | OpsAd;
}
export interface OpsAd {
  id: number;
  title: string;
  titlePt: string;
  image: string;
  link: string;
}
/**
 * PUT /ops/api/ads/:slot: put up the ad of one slot of this node's site (home_pop_ad, live_play_ad, launch_ad), or take it down with null. The picture and link follow the rule of every link an operator sets. seenId is the id of the ad the operator read in the slot (null for an empty slot): a slot changed since answers status 6 naming who changed it and when.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsAdSlotRequest".
 */
export interface OpsAdSlotRequest {
  ad: {
    title: string;
    titlePt: string;
    image: PictureAddress;
    link: AppLink;
  } | null;
  seenId: number | null;
}
/**
 * POST /ops/api/queues/applications/:id/review: approve or reject an application; the reason goes to the fan.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsApplicationReviewRequest".
 */
export interface OpsApplicationReviewRequest {
  approve: boolean;
  reason?: string;
}
/**
 * POST /ops/api/queues/applications/:id/review answer: the application as its fan now reads it (status 1 approved, 2 rejected).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsApplicationReviewed".
 */
export interface OpsApplicationReviewed {
  id: number;
  type: 'anchor' | 'admin';
  real_name: string;
  contact: string;
  intro: string;
  materials: string[];
  status: number;
  reason: string;
  /**
   * Unix seconds.
   */
  time: number;
  /**
   * Unix seconds.
   */
  reviewed_at: number;
}
/**
 * GET /ops/api/queues/applications answer: the anchor and room-admin applications waiting for review, oldest first.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsApplicationQueue".
 */
export interface OpsApplicationQueue {
  items: OpsPendingApplication[];
  total: number;
}
export interface OpsPendingApplication {
  id: number;
  userId: number;
  nickName: string;
  type: 'anchor' | 'admin';
  realName: string;
  contact: string;
  intro: string;
  materials: string[];
  /**
   * Unix seconds.
   */
  createdAt: number;
}
/**
 * GET /ops/api/audit and /ops/api/audit.csv: the filters (all optional, combined with and) and, for the page, which page of how many rows (the CSV holds every row the filters pass).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsAuditQuery".
 */
export interface OpsAuditQuery {
  lang?: OpsConsoleLanguage;
  /**
   * An instant (ISO 8601): entries at or after it.
   */
  from?: string;
  /**
   * An instant (ISO 8601): entries before it.
   */
  to?: string;
  /**
   * An operator's id.
   */
  operator?: number;
  /**
   * An action's name (`fan.mute`).
   */
  action?: string;
  /**
   * A target's kind (`fan`), or kind and id (`fan:12`).
   */
  target?: string;
  page?: number;
  pageSize?: number;
}
/**
 * GET /ops/api/audit answer: one page of the audit log, newest first, and how many rows the filter matches.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsAuditPage".
 */
export interface OpsAuditPage {
  items: OpsAuditRow[];
  total: number;
}
export interface OpsAuditRow {
  id: number;
  /**
   * ISO 8601.
   */
  at: string;
  operatorId: number | null;
  /**
   * The operator's email, or 'admin-token' for the admin API.
   */
  actor: string;
  role: string;
  address: string;
  action: string;
  targetKind: string;
  targetId: string;
  site: string;
  before: unknown;
  after: unknown;
}
/**
 * GET /ops/api/money/audit answer: the books' check, each fan's balance against the sum of their ledger rows.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsBooks".
 */
export interface OpsBooks {
  checkedAt: string;
  rows: number;
  holds: boolean;
  mismatches: {
    userId: number;
    account: 'gold' | 'diamond';
    balance: number;
    ledger: number;
  }[];
}
/**
 * POST /ops/api/queues/comments/:id/delete answer: the comment gone, and how many its video has now.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsCommentDeleted".
 */
export interface OpsCommentDeleted {
  id: number;
  videoId: number;
  deleted: true;
  comments: number;
}
/**
 * POST /ops/api/queues/comments/:id/keep answer: the comment, kept on its video.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsCommentKept".
 */
export interface OpsCommentKept {
  id: number;
  videoId: number;
  userId: number;
  content: string;
  kept: true;
}
/**
 * GET /ops/api/queues/comments answer: the fans' video comments waiting for a moderator.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsCommentQueue".
 */
export interface OpsCommentQueue {
  items: OpsWaitingComment[];
  total: number;
}
export interface OpsWaitingComment {
  id: number;
  videoId: number;
  videoKind: 'record' | 'short';
  videoTitle: string;
  userId: number;
  nickName: string;
  content: string;
  /**
   * Unix seconds.
   */
  createdAt: number;
}
/**
 * POST /ops/api/content: write a banner or an announcement of this node's site, kept as a draft until published. A banner needs a picture and a link; an announcement is text only. publishAt and endAt are ISO 8601 instants, null (or absent) for at once and for no end.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsContentCreateRequest".
 */
export interface OpsContentCreateRequest {
  kind: 'banner' | 'announcement';
  title: string;
  titlePt: string;
  image?: PictureAddress;
  link?: AppLink;
  sort?: number;
  publishAt?: string | null;
  endAt?: string | null;
}
/**
 * A banner or an announcement as the console lists it; also the answer of writing, editing, publishing and withdrawing one.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsContentItem".
 */
export interface OpsContentItem {
  id: number;
  kind: 'banner' | 'announcement';
  title: string;
  titlePt: string;
  image: string;
  link: string;
  sort: number;
  /**
   * What an operator last did to the row.
   */
  status: 'draft' | 'published' | 'withdrawn';
  /**
   * Where it stands for fans at the server clock: never shown, waiting for its time, shown, past its end.
   */
  state: 'draft' | 'scheduled' | 'live' | 'ended' | 'withdrawn';
  publishAt: string | null;
  endAt: string | null;
  updatedAt: string;
  /**
   * What an edit sends back, so a change made since by someone else is not overwritten.
   */
  version: number;
}
/**
 * POST /ops/api/content/:id/publish and /withdraw: `seen` is the status the operator's page showed; a row moved since by someone else answers status 6 naming who.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsContentMoveRequest".
 */
export interface OpsContentMoveRequest {
  seen: 'draft' | 'published' | 'withdrawn';
}
/**
 * PATCH /ops/api/content/:id: rewrite a row's texts, picture, link, order and schedule, whatever its status (a published row shows the change at the fans' next read). The whole row is sent, as on creation, with the version the operator read: a row changed since answers status 6 naming who changed it and when.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsContentUpdateRequest".
 */
export interface OpsContentUpdateRequest {
  title: string;
  titlePt: string;
  image?: PictureAddress;
  link?: AppLink;
  sort?: number;
  publishAt?: string | null;
  endAt?: string | null;
  version: number;
}
/**
 * GET /ops/api/content: which kind of the home page's content to list.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsContentQuery".
 */
export interface OpsContentQuery {
  lang?: OpsConsoleLanguage;
  kind: 'banner' | 'announcement';
}
/**
 * GET /ops/api/content answer: every banner or announcement of this node's site, and the server clock's instant they were read at.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsContentList".
 */
export interface OpsContentList {
  items: OpsContentItem[];
  now: string;
}
/**
 * GET /ops/api/money/daily and /ops/api/money/daily.csv: the first and last server days (China time) of the totals; the last seven days when absent, at most 92 days.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsDailyTotalsQuery".
 */
export interface OpsDailyTotalsQuery {
  lang?: OpsConsoleLanguage;
  /**
   * YYYY-MM-DD.
   */
  from?: string;
  /**
   * YYYY-MM-DD.
   */
  to?: string;
}
/**
 * GET /ops/api/money/daily answer: each server day's movements of each ledger kind and account, from and to inclusive.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsDailyTotals".
 */
export interface OpsDailyTotals {
  from: string;
  to: string;
  items: OpsDailyTotal[];
}
export interface OpsDailyTotal {
  date: string;
  /**
   * A ledger kind of docs/ledger.md.
   */
  kind: string;
  type: number;
  name: string;
  nameEn: string;
  account: 'gold' | 'diamond';
  credits: number;
  debits: number;
  net: number;
  rows: number;
}
/**
 * GET /ops/api/matches: the server's day (China time) whose matches the desk lists; today when absent.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsDeskDayQuery".
 */
export interface OpsDeskDayQuery {
  lang?: OpsConsoleLanguage;
  /**
   * YYYY-MM-DD.
   */
  date?: string;
}
/**
 * GET /ops/api/matches answer: a server day's matches (YYYY-MM-DD, China time) with their live state and the desk's events.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsDeskDay".
 */
export interface OpsDeskDay {
  date: string;
  matches: OpsDeskMatch[];
}
export interface OpsDeskMatch {
  id: number;
  sportId: number;
  league: {
    nameZh: string;
    nameEn: string;
  };
  home: {
    nameZh: string;
    nameEn: string;
    logo: string;
  };
  away: {
    nameZh: string;
    nameEn: string;
    logo: string;
  };
  startTime: number;
  status: number;
  phase: 'waiting' | 'inplay' | 'finished' | 'other';
  time: string;
  homeScore: number;
  awayScore: number;
  provider: string | null;
  events: OpsDeskEvent[];
}
/**
 * An event posted at the match desk, as the server keeps it (void once undone, never deleted); also the answer of posting and undoing one.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsDeskEvent".
 */
export interface OpsDeskEvent {
  id: number;
  kind: 'goal' | 'yellow_card' | 'red_card' | 'status';
  side: 'home' | 'away' | null;
  minute: number | null;
  points: number | null;
  player: string;
  status: number | null;
  statusBefore: number | null;
  actor: string;
  /**
   * Unix milliseconds.
   */
  at: number;
  voided: boolean;
  voidedAt: number | null;
  voidedBy: string | null;
  voidReason: 'operator' | 'feed' | null;
}
/**
 * POST /ops/api/matches/:id/events: a goal (or basket), a card or a status posted at the match desk (the domain checks which fields each kind needs, with the form's words).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsDeskEventRequest".
 */
export interface OpsDeskEventRequest {
  kind: 'goal' | 'yellow_card' | 'red_card' | 'status';
  side?: 'home' | 'away';
  minute?: number;
  /**
   * Up to 40 characters; the schema's bound is in UTF-16 units, twice that.
   */
  player?: string;
  points?: number;
  status?: number;
}
/**
 * POST /ops/api/totp/enrolment/confirm answer: the operator, now enrolled.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsEnrolled".
 */
export interface OpsEnrolled {
  operator: OpsOperator;
}
/**
 * The signed-in operator as the console reads it (docs/api.md "Operators' console").
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsOperator".
 */
export interface OpsOperator {
  id: number;
  email: string;
  role: OpsRole;
  /**
   * Site codes the operator may act on; null: every site.
   */
  sites: string[] | null;
  /**
   * This node's site code.
   */
  site: string;
  totpEnrolled: boolean;
  totpRequired: boolean;
  permissions: OpsPermission[];
}
/**
 * POST /ops/api/totp/enrolment answer: a new TOTP secret, its otpauth URL and an SVG document of its QR code.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsEnrolment".
 */
export interface OpsEnrolment {
  secret: string;
  otpauthUrl: string;
  /**
   * An SVG document of the otpauth URL's QR code.
   */
  qrSvg: string;
}
/**
 * GET /ops/api/events (Server-Sent Events): each event's name and the schema of its data. The route writes only these names (server/routes/ops/events-routes.ts), test servers check each event's data as it is written, and the console's listener is typed from this map.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsEvents".
 */
export interface OpsEvents {
  counts: OpsQueueCounts;
  row: OpsQueueRowChange;
}
/**
 * GET /ops/api/events, event `counts`: the review queues' sizes, once on connect and whenever one changes anywhere in the cluster.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsQueueCounts".
 */
export interface OpsQueueCounts {
  applications: number;
  withdrawals: number;
  feedback: number;
  reports: number;
  comments: number;
}
/**
 * GET /ops/api/events, event `row`: a changed row of a queue, or (`rooms`, its id the live room's) a live room whose bans or managers changed.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsQueueRowChange".
 */
export interface OpsQueueRowChange {
  queue: 'applications' | 'withdrawals' | 'feedback' | 'reports' | 'comments' | 'rooms';
  id: number;
}
/**
 * POST /ops/api/fans/:id/benefits: grant a VIP card of `amount` days or a red packet of `amount` gold, with a reason (the domain checks the limits with the form's words).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFanGrantRequest".
 */
export interface OpsFanGrantRequest {
  kind: 'vip' | 'gold';
  amount: number;
  reason: string;
}
/**
 * POST /ops/api/fans/:id/benefits answer: the benefit granted (type 1 a VIP card, 7 a red packet of gold).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFanGranted".
 */
export interface OpsFanGranted {
  benefitId: number;
  kind: 'vip' | 'gold';
  type: 1 | 7;
  amount: number;
  reason: string;
}
/**
 * POST /ops/api/fans/:id/mute: mute a fan in every chat of the site for a spec duration in seconds; 0 lifts the mute.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFanMuteRequest".
 */
export interface OpsFanMuteRequest {
  duration: 0 | 600 | 3600 | 86400 | 259200;
}
/**
 * POST /ops/api/fans/:id/mute answer: when the fan's mute ends (ISO 8601), null once lifted.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFanMuted".
 */
export interface OpsFanMuted {
  mutedUntil: string | null;
}
/**
 * POST /ops/api/fans/:id/phone answer: the phone in full (the audit log keeps it masked).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFanPhone".
 */
export interface OpsFanPhone {
  phone: string;
}
/**
 * POST /ops/api/fans/:id/sessions/end answer: how many sessions ended.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFanSessionsEnded".
 */
export interface OpsFanSessionsEnded {
  ended: number;
}
/**
 * GET /ops/api/fans/:id/transactions: which page of the fan's transaction log (from 1; the first when absent).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFanTransactionsQuery".
 */
export interface OpsFanTransactionsQuery {
  lang?: OpsConsoleLanguage;
  page?: number;
}
/**
 * GET /ops/api/fans/:id/transactions answer: a page of the fan's ledger rows as the fan's own log lists them.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFanTransactions".
 */
export interface OpsFanTransactions {
  items: LedgerEntry[];
  total: number;
  page: number;
  pageSize: number;
}
/**
 * GET /ops/api/fans/:id answer: a fan's profile, VIP, balances, chat mute and live sessions (times ISO 8601).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFanDetail".
 */
export interface OpsFanDetail {
  id: number;
  account: string;
  nickName: string;
  avatar: string;
  /**
   * Masked.
   */
  phone: string;
  anchor: boolean;
  vip: {
    level: number;
    expiresAt: string | null;
  };
  gold: number;
  diamond: number;
  registeredAt: string | null;
  lastLoginAt: string | null;
  lastOnlineAt: string | null;
  mutedUntil: string | null;
  sessions: OpsFanSession[];
}
export interface OpsFanSession {
  device: string;
  createdAt: string | null;
  seenAt: string | null;
  expiresAt: string | null;
}
/**
 * GET /ops/api/fans: a fan's id, nick or phone to look up.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFansQuery".
 */
export interface OpsFansQuery {
  lang?: OpsConsoleLanguage;
  /**
   * Blank or over 40 characters is refused by the look-up with its own message.
   */
  q: string;
}
/**
 * GET /ops/api/fans answer: the fans the query matches, phones masked.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFanLookup".
 */
export interface OpsFanLookup {
  items: OpsFanMatch[];
}
export interface OpsFanMatch {
  id: number;
  account: string;
  nickName: string;
  /**
   * Masked.
   */
  phone: string;
  vipLevel: number;
  gold: number;
  diamond: number;
}
/**
 * POST /ops/api/matches/import: a JSON or CSV feed file's text, imported as `sideline import-matches` does (a season's fixtures are tens of kilobytes; the server's body limit bounds it anyway).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFeedImportRequest".
 */
export interface OpsFeedImportRequest {
  fileName: string;
  text: string;
  /**
   * As `import-matches --provider`; default `file`.
   */
  provider?: string;
}
/**
 * POST /ops/api/matches/import answer: the lines read, those refused with why, and what an accepted file changed.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFeedImport".
 */
export interface OpsFeedImport {
  read: number;
  rejected: {
    line: number;
    field: string;
    reason: string;
  }[];
  summary?: {
    created: number;
    updated: number;
    unchanged: number;
    leaguesCreated: number;
    teamsCreated: number;
  };
}
/**
 * POST /ops/api/queues/feedback/:id/reply answer: the reply as stored.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFeedbackReplied".
 */
export interface OpsFeedbackReplied {
  id: number;
  reply: string;
}
/**
 * POST /ops/api/queues/feedback/:id/reply: the one reply to a fan's message, not blank.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFeedbackReplyRequest".
 */
export interface OpsFeedbackReplyRequest {
  reply: string;
}
/**
 * GET /ops/api/queues/feedback answer: the fans' messages to customer service still without a reply.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsFeedbackQueue".
 */
export interface OpsFeedbackQueue {
  items: OpsUnansweredFeedback[];
  total: number;
}
export interface OpsUnansweredFeedback {
  id: number;
  userId: number;
  nickName: string;
  category: string;
  content: string;
  contact: string;
  images: string[];
  /**
   * Unix seconds.
   */
  createdAt: number;
}
/**
 * The query string of a console call that reads nothing but the console's language (GET /ops/api/site, /sites, the queues, PATCH /site/config ...). Any other parameter is refused.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsLangQuery".
 */
export interface OpsLangQuery {
  lang?: OpsConsoleLanguage;
}
/**
 * POST /ops/api/news: write a news item (资讯) as fans read it at /m/headline, kept as a draft until published. body is plain text, one paragraph per line (the fan app prints it as text). cover is optional (a house picture otherwise). publishAt and endAt are ISO 8601 instants, null (or absent) for at publishing and for no end.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsNewsCreateRequest".
 */
export interface OpsNewsCreateRequest {
  category: 'football' | 'basketball' | 'general';
  title: string;
  summary: string;
  body: string;
  cover?: PictureAddress | null;
  publishAt?: string | null;
  endAt?: string | null;
}
/**
 * A news item as the console lists it, the seed's or an operator's; also the answer of writing, editing, publishing and withdrawing one.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsNewsItem".
 */
export interface OpsNewsItem {
  id: number;
  category: 'football' | 'basketball' | 'general';
  title: string;
  summary: string;
  /**
   * Plain text, one paragraph per line.
   */
  body: string;
  cover: string;
  /**
   * What an operator last did to the item.
   */
  status: 'draft' | 'published' | 'withdrawn';
  /**
   * Where it stands for fans at the server clock: never shown, waiting for its time, shown, past its end.
   */
  state: 'draft' | 'scheduled' | 'live' | 'ended' | 'withdrawn';
  publishAt: string | null;
  endAt: string | null;
  /**
   * Written by the demo seed; the seed rewrites its own items at start only while no operator changed them.
   */
  seeded: boolean;
  /**
   * An operator's last change, null for none.
   */
  editedAt: string | null;
  /**
   * What a change sends back, so a change made since by someone else is not overwritten.
   */
  version: number;
}
/**
 * POST /ops/api/news/:id/publish and /withdraw: `version` is the version of the item the operator's page showed; an item changed since answers status 6 naming who changed it and when.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsNewsMoveRequest".
 */
export interface OpsNewsMoveRequest {
  version: number;
}
/**
 * PATCH /ops/api/news/:id: rewrite an item's category, texts, cover and schedule, whatever its status (a published item shows the change at the fans' next read). The whole item is sent, with the version the operator read: an item changed since answers status 6 naming who changed it and when.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsNewsUpdateRequest".
 */
export interface OpsNewsUpdateRequest {
  category: 'football' | 'basketball' | 'general';
  title: string;
  summary: string;
  body: string;
  cover?: PictureAddress | null;
  publishAt?: string | null;
  endAt?: string | null;
  version: number;
}
/**
 * GET /ops/api/news answer: every news item fans read at /m/headline, in every status, and the server clock's instant they were read at.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsNewsList".
 */
export interface OpsNewsList {
  items: OpsNewsItem[];
  now: string;
}
/**
 * POST /ops/api/operators: the owner adds an operator; `sites` null (or empty) gives every site.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsOperatorCreateRequest".
 */
export interface OpsOperatorCreateRequest {
  email: string;
  role: 'owner' | 'ops' | 'moderator' | 'finance' | 'viewer';
  /**
   * @maxItems 100
   */
  sites?: string[] | null;
  password: string;
}
/**
 * An operator as the owner's page lists it; also the answer of adding, changing one and resetting their second factor.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsOperatorRow".
 */
export interface OpsOperatorRow {
  id: number;
  email: string;
  role: OpsRole;
  /**
   * Site codes the operator may act on; null: every site.
   */
  sites: string[] | null;
  totpEnrolled: boolean;
  totpRequired: boolean;
  disabled: boolean;
  permissions: OpsPermission[];
}
/**
 * PATCH /ops/api/operators/:id: the owner changes an operator's role, sites or disabled flag; their sessions end.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsOperatorUpdateRequest".
 */
export interface OpsOperatorUpdateRequest {
  role?: 'owner' | 'ops' | 'moderator' | 'finance' | 'viewer';
  /**
   * @maxItems 100
   */
  sites?: string[] | null;
  disabled?: boolean;
}
/**
 * POST /ops/api/queues/reports/:id/ban: settle a report by muting or banning a fan in a live room (the gateway's bans are per room).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsReportBanRequest".
 */
export interface OpsReportBanRequest {
  groupId: string;
  userId: string;
  /**
   * Seconds: 10 minutes, an hour, a day, three days (spec 000 §9).
   */
  duration: 600 | 3600 | 86400 | 259200;
  /**
   * false: a mute (the fan still reads the room); true: a ban (kept out of the room too).
   */
  blocksJoin: boolean;
}
/**
 * POST /ops/api/queues/reports/:id/ban answer: the report settled by a mute (blocksJoin false) or a ban of the fan in a live room, and when it ends (Unix seconds).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsReportBan".
 */
export interface OpsReportBan {
  id: number;
  outcome: string;
  groupId: string;
  userId: number;
  duration: number;
  blocksJoin: boolean;
  /**
   * Unix seconds.
   */
  until: number;
}
/**
 * POST /ops/api/queues/reports/:id/delete-message: settle a report by recalling one of its context messages (its `context` id).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsReportDeleteRequest".
 */
export interface OpsReportDeleteRequest {
  messageId: number;
}
/**
 * POST /ops/api/queues/reports/:id/delete-message answer: the report settled by recalling one of its context messages.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsReportMessageDeleted".
 */
export interface OpsReportMessageDeleted {
  id: number;
  outcome: string;
  messageId: number;
  groupId: string;
  userId: string;
  text: string;
}
/**
 * POST /ops/api/queues/reports/:id/dismiss answer: the report and its outcome.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsReportSettled".
 */
export interface OpsReportSettled {
  id: number;
  outcome: string;
}
/**
 * GET /ops/api/queues/reports answer: the fans' chat reports without an outcome.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsReportQueue".
 */
export interface OpsReportQueue {
  items: OpsOpenReport[];
  total: number;
}
export interface OpsOpenReport {
  id: number;
  userId: number;
  nickName: string;
  content: string;
  target: {
    type: 'user' | 'group';
    id: string;
    reason: string;
  };
  /**
   * Unix seconds.
   */
  createdAt: number;
  /**
   * The newest messages of the user or group the report names, as text.
   */
  context: OpsReportContextMessage[];
}
export interface OpsReportContextMessage {
  id: number;
  groupId: string;
  from: string;
  nick: string;
  /**
   * Unix seconds.
   */
  time: number;
  revoked: boolean;
  text: string;
}
/**
 * DELETE /ops/api/rooms/:liveId/bans/:userId answer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsRoomBanLifted".
 */
export interface OpsRoomBanLifted {
  liveId: number;
  userId: number;
  lifted: true;
}
/**
 * POST /ops/api/rooms/:liveId/bans: mute or ban a fan of a live room as the platform.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsRoomBanRequest".
 */
export interface OpsRoomBanRequest {
  userId: string;
  /**
   * Seconds: 10 minutes, an hour, a day, three days (spec 000 §9).
   */
  duration: 600 | 3600 | 86400 | 259200;
  /**
   * false: a mute (the fan still reads the room); true: a ban (kept out of the room too).
   */
  blocksJoin: boolean;
}
/**
 * POST /ops/api/rooms/:liveId/bans answer: the mute or ban as set, and when it ends (Unix seconds).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsRoomBanned".
 */
export interface OpsRoomBanned {
  liveId: number;
  userId: number;
  duration: number;
  blocksJoin: boolean;
  /**
   * Unix seconds.
   */
  until: number;
}
/**
 * DELETE /ops/api/rooms/:liveId/managers/:userId answer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsRoomManagerRemoved".
 */
export interface OpsRoomManagerRemoved {
  liveId: number;
  userId: number;
  manager: false;
}
/**
 * GET /ops/api/rooms/:liveId answer: a live room's anchor, managers and running bans.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsRoomOversight".
 */
export interface OpsRoomOversight {
  liveId: number;
  anchor: {
    userId: number;
    nickName: string;
  };
  managers: {
    userId: number;
    nickName: string;
    /**
     * Unix seconds.
     */
    appointedAt: number;
  }[];
  bans: OpsRoomBan[];
}
export interface OpsRoomBan {
  userId: string;
  nickName: string;
  /**
   * Unix seconds.
   */
  until: number;
  blocksJoin: boolean;
  by: 'room' | 'platform';
  byUserId: number | null;
  byNickName: string;
}
/**
 * POST /ops/api/session: an operator signs in to the console; `code` is the TOTP code once they are enrolled.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsSessionRequest".
 */
export interface OpsSessionRequest {
  email: string;
  password: string;
  code?: string;
}
/**
 * POST and GET /ops/api/session answer: the operator and the session's CSRF token (sent back as x-csrf-token on every change).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsSessionAnswer".
 */
export interface OpsSessionAnswer {
  operator: OpsOperator;
  csrfToken: string;
}
/**
 * A site's colours as its build wrote them: the theme of its manifest.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsSiteColors".
 */
export interface OpsSiteColors {
  primary: string;
  onPrimary: string;
  accent: string;
  defaultMode: 'light' | 'dark';
  light: {
    background: string;
    surface: string;
    text: string;
    textMuted: string;
    border: string;
  };
  dark: {
    background: string;
    surface: string;
    text: string;
    textMuted: string;
    border: string;
  };
}
/**
 * PATCH /ops/api/site/config: change the site's switch flags ('0' or '1') and config numbers (seconds, 0 for no limit); omitted keys keep their value. The fans' app reads the change at its next config read.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsSiteConfigRequest".
 */
export interface OpsSiteConfigRequest {
  switch_robotroom?: '0' | '1';
  switch_anchorroom?: '0' | '1';
  switch_shortvideo_check?: '0' | '1';
  switch_match_database?: '0' | '1';
  switch_room_chat?: '0' | '1';
  switch_room_anchor?: '0' | '1';
  switch_room_operate?: '0' | '1';
  switch_race_quiz_check?: '0' | '1';
  switch_race_status?: '0' | '1';
  switch_race_analysis?: '0' | '1';
  switch_race_lineup?: '0' | '1';
  switch_race_index?: '0' | '1';
  switch_room_rank?: '0' | '1';
  room_video_play_sec?: number;
  room_video_play_flogin_sec?: number;
}
/**
 * A row of GET /ops/api/sites: what the build left of a site (null where it was never built).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsSiteSummary".
 */
export interface OpsSiteSummary {
  code: string;
  brand: string | null;
  /**
   * The site's name in the console's language; null where the site was never built.
   */
  name: string | null;
  languages: string[];
  colors: null | OpsSiteColors;
  features: string[];
  /**
   * The initial JS of /m/ in gzip bytes, from the build report; null where there is none.
   */
  initialJsGzipBytes: number | null;
  /**
   * The sp_source table: each source's number and brand name.
   */
  sources: {
    id: number;
    name: string;
  }[];
}
/**
 * GET /ops/api/site and PATCH /ops/api/site/config answer: this node's site with its live switches and numbers, each described in the console's language (?lang=zh|pt-BR).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsSite".
 */
export interface OpsSite {
  code: string;
  brand: string | null;
  /**
   * The site's name in the console's language; null where the site was never built.
   */
  name: string | null;
  languages: string[];
  colors: null | OpsSiteColors;
  features: string[];
  /**
   * The initial JS of /m/ in gzip bytes, from the build report; null where there is none.
   */
  initialJsGzipBytes: number | null;
  /**
   * The sp_source table: each source's number and brand name.
   */
  sources: {
    id: number;
    name: string;
  }[];
  switches: OpsSwitch[];
  numbers: OpsNumber[];
}
export interface OpsSwitch {
  key: string;
  value: '0' | '1';
  description: string;
}
export interface OpsNumber {
  key: string;
  /**
   * Seconds; 0 for no limit.
   */
  value: number;
  description: string;
}
/**
 * POST /ops/api/totp/enrolment/confirm: the first code from the new secret confirms the enrolment.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsTotpConfirmRequest".
 */
export interface OpsTotpConfirmRequest {
  code: string;
}
/**
 * POST /ops/api/uploads answer: the uploaded picture's address on the server.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsUpload".
 */
export interface OpsUpload {
  url: string;
}
/**
 * POST /ops/api/queues/withdrawals/:id/move: approve, mark paid or cancel a withdrawal, from the status the operator's page showed (`seen`: a row moved since is refused with who moved it).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsWithdrawalMoveRequest".
 */
export interface OpsWithdrawalMoveRequest {
  action: 'approve' | 'pay' | 'cancel';
  /**
   * 0 under review, 1 being paid.
   */
  seen: 0 | 1;
}
/**
 * POST /ops/api/queues/withdrawals/:id/move answer: the withdrawal after the move (status 1 paying, 2 paid, 3 cancelled and refunded).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsWithdrawalMoved".
 */
export interface OpsWithdrawalMoved {
  id: number;
  diamond: number;
  cash_fen: number;
  payee_name: string;
  payee_account: string;
  status: 0 | 1 | 2 | 3;
  /**
   * Unix seconds.
   */
  created_at: number;
  /**
   * Unix seconds.
   */
  updated_at: number;
}
/**
 * GET /ops/api/queues/withdrawals answer: the withdrawals under review or being paid.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "OpsWithdrawalQueue".
 */
export interface OpsWithdrawalQueue {
  items: OpsOpenWithdrawal[];
  total: number;
}
export interface OpsOpenWithdrawal {
  id: number;
  userId: number;
  nickName: string;
  diamond: number;
  cashFen: number;
  payeeName: string;
  payeeAccount: string;
  /**
   * 0 under review, 1 approved and being paid.
   */
  status: 0 | 1;
  /**
   * Unix seconds.
   */
  createdAt: number;
  /**
   * Unix seconds.
   */
  updatedAt: number;
}
/**
 * POST /api/push/unsubscribe and POST /api/push/subscription (signed in): the device's push endpoint, to stop its notices or to read the topics it chose.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "PushEndpointRequest".
 */
export interface PushEndpointRequest {
  endpoint: string;
}
/**
 * GET /api/push/key answer: the server's VAPID public key (RFC 8292), the applicationServerKey a browser subscribes with.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "PushKey".
 */
export interface PushKey {
  /**
   * The P-256 public key, uncompressed, base64url (87 characters).
   */
  key: string;
  /**
   * The topics a fan may choose, in the order a settings screen lists them.
   */
  topics: string[];
}
/**
 * POST /api/push/subscribe (signed in): store this device's push subscription (PushSubscription.toJSON()) for the fan with the topics chosen, or change its topics. The notices are written in the language of the request (`lang`).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "PushSubscribeRequest".
 */
export interface PushSubscribeRequest {
  endpoint: string;
  expirationTime?: number | null;
  keys: {
    p256dh: string;
    auth: string;
  };
  /**
   * @minItems 1
   */
  topics: [
    'kickoff' | 'goal' | 'red_card' | 'half_time' | 'full_time' | 'anchor_live',
    ...('kickoff' | 'goal' | 'red_card' | 'half_time' | 'full_time' | 'anchor_live')[]
  ];
}
/**
 * POST /api/quiz/answer (signed in): stake whole gold on an answer before kickoff. A repeated request_id answers the first entry and pays nothing.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "QuizAnswerRequest".
 */
export interface QuizAnswerRequest {
  matchid: number;
  question: 'result' | 'total';
  choice: 'home' | 'draw' | 'away' | 'over' | 'under';
  stake: number;
  request_id: string;
}
/**
 * POST /api/quiz/getMatchQuiz: a match's quiz; the fan's own answers when signed in.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "QuizMatchRequest".
 */
export interface QuizMatchRequest {
  matchid: number;
}
/**
 * POST /api/quiz/getMyQuizList (signed in): a page of the fan's answers, newest first.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "QuizPageRequest".
 */
export interface QuizPageRequest {
  page?: number;
  size?: number;
}
/**
 * POST /api/{sport}/attentMatch (signed in): type 1 follows, 0 unfollows.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AttentMatchRequest".
 */
export interface AttentMatchRequest {
  matchid: number;
  type: 0 | 1;
}
/**
 * POST /api/race/getDateMatch: the matches of one day (UTC+8).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DateMatchRequest".
 */
export interface DateMatchRequest {
  /**
   * YYYY-MM-DD in China Standard Time.
   */
  date: string;
  /**
   * all 0, football 1, basketball 2.
   */
  sport_id?: 0 | 1 | 2;
  filter?: 'all' | 'finished' | 'unfinished' | 'waiting' | 'inplay';
  tab?: 'all' | 'hot' | 'jc' | 'bd';
}
/**
 * POST /api/race/getEventByDate: the leagues playing on a day (UTC+8).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DateRequest".
 */
export interface DateRequest {
  date: string;
}
/**
 * Every per-match call of /api/{sport}/ and /webapi/{sport}/: the match id.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "MatchIdRequest".
 */
export interface MatchIdRequest {
  matchid: number;
}
/**
 * POST /api/race/getRaceSearch: matches whose team or league name contains the keyword.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "RaceSearchRequest".
 */
export interface RaceSearchRequest {
  keyword: string;
  sport?: 0 | 1 | 2;
}
/**
 * Race calls that may be limited to one sport: all 0, football 1, basketball 2.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SportRequest".
 */
export interface SportRequest {
  sport_id?: 0 | 1 | 2;
}
/**
 * POST /api/{sport}/getTliveData: text live lines after startid (0 for the first page).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "TextLiveRequest".
 */
export interface TextLiveRequest {
  matchid: number;
  startid?: number;
}
/**
 * POST /api/race/vote_race_team (signed in): the fan's pick; a second vote replaces the first.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VoteRequest".
 */
export interface VoteRequest {
  matchid: number;
  team: 'home' | 'draw' | 'away';
}
/**
 * POST /api/live/banUser (the room's anchor or a manager): the user may not send in the room for `duration` seconds, one of 259200, 86400, 3600, 600, or 0 to lift a ban (checked by the call, which says so).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "BanRoomUserRequest".
 */
export interface BanRoomUserRequest {
  liveid: number;
  /**
   * The user's id (a chat line's sender).
   */
  uid: number;
  duration: number;
}
/**
 * POST /api/live/getRoomMember (the room's anchor or a manager): one user as the room sees them.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "RoomMemberRequest".
 */
export interface RoomMemberRequest {
  liveid: number;
  /**
   * The user's id (a chat line's sender).
   */
  uid: number;
}
/**
 * POST /api/live/setRoomManager (the room's anchor): appoint (manager 1) a user with is_anchor_admin as a manager of the room, or remove one (manager 0). It sets the state, so repeating a call changes nothing.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SetRoomManagerRequest".
 */
export interface SetRoomManagerRequest {
  liveid: number;
  /**
   * The user's id (a chat line's sender).
   */
  uid: number;
  manager: 0 | 1;
}
/**
 * POST /api/live/changePubConfig (the room's anchor or a manager): slow mode, the seconds a fan waits between two sends in the room: 5, 10, 30, 60, or 0 for unlimited (checked by the call, which says so).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ChangePubConfigRequest".
 */
export interface ChangePubConfigRequest {
  liveid: number;
  slow_mode: number;
}
/**
 * POST /api/live/changeRoomTitle (the room's anchor or a manager): the room's new title, 1 to 30 characters once trimmed (checked by the call, which says so).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ChangeRoomTitleRequest".
 */
export interface ChangeRoomTitleRequest {
  liveid: number;
  title: string;
}
/**
 * POST /api/search/{events,teams,matches} and /webapi/search/multiple: a keyword only.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SearchKeywordRequest".
 */
export interface SearchKeywordRequest {
  keyword: string;
}
/**
 * POST /webapi/search/{type} for one type (not multiple): keyword with page and size (spec 000 §7).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SearchPagedRequest".
 */
export interface SearchPagedRequest {
  keyword: string;
  page: number;
  size: number;
}
/**
 * POST /api/shop/deleteAddress (signed in): one of the fan's own addresses.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AddressIdRequest".
 */
export interface AddressIdRequest {
  id: number;
}
/**
 * POST /api/shop/buy (signed in): pay from the wallet; physical goods need a delivery address, given as one of the fan's saved addresses (address_id) or in full. benefit_id names one of the fan's coupons (a red packet or a black card) to take off the price; it is marked used with the order. A repeated request_id answers the first order and pays nothing.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ShopBuyRequest".
 */
export interface ShopBuyRequest {
  goods_id: number;
  quantity: number;
  address?: {
    name: string;
    mobile: string;
    detail: string;
  };
  request_id: string;
  address_id?: number;
  /**
   * One of the fan's unused, unexpired coupons that applies to this order (POST /api/shop/getCoupons).
   */
  benefit_id?: number;
}
/**
 * POST /api/shop/getCoupons (signed in): the fan's coupons that apply to this order.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ShopCouponsRequest".
 */
export interface ShopCouponsRequest {
  goods_id: number;
  quantity: number;
}
/**
 * POST /api/shop/getGoodsInfo: one goods item.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ShopGoodsIdRequest".
 */
export interface ShopGoodsIdRequest {
  id: number;
}
/**
 * POST /api/shop/getGoodsList: a page of goods, optionally of one category.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ShopGoodsListRequest".
 */
export interface ShopGoodsListRequest {
  category?: 'card' | 'jersey' | 'gear' | 'fan';
  page?: number;
  size?: number;
}
/**
 * POST /api/shop/getOrderList (signed in): a page of the user's orders, newest first.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ShopPageRequest".
 */
export interface ShopPageRequest {
  page?: number;
  size?: number;
}
/**
 * POST /api/shop/saveAddress (signed in): add an address (no id) or edit one of the fan's own; is_default makes it the default.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SaveAddressRequest".
 */
export interface SaveAddressRequest {
  id?: number;
  name: string;
  mobile: string;
  detail: string;
  is_default?: boolean;
}
/**
 * POST /api/config/getTempKeysForMinio: a pre-signed PUT for one file.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "MinioKeysRequest".
 */
export interface MinioKeysRequest {
  /**
   * File name the client chose; the server makes it unique.
   */
  key: string;
  uid?: string;
  token?: string;
  platform?: 0 | 1 | 2 | 3;
}
/**
 * POST /api/task/receiveReward (signed in): take a finished task's reward, once.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "TaskReceiveRequest".
 */
export interface TaskReceiveRequest {
  prop: string;
}
/**
 * POST /api/user/getBenefits (signed in) {page, size}: every benefit of the fan, seen or not, expired or not (the benefits page).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "BenefitsRequest".
 */
export interface BenefitsRequest {
  page?: number;
  size?: number;
}
/**
 * POST /api/user/getBenefits answer: the fan's benefits still valid first (the soonest to expire first), then the expired ones (the latest to expire first).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "BenefitsPage".
 */
export interface BenefitsPage {
  list: Benefit[];
  /**
   * All the fan's benefits, expired included.
   */
  total: number;
  page: number;
  size: number;
}
/**
 * POST /api/User/bindPhone (signed in): bind the phone an SMS code was sent to.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "BindPhoneRequest".
 */
export interface BindPhoneRequest {
  mobile: string;
  sms_code: string;
}
/**
 * POST /api/user/changePwd (signed in). Ends every other session of the user.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ChangePasswordRequest".
 */
export interface ChangePasswordRequest {
  old_password: string;
  new_password: string;
}
/**
 * POST /api/user/editUserInfo (signed in): change one's own profile; omitted fields keep their value.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "EditUserInfoRequest".
 */
export interface EditUserInfoRequest {
  nick_name?: string;
  avatar?: string;
  signature?: string;
}
/**
 * POST /webapi/user/login.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "LoginRequest".
 */
export interface LoginRequest {
  account: string;
  password: string;
}
/**
 * POST /api/user/getSystemMessages (signed in): a page of the fan's system messages, newest first.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SystemMessagesRequest".
 */
export interface SystemMessagesRequest {
  page?: number;
  size?: number;
}
/**
 * POST /api/user/getNewBenefits (signed in): the fan's benefits not yet seen and not expired, oldest first (at most 50).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "NewBenefitsResponse".
 */
export interface NewBenefitsResponse {
  list: Benefit[];
}
/**
 * POST /api/user/readBenefits (signed in) {ids}: marks the fan's benefits seen, so the new-benefit modal does not show them again.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ReadBenefitsRequest".
 */
export interface ReadBenefitsRequest {
  /**
   * @minItems 1
   * @maxItems 50
   */
  ids: [number, ...number[]];
}
/**
 * POST /api/user/readSystemMessages (signed in): mark the fan's messages of `ids` read, or all of them when `ids` is absent.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ReadSystemMessagesRequest".
 */
export interface ReadSystemMessagesRequest {
  /**
   * @maxItems 100
   */
  ids?: number[];
}
/**
 * POST /webapi/user/regist. Registration rules are not shown by the spec; ours are in docs/api.md.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "RegisterRequest".
 */
export interface RegisterRequest {
  /**
   * 4 to 20 letters, digits or _, starting with a letter; or an 11-digit mainland mobile number.
   */
  account: string;
  /**
   * 6 to 20 characters with at least one letter and one digit.
   */
  password: string;
  /**
   * Shown name; defaults to the account.
   */
  nick_name?: string;
  /**
   * Code of the user who invited this one.
   */
  invite_code?: string;
}
/**
 * POST /api/user/changePwd without a session (the forgot-password screen): a new password through an SMS code to the bound phone.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ResetPasswordRequest".
 */
export interface ResetPasswordRequest {
  mobile: string;
  sms_code: string;
  new_password: string;
}
/**
 * POST /api/user/searchUsers (signed in): fans by exact ID or by nick, a page at a time (docs/api.md "Finding people").
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SearchUsersRequest".
 */
export interface SearchUsersRequest {
  keyword: string;
  page: number;
  size: number;
}
/**
 * POST /webapi/user/sendCode: an SMS code to a phone, once the captcha image (GET /api/user/smsCaptcha?code=<key>) is answered.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "SendCodeRequest".
 */
export interface SendCodeRequest {
  /**
   * 11-digit mainland mobile number.
   */
  mobile: string;
  /**
   * The 4 digits shown in the captcha image.
   */
  captcha: string;
  /**
   * The key the captcha image was requested with.
   */
  code: string;
}
/**
 * POST /api/user/useBenefit (signed in): use one of the fan's own benefits.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "UseBenefitRequest".
 */
export interface UseBenefitRequest {
  id: number;
}
export interface UserIdRequest2 {
  id?: number;
  userid?: number;
}
/**
 * POST /api/user/sendVerifyCode (signed in): an SMS code to a phone, to bind it.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VerifyCodeRequest".
 */
export interface VerifyCodeRequest {
  mobile: string;
}
/**
 * POST /api/video/getCollections: the collections, optionally of one category.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VideoCollectionsRequest".
 */
export interface VideoCollectionsRequest {
  category_id?: number;
}
/**
 * POST /api/video/getComments {video_id, kind, page, size}: a recorded or short video's comments, newest first, with `liked` for the signed-in viewer.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VideoCommentsRequest".
 */
export interface VideoCommentsRequest {
  video_id: number;
  /**
   * Which kind of video `video_id` is: `record` (a recorded video, the default) or `short`. An id of the other kind answers status 3.
   */
  kind?: 'record' | 'short';
  page?: number;
  size?: number;
}
/**
 * POST /api/video/deleteComment (signed in) {id}: deletes the fan's own comment; status 4 for someone else's, 3 for an unknown one.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DeleteVideoCommentRequest".
 */
export interface DeleteVideoCommentRequest {
  id: number;
}
/**
 * POST /api/video/getVideoInfo, /api/video/getShortVideo, /api/video/getCollection: one video or collection by id.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VideoIdRequest".
 */
export interface VideoIdRequest {
  id: number;
}
/**
 * POST /api/video/likeComment (signed in) {id, like}: like (1) or unlike (0) a comment; idempotent.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "LikeVideoCommentRequest".
 */
export interface LikeVideoCommentRequest {
  id: number;
  like: 0 | 1;
}
/**
 * POST /api/video/like (signed in): like (type 1) or unlike (type 0) a recorded or short video, as attentMatch follows a match.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VideoLikeRequest".
 */
export interface VideoLikeRequest {
  id: number;
  type: 0 | 1;
}
/**
 * POST /api/video/getVideoList: recorded videos, newest first, optionally of one category; of one collection in its order.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VideoListRequest".
 */
export interface VideoListRequest {
  category_id?: number;
  collection_id?: number;
  page?: number;
  size?: number;
}
/**
 * POST /api/video/postComment (signed in) {video_id, kind, content}: content is trimmed and must then be 1 to 200 characters (status 1 with a readable msg otherwise; longer bodies are refused outright).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "PostVideoCommentRequest".
 */
export interface PostVideoCommentRequest {
  video_id: number;
  /**
   * Which kind of video `video_id` is: `record` (a recorded video, the default) or `short`. An id of the other kind answers status 3.
   */
  kind?: 'record' | 'short';
  content: string;
}
/**
 * POST /api/video/getShortVideoList: the short-video feed, newest first; with start_id the feed begins at that video.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ShortVideoListRequest".
 */
export interface ShortVideoListRequest {
  start_id?: number;
  page?: number;
  size?: number;
}
/**
 * POST /api/vip/buy (signed in): buy a VIP plan with gold. A repeated request_id answers the first purchase.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VipBuyRequest".
 */
export interface VipBuyRequest {
  plan_id: number;
  request_id: string;
}
/**
 * POST /api/vip/getVipUser: a user's public VIP state.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "VipUserRequest".
 */
export interface VipUserRequest {
  uid: number;
}
/**
 * A page of the fan's own records, newest first.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "WalletPageRequest".
 */
export interface WalletPageRequest {
  page?: number;
  size?: number;
}
/**
 * POST /api/pay/notify: the payment provider's signed notice (sandbox provider of the reference server).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "PayNoticeRequest".
 */
export interface PayNoticeRequest {
  recharge_id: number;
  /**
   * Payment result success 1, failed 2.
   */
  result: 1 | 2;
  price_fen: number;
  sign: string;
}
/**
 * POST /api/user/getProfitList (signed in): a page of the fan's ledger rows, newest first, optionally of one type of getProfitConsumeType or one account.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "ProfitListRequest".
 */
export interface ProfitListRequest {
  type?: number;
  account?: 'gold' | 'diamond';
  page?: number;
  size?: number;
}
/**
 * POST /api/pay/getRecharge (signed in): one of the fan's own payments.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "RechargeIdRequest".
 */
export interface RechargeIdRequest {
  id: number;
}
/**
 * POST /api/pay/createRecharge (signed in): open a payment for a gold package. A repeated request_id answers the first payment.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "RechargeRequest".
 */
export interface RechargeRequest {
  package_id: number;
  request_id: string;
  /**
   * Where the payment page returns to in the app.
   */
  back?: '/recharge' | '/mobile/recharge' | '/vip-plans';
}
/**
 * POST /api/wallet/withdraw (signed in): ask to withdraw diamonds (at least 100, in tens) to a payee account.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "WithdrawRequest".
 */
export interface WithdrawRequest {
  diamond: number;
  payee_name: string;
  payee_account: string;
  request_id: string;
}
