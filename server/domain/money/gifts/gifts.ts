import type { BagItems, SendGiftResult } from '../../../../schema/generated/api.ts';
import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { giftCouponsOf, useGiftCoupon } from '../benefits/coupon-store.ts';
import { move } from '../ledger/ledger.ts';
import { giftById, type Gift } from './gift-catalogue.ts';
import { addAnchorPoints, addGiftSpend, claimSend, sendByRequest, senderWalletOf } from './gift-store.ts';

/** What a send answers: the send and the sender's wallet after it. A replayed key answers the first send again. */
export type SendResult = SendGiftResult;

interface SendInput {
  userId: number;
  anchorId: number;
  liveId: number;
  gift: Gift;
  count: number;
  requestId: string;
  now: Date;
  /** A gift coupon of the fan's bag that pays for the send instead of gold. */
  couponId?: number;
}

/** A gift waiting in the fan's bag (spec 000 §1 userBagItems): an unused, unexpired gift coupon (benefit type 8). */
export type BagItem = BagItems['list'][number];

/** The fan's bag: gift coupons still to use, the soonest to expire first. */
export async function bagItems(db: Database, userId: number, now: Date): Promise<BagItem[]> {
  const rows = await giftCouponsOf(db, userId, giftCoupon, now);
  return rows.flatMap((row) => {
    const gift = giftById(row.gift_id);
    return gift
      ? [
          {
            id: row.id,
            gift_id: gift.id,
            count: row.amount,
            name: gift.name,
            name_en: gift.name_en,
            icon: gift.icon,
            expires_at: Math.floor(new Date(row.expires_at).getTime() / 1000),
          },
        ]
      : [];
  });
}

/**
 * The gift and count a send from the bag sends: a repeated request id answers its first send, even once the coupon is
 * used; else the coupon must be in the bag.
 */
export async function bagSend(db: Database, input: { userId: number; bagId: number; requestId: string; now: Date }) {
  const { userId, bagId, requestId, now } = input;
  const earlier = await sendByRequest(db, userId, requestId);
  const item = earlier ? undefined : (await bagItems(db, userId, now)).find((i) => i.id === bagId);
  if (!earlier && !item) throw new DomainError('NOT_FOUND', '背包里没有这张礼券');
  return { gift: giftById(earlier?.gift_id ?? item!.gift_id)!, count: earlier?.count ?? item!.count };
}

/** Spec 000 §4 benefit type gift 8. */
const giftCoupon = 8;

/**
 * One send, all or nothing. The (user, request_id) pair is claimed first: a concurrent send with the same key waits on
 * the unique index and then finds the first one's row (no second debit). The debit is a guarded update
 * through the ledger, so the wallet never goes below zero; the anchor is credited in the same transaction.
 * Returns `fresh: false` for a replayed key, so the caller announces a gift once.
 */
export async function sendGift(db: Database, input: SendInput): Promise<{ result: SendResult; fresh: boolean }> {
  const { userId, anchorId, liveId, gift, count, requestId, now, couponId } = input;
  const amount = gift.price * count;
  const replay = async () => {
    const sent = await sendByRequest(db, userId, requestId);
    const money = await senderWalletOf(db, userId);
    return { result: { ...sent!, ...money }, fresh: false };
  };
  const sent = await db.transaction(async (tx) => {
    // A twin with the same key, committed or in flight, makes this claim do nothing (it waits for the twin first).
    const claimed = await claimSend(tx, {
      userId,
      anchorId,
      liveId,
      giftId: gift.id,
      count,
      amount,
      requestId,
      now,
      couponId: couponId ?? null,
    });
    if (claimed === undefined) return null;
    const ref = `gift_sends:${claimed}`;
    if (couponId !== undefined) {
      if (!(await useGiftCoupon(tx, userId, couponId, giftCoupon, now))) throw new DomainError('CONFLICT', '礼券已使用或已过期');
    } else if ((await move(tx, { userId, account: 'gold', amount: -amount, kind: 'gift', ref, now })) === null) {
      throw new DomainError('INSUFFICIENT_BALANCE', `金币余额不足：${gift.name} x${count} 需要 ${amount} 金币`);
    }
    // gift_spend counts the gold a fan spent: a coupon's gift cost them none.
    const spent = couponId === undefined ? amount : 0;
    const money = await addGiftSpend(tx, userId, spent);
    // The anchor's level counts every gold; their income is their share of it, in diamonds (docs/ledger.md), a
    // coupon's gift included: the operator pays for the coupons it grants.
    const sharingRatio = await addAnchorPoints(tx, anchorId, amount);
    const income = Math.floor((amount * sharingRatio) / 100);
    if (income > 0) await move(tx, { userId: anchorId, account: 'diamond', amount: income, kind: 'gift_income', ref, now });
    return { result: { id: claimed, gift_id: gift.id, count, amount, ...money }, fresh: true };
  });
  return sent ?? replay();
}
