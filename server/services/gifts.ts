import type { BagItems, Gift, SendGiftResult } from '../../schema/generated/api.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../domain/errors.ts';
import { move } from './ledger/ledger.ts';

/** A gift of the live rooms' catalogue (docs/api.md "Gifts and following"); prices are whole gold. */
export type { Gift };

/** Spec 000 §9: the quantities a fan picks from; any other count is refused. */
export const giftCounts = [1, 10, 66, 88, 100, 520, 1314] as const;

/**
 * The catalogue is reference data in code, like the live categories: gifts are bought with gold, which fans earn by
 * tasks and check-in (docs/decisions.md "Gifts cost gold"). Ids are stable: sends refer to them.
 */
const catalogue: [string, string, number][] = [
  ['点赞', 'Like', 10],
  ['鲜花', 'Flower', 100],
  ['足球', 'Football', 500],
  ['加油棒', 'Cheer stick', 1000],
  ['奖杯', 'Trophy', 5000],
  ['皇冠', 'Crown', 20000],
  ['火箭', 'Rocket', 100000],
];

export const gifts: Gift[] = catalogue.map(([name, name_en, price], index) => ({
  id: index + 1,
  name,
  name_en,
  icon: `/static/gifts/${index + 1}.svg`,
  price,
  currency: 'gold',
}));

/** A send of at least this much gold is also announced to the other live rooms (docs/decisions.md "Big gifts"). */
export const bigGiftGold = 5000;

export const giftById = (id: number): Gift | undefined => gifts.find((g) => g.id === id);

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
  const rows = await db.query<{ id: number; gift_id: number; amount: number; expires_at: Date | string }>(
    'select id, gift_id, amount, expires_at from benefits where user_id = $1 and type = $2 and used_at is null and expires_at > $3 and gift_id is not null and amount > 0 order by expires_at, id limit 50',
    [userId, giftCoupon, now.toISOString()],
  );
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

/** Spec 000 §4 benefit type gift 8. */
const giftCoupon = 8;

/** Uses the fan's gift coupon for a send, once, before it expires: answers false when it cannot (nothing changed). */
async function useCoupon(tx: Database, userId: number, couponId: number, now: Date): Promise<boolean> {
  const used = await tx.query(
    'update benefits set used_at = $3, seen_at = coalesce(seen_at, $3) where id = $1 and user_id = $2 and type = $4 and used_at is null and expires_at > $3 returning id',
    [couponId, userId, now.toISOString(), giftCoupon],
  );
  return used.length > 0;
}

const wallet = 'select gold, diamond, gift_spend from users where id = $1';

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
    const [sent] = await db.query<{ id: number; gift_id: number; count: number; amount: number }>(
      'select id, gift_id, count, amount from gift_sends where user_id = $1 and request_id = $2',
      [userId, requestId],
    );
    const [money] = await db.query<{ gold: number; diamond: number; gift_spend: number }>(wallet, [userId]);
    return { result: { ...sent, ...money }, fresh: false };
  };
  const sent = await db.transaction(async (tx) => {
    // A twin with the same key, committed or in flight, makes this insert do nothing (it waits for the twin first).
    const [claimed] = await tx.query<{ id: number }>(
      `insert into gift_sends (user_id, anchor_id, liveid, gift_id, count, amount, request_id, created_at, benefit_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (user_id, request_id) do nothing returning id`,
      [userId, anchorId, liveId, gift.id, count, amount, requestId, now.toISOString(), couponId ?? null],
    );
    if (!claimed) return null;
    const ref = `gift_sends:${claimed.id}`;
    if (couponId !== undefined) {
      if (!(await useCoupon(tx, userId, couponId, now))) throw new DomainError('CONFLICT', '礼券已使用或已过期');
    } else if ((await move(tx, { userId, account: 'gold', amount: -amount, kind: 'gift', ref, now })) === null) {
      throw new DomainError('INSUFFICIENT_BALANCE', `金币余额不足：${gift.name} x${count} 需要 ${amount} 金币`);
    }
    // gift_spend counts the gold a fan spent: a coupon's gift cost them none.
    const spent = couponId === undefined ? amount : 0;
    const [money] = await tx.query<{ gold: number; diamond: number; gift_spend: number }>(
      'update users set gift_spend = gift_spend + $2 where id = $1 returning gold, diamond, gift_spend',
      [userId, spent],
    );
    // The anchor's level counts every gold; their income is their share of it, in diamonds (docs/ledger.md), a
    // coupon's gift included: the operator pays for the coupons it grants.
    const [anchor] = await tx.query<{ sharing_ratio: number }>(
      'update users set anchor_point = anchor_point + $2 where id = $1 returning sharing_ratio',
      [anchorId, amount],
    );
    const income = Math.floor((amount * anchor.sharing_ratio) / 100);
    if (income > 0) await move(tx, { userId: anchorId, account: 'diamond', amount: income, kind: 'gift_income', ref, now });
    return { result: { id: claimed.id, gift_id: gift.id, count, amount, ...money }, fresh: true };
  });
  return sent ?? replay();
}
