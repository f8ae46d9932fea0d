import { DomainError } from '../errors.ts';
import { isVip } from '../money/vip/vip-membership.ts';
import type { Database } from '../ports.ts';
import { maskPhone } from './fan-lookup.ts';
import { deleteLiveSessions, fanProfile, fanSessions, lockChatMute, setChatMute } from './fan-moderation-store.ts';

// The console's fan page and what an operator does to a fan (docs/operators.md "Fans"; the mute's reach in
// docs/decisions.md "Site-wide chat mute").

/** The chat layer's mute lengths in seconds (spec 001 §9 "Moderation options": 10 minutes, 1 hour, 1 day, 3 days); 0 lifts a mute. */
export const muteDurations = [0, 600, 3600, 86400, 259200] as const;

const iso = (at: Date | string | null): string | null => (at === null ? null : new Date(at).toISOString());

/** A mute still running at `now`, as an ISO time, else null. */
const runningMute = (until: Date | string | null, now: Date): string | null =>
  until !== null && new Date(until).getTime() > now.getTime() ? iso(until) : null;

const notFound = () => new DomainError('NOT_FOUND', '粉丝不存在');

/**
 * A fan as the console's fan page shows them: profile (phone masked), VIP level and expiry, balances, their chat mute
 * and their live sessions (device and last call), newest call first.
 */
export async function fanDetail(db: Database, id: number, now: Date) {
  const row = await fanProfile(db, id);
  if (!row) throw notFound();
  const vip = isVip(row, now);
  const sessions = await fanSessions(db, id, now.toISOString());
  return {
    id: row.id,
    account: row.account,
    nickName: row.nick_name,
    avatar: row.avatar,
    phone: maskPhone(row.mobile),
    anchor: row.is_anchor,
    vip: { level: vip ? row.vip_level : 0, expiresAt: vip ? iso(row.vip_date) : null },
    gold: row.gold,
    diamond: row.diamond,
    registeredAt: iso(row.regist_time),
    lastLoginAt: iso(row.last_login),
    lastOnlineAt: iso(row.last_online),
    mutedUntil: runningMute(row.chat_muted_until, now),
    sessions: sessions.map((session) => ({
      device: session.device,
      createdAt: iso(session.created_at),
      seenAt: iso(session.seen_at ?? session.created_at),
      expiresAt: iso(session.expires_at),
    })),
  };
}

/**
 * Mutes the fan in every chat of the site for `duration` seconds of the server clock from `now` (0 lifts the mute), in
 * the caller's transaction; answers the mute before and after, for the audit log. The chat gateway refuses their sends
 * while it runs (server/im/commands/send-commands.ts).
 */
export async function muteFan(tx: Database, id: number, duration: number, now: Date) {
  if (!(muteDurations as readonly number[]).includes(duration))
    throw new DomainError('BAD_INPUT', '禁言时长只能是 10 分钟、1 小时、1 天、3 天或解除');
  const row = await lockChatMute(tx, id);
  if (!row) throw notFound();
  const until = duration === 0 ? null : new Date(now.getTime() + duration * 1000).toISOString();
  await setChatMute(tx, id, until);
  return { before: { mutedUntil: runningMute(row.chat_muted_until, now) }, after: { mutedUntil: until } };
}

/**
 * Ends every live session of the fan, in the caller's transaction: their next call answers status 2 (登录超时). The
 * caller tells the session cache after the commit (`forgetUser`) and closes their chat sockets. Answers how many ended.
 */
export async function endFanSessions(tx: Database, id: number, now: Date): Promise<{ ended: number }> {
  if (!(await lockChatMute(tx, id))) throw notFound();
  return { ended: await deleteLiveSessions(tx, id, now.toISOString()) };
}
