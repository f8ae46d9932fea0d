import { serverDate, unixSeconds } from '../../clock.ts';
import { signImUser } from '../../security/tokens.ts';
import { isVip } from '../money/vip/vip-membership.ts';
import { fenPerDiamond } from '../money/wallet/withdrawal-terms.ts';
import { inviteCode } from './invites.ts';

/** A row of the users table, as `select *` reads it. */
export interface UserRow {
  id: number;
  account: string;
  password_hash: string;
  nick_name: string;
  avatar: string;
  mobile: string | null;
  sp_source: number;
  vip_level: number;
  vip_date: Date | string | null;
  is_anchor: boolean;
  is_anchor_admin: boolean;
  gold: number;
  diamond: number;
  point: number;
  user_level: number;
  third_member: number;
  signature: string;
  regist_time: Date | string;
  last_login: Date | string | null;
  last_online: Date | string | null;
  /** Counters of migration 014 (gifts and following). */
  gift_spend: number;
  anchor_point: number;
  fans_count: number;
  attent_count: number;
  /** Migration 020 (the ledger). */
  sharing_ratio: number;
  diamond_total: number;
  /** Migration 029 (invitations). */
  invite_count: number;
  invite_profit: number;
  invite_day: string;
  invite_day_profit: number;
}

/** Chat signatures for signed-in users last as long as a session. */
const imSignatureSeconds = 7 * 24 * 3600;

/** The user info of spec 000 §3, for the user themself (it includes the token and chat signature). */
export function userInfo(user: UserRow, token: string, now: Date, imSecret: string) {
  const vipUntil = unixSeconds(user.vip_date);
  const vip = isVip(user, now);
  const uid = String(user.id);
  return {
    account: user.account,
    agentid: 0,
    anchor_level: user.is_anchor ? 1 : 0,
    anchor_point: user.anchor_point,
    avatar: user.avatar,
    diamond: user.diamond,
    diamond_total: user.diamond_total,
    fans_count: user.fans_count,
    attent_count: user.attent_count,
    gift_spend: user.gift_spend,
    gold: user.gold,
    guildid: 0,
    id: user.id,
    uid,
    isLogin: true,
    isVIP: vip,
    invite: {
      invite_code: inviteCode(user.id),
      invite_count: user.invite_count,
      profit: user.invite_day === serverDate(now) ? user.invite_day_profit : 0,
      total_profit: user.invite_profit,
      uid,
    },
    is_youliao: 0,
    is_anchor: user.is_anchor ? 1 : 0,
    is_anchor_admin: user.is_anchor_admin ? 1 : 0,
    is_operate: 0,
    last_login: unixSeconds(user.last_login),
    last_online: unixSeconds(user.last_online),
    login_platform: 3,
    // The diamonds' cash value in yuan (docs/ledger.md "Withdraw").
    money: (user.diamond * fenPerDiamond) / 100,
    moment_count: 0,
    nick_name: user.nick_name,
    online_status: 1,
    point: user.point,
    profile: {
      age: 0,
      birthday: '',
      career: '',
      city: '',
      constellation: '',
      gender: 0,
      height: 0,
      photos: [],
      signature: user.signature,
      uid,
      weight: 0,
    },
    rec_weight: 0,
    regist_time: unixSeconds(user.regist_time),
    sharing_ratio: user.sharing_ratio,
    status: 1,
    tags: [],
    token,
    token_web: token,
    txim_sign: signImUser(imSecret, uid, Math.floor(now.getTime() / 1000) + imSignatureSeconds),
    user_level: user.user_level,
    vip_date: vipUntil,
    svip_date: 0,
    vip_level: user.vip_level,
    visitor_count: 0,
    signature: user.signature,
    // Every VIP plan is ad-free (docs/ledger.md "VIP").
    is_no_qrad: vip ? 1 : 0,
    is_no_popad: vip ? 1 : 0,
    third_member: user.third_member,
  };
}

/**
 * What anyone may see of another user: never the phone, balance, token or account name. `isVIP` is the membership by
 * the server clock (a chat profile's VIP badge), since vip_level alone outlives an ended membership.
 */
export function publicInfo(user: UserRow, now: Date) {
  return {
    id: user.id,
    uid: String(user.id),
    nick_name: user.nick_name,
    avatar: user.avatar,
    signature: user.signature,
    user_level: user.user_level,
    is_anchor: user.is_anchor ? 1 : 0,
    vip_level: user.vip_level,
    isVIP: isVip(user, now),
  };
}
