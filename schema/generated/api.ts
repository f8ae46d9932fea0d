/* Generated from the JSON Schemas in schema/api/ by `npm run generate`. Do not edit by hand. */

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
 * POST /api/SportDatabase/getEvent* : one league (event) by id; type for getEventIntegral is integral_type (1 total, 2 home, 3 away).
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "DatabaseEventRequest".
 */
export interface DatabaseEventRequest {
  event_id: number;
  type?: 1 | 2 | 3;
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
 * POST /webapi/live/getLivePageData: the room of one anchor.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "AnchorRequest".
 */
export interface AnchorRequest {
  anchorid: number;
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
 * POST /api/live/getLiveChat: one room by its live id.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "RoomRequest".
 */
export interface RoomRequest {
  liveid: number;
}
/**
 * POST /api/customerservice/publish: a message to customer service, signed in or not.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "CustomerServiceRequest".
 */
export interface CustomerServiceRequest {
  content: string;
  contact?: string;
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
   * G, D, M or F in football; G, F or C in basketball.
   */
  position: string;
  rating: number;
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
 * The league table of a match's league (getMatchRank); in basketball points are wins.
 *
 * This interface was referenced by `SidelineApi`'s JSON-Schema
 * via the `definition` "MatchRank".
 */
export interface MatchRank {
  league_id: number;
  list: StandingRow[];
}
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
    profit: number;
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
