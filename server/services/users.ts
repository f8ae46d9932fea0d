import { DomainError } from '../domain/errors.ts';
import { signImUser } from '../security/tokens.ts';
import type { ServerContext } from '../server-context.ts';
import { isVip } from './vip/vip-membership.ts';
import { fenPerDiamond } from './wallet/withdrawals.ts';
import { inviteCode } from './invites.ts';
import { serverDate } from '../clock.ts';

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

/** Unix seconds of a timestamp column, 0 when empty. */
export const unixSeconds = (value: Date | string | null) => (value ? Math.floor(new Date(value).getTime() / 1000) : 0);

/** Maps a unique-index violation (PostgreSQL 23505, also from PGlite) to status 6 with `message`. */
export function conflictAs(message: string) {
  return (error: unknown): never => {
    if ((error as { code?: string }).code === '23505') throw new DomainError('CONFLICT', message);
    throw error;
  };
}

/** Chat signatures for signed-in users last as long as a session. */
const imSignatureSeconds = 7 * 24 * 3600;

/** The user info of spec 000 §3, for the user themself (it includes the token and chat signature). */
export function userInfo(context: ServerContext, user: UserRow, token: string) {
  const now = context.clock.now();
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
    txim_sign: signImUser(context.imSecret, uid, Math.floor(now.getTime() / 1000) + imSignatureSeconds),
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
