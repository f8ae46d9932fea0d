import { unixSeconds } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { listBenefits } from '../benefits/benefits.ts';
import { isVip } from './vip-membership.ts';
import { vipPlans } from './vip-plans.ts';
import { vipUserOf } from './vip-store.ts';

/** Spec 000 §4 benefit type of a VIP card. */
const vipBenefit = 1;

/** The plans page: the plans, and for a signed-in fan their VIP state, gold and the VIP cards they can use now. */
export async function plansView(db: Database, userId: number | undefined, now: Date, lang: 'cn' | 'pt-br') {
  const user = userId ? await vipUserOf(db, userId) : undefined;
  if (!user) return { list: vipPlans, isVIP: false, vip_level: 0, vip_date: 0, gold: 0, cards: [] };
  // The cards the fan can use now: unused and unexpired, soonest to expire first (one tap from the plans page).
  const { list } = await listBenefits(db, user.id, now, lang, 1, 50);
  const cards = list.filter((b) => b.type === vipBenefit && b.used_at === 0 && b.expires_at * 1000 > now.getTime());
  return {
    list: vipPlans,
    isVIP: isVip(user, now),
    vip_level: user.vip_level,
    vip_date: unixSeconds(user.vip_date),
    gold: user.gold,
    cards,
  };
}

/** A user's public VIP badge (/vip-user/{uid}): the level and end only while the VIP runs. */
export async function vipUserView(db: Database, uid: number, now: Date) {
  const user = await vipUserOf(db, uid);
  if (!user) throw new DomainError('NOT_FOUND', '用户不存在');
  const vip = isVip(user, now);
  return {
    uid: String(user.id),
    nick_name: user.nick_name,
    avatar: user.avatar,
    isVIP: vip,
    vip_level: vip ? user.vip_level : 0,
    vip_date: vip ? unixSeconds(user.vip_date) : 0,
  };
}
