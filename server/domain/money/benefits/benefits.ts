import type { AdminBenefitGrantRequest } from '../../../../schema/generated/api.ts';
import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { credit } from '../ledger/ledger.ts';
import { maxBlackCardPercent, shopCouponTypes } from '../shop/shop-coupons.ts';
import { extendVip } from '../vip/vip-membership.ts';
import { userExists } from '../wallet/wallet-store.ts';
import {
  benefitPage,
  benefitRow,
  insertBenefit,
  lockBenefit,
  markSeen,
  markUsed,
  unseenBenefits,
  type BenefitRow,
} from './benefit-store.ts';

/** A benefit as the API answers it (schema/api/models/benefit.json). */
export interface BenefitView {
  id: number;
  type: number;
  name: string;
  amount: number;
  days: number;
  /** Unix seconds. */
  expires_at: number;
  /** Unix seconds; 0 while unused. */
  used_at: number;
  /** Coupon state of spec 000 §4: used 1, unused 2, expired 3. */
  status: number;
}

/** Spec 000 §4 coupon states (unknown 0 is never answered: every benefit knows its state). */
export const couponState = { used: 1, unused: 2, expired: 3 } as const;

const dayMs = 24 * 3600_000;

/** The gift a new fan's gift coupon holds (鲜花, ten of them: its `amount`). */
const welcomeGiftId = 2;

/**
 * What a new account gets (the spec does not show it; docs/decisions.md "New-benefit modal"): a 3-day VIP trial card
 * (type 1) and a coupon-like gift (type 8), each to be used within 30 days.
 */
const welcomeBenefits = [
  { type: 1, name_zh: 'VIP体验卡', name_pt: 'Teste VIP', amount: 0, days: 3, validDays: 30 },
  { type: 8, name_zh: '新人观赛礼券', name_pt: 'Cupom de boas-vindas', amount: 10, days: 0, validDays: 30, giftId: welcomeGiftId },
] as const;

/** A benefit to grant: its type (spec 000 §4), names, amount and length, and how many days it may wait to be used. */
export interface BenefitGrant {
  type: number;
  name_zh: string;
  name_pt: string;
  amount: number;
  days: number;
  validDays: number;
  /** A gift coupon's gift (type 8): `amount` of it wait in the fan's bag. */
  giftId?: number;
}

/** Grants one benefit, in the caller's transaction when given one; the new-benefit modal shows it once. */
export async function grantBenefit(db: Database, userId: number, benefit: BenefitGrant, now: Date): Promise<number> {
  return insertBenefit(db, userId, benefit, now, new Date(now.getTime() + benefit.validDays * dayMs));
}

/**
 * Gives a fan one benefit from the operator (a campaign's coupons): a red packet needs its gold, a black card its
 * percent off (1 to 90); a gift coupon names its gift and so is granted by the code that knows the gifts, not here.
 */
export async function grantByOperator(db: Database, grant: AdminBenefitGrantRequest, now: Date): Promise<BenefitView> {
  const { user_id: userId, type, amount } = grant;
  if (type === 8) throw new DomainError('BAD_INPUT', '礼物券不能在这里发放');
  if (type === shopCouponTypes.redPacket && amount < 1) throw new DomainError('BAD_INPUT', '红包需要金币数 amount');
  if (type === shopCouponTypes.blackCard && (amount < 1 || amount > maxBlackCardPercent))
    throw new DomainError('BAD_INPUT', `黑卡的折扣 amount 需在 1 到 ${maxBlackCardPercent} 之间`);
  if (!(await userExists(db, userId))) throw new DomainError('NOT_FOUND', '用户不存在');
  const id = await grantBenefit(db, userId, { ...grant, validDays: grant.valid_days }, now);
  return present(await benefitRow(db, id), 'cn', now);
}

/** Grants the welcome benefits to a user who has just registered. */
export async function grantWelcomeBenefits(db: Database, userId: number, now: Date): Promise<void> {
  for (const benefit of welcomeBenefits) await grantBenefit(db, userId, benefit, now);
}

/** The user's benefits not seen yet and not expired, oldest first, named in the request's language. */
export async function newBenefits(db: Database, userId: number, now: Date, lang: 'cn' | 'pt-br'): Promise<BenefitView[]> {
  const rows = await unseenBenefits(db, userId, now);
  return rows.map((row) => present(row, lang, now));
}

/**
 * A page of all the user's benefits for the benefits page: those still valid first, the soonest to expire first (what
 * to use next), then the expired ones, the latest to expire first; `total` counts both.
 */
export async function listBenefits(
  db: Database,
  userId: number,
  now: Date,
  lang: 'cn' | 'pt-br',
  page: number,
  size: number,
): Promise<{ list: BenefitView[]; total: number }> {
  const { rows, total } = await benefitPage(db, userId, now, page, size);
  return { list: rows.map((row) => present(row, lang, now)), total };
}

function present(row: BenefitRow, lang: 'cn' | 'pt-br', now: Date): BenefitView {
  return {
    id: row.id,
    type: row.type,
    name: lang === 'pt-br' ? row.name_pt : row.name_zh,
    amount: row.amount,
    days: row.days,
    expires_at: Math.floor(new Date(row.expires_at).getTime() / 1000),
    used_at: row.used_at ? Math.floor(new Date(row.used_at).getTime() / 1000) : 0,
    status: row.used_at ? couponState.used : new Date(row.expires_at).getTime() <= now.getTime() ? couponState.expired : couponState.unused,
  };
}

/** Marks the user's benefits of `ids` seen (others' ids are ignored); answers how many changed. */
export async function markBenefitsSeen(db: Database, userId: number, ids: readonly number[], now: Date): Promise<number> {
  return markSeen(db, userId, ids, now);
}

/** Spec 000 §4 benefit types that can be used from the benefits page (docs/ledger.md "Benefits"). */
const vipCard = 1;
const redPacket = 7;
const modelTypes = [2, 3, 4, 5, 6];

/**
 * Uses one of the fan's own benefits, once, before it expires: a VIP card makes the fan VIP for its days (level 1, or
 * the running level), a red packet credits its gold through the ledger, a model card opens its model for its days from
 * now. Gift coupons (8) and black cards (9) are used where they apply, not here. The claim is the guarded update of
 * `used_at`, so a double tap uses it once.
 */
export async function useBenefit(db: Database, userId: number, id: number, now: Date, lang: 'cn' | 'pt-br'): Promise<BenefitView> {
  return db.transaction(async (tx) => {
    const row = await lockBenefit(tx, id);
    if (!row || row.user_id !== userId) throw new DomainError('NOT_FOUND', '福利不存在');
    if (row.used_at) throw new DomainError('CONFLICT', '福利已使用');
    if (new Date(row.expires_at).getTime() <= now.getTime()) throw new DomainError('CONFLICT', '福利已过期');
    if (row.type === vipCard) await extendVip(tx, { userId, level: 1, days: row.days, now });
    else if (row.type === redPacket)
      await credit(tx, { userId, account: 'gold', amount: row.amount, kind: 'benefit', ref: `benefits:${id}`, now });
    else if (!modelTypes.includes(row.type) || row.days === 0) throw new DomainError('BAD_INPUT', '该福利在使用场景中自动生效');
    return present(await markUsed(tx, id, now), lang, now);
  });
}
