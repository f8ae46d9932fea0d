import type { Database } from '../../../db/database.ts';
import { lockVipOf, setVip } from './vip-store.ts';

const dayMs = 86_400_000;

/**
 * Makes the user VIP for `days` more, in the caller's transaction (a purchase or a VIP card): from vip_date while it is
 * still in the future (a renewal extends), else from now; the level is the higher of the running one and `level`.
 * Answers the new vip_date and level and when the added time starts. The row lock is `for no key update`: concurrent
 * purchases hold key-share locks on the user through their rows' foreign keys, which `for update` would wait on while
 * they wait on this transaction's balance update (a deadlock).
 */
export async function extendVip(tx: Database, input: { userId: number; level: number; days: number; now: Date }) {
  const { userId, level, days, now } = input;
  const user = await lockVipOf(tx, userId);
  const running = user.vip_level > 0 && user.vip_date !== null && new Date(user.vip_date).getTime() > now.getTime();
  const starts = running ? new Date(user.vip_date!) : now;
  const ends = new Date(starts.getTime() + days * dayMs);
  const newLevel = running ? Math.max(user.vip_level, level) : level;
  await setVip(tx, userId, newLevel, ends);
  return { starts, ends, level: newLevel };
}

/** Spec 000 §4: VIP while vip_level > 0 and vip_date is in the future. */
export const isVip = (user: { vip_level: number; vip_date: Date | string | null }, now: Date) =>
  user.vip_level > 0 && user.vip_date !== null && new Date(user.vip_date).getTime() > now.getTime();
