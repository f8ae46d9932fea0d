import type { Gift, SendGiftResult } from '../../schema/generated/api.ts';
import type { Database } from '../db/database.ts';
import { ApiError, apiStatus } from '../http/envelope.ts';
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

export const gifts: Gift[] = catalogue.map(([name, name_en, price], index) => ({ id: index + 1, name, name_en, icon: `/static/gifts/${index + 1}.svg`, price, currency: 'gold' }));

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
}

const wallet = 'select gold, diamond, gift_spend from users where id = $1';

/**
 * One send, all or nothing. The (user, request_id) pair is claimed first: a concurrent send with the same key waits on
 * the unique index and then finds the first one's row (no second debit). The debit is a guarded update
 * through the ledger, so the wallet never goes below zero; the anchor is credited in the same transaction.
 * Returns `fresh: false` for a replayed key, so the caller announces a gift once.
 */
export async function sendGift(db: Database, input: SendInput): Promise<{ result: SendResult; fresh: boolean }> {
  const { userId, anchorId, liveId, gift, count, requestId, now } = input;
  const amount = gift.price * count;
  const replay = async () => {
    const [sent] = await db.query<{ id: number; gift_id: number; count: number; amount: number }>('select id, gift_id, count, amount from gift_sends where user_id = $1 and request_id = $2', [userId, requestId]);
    const [money] = await db.query<{ gold: number; diamond: number; gift_spend: number }>(wallet, [userId]);
    return { result: { ...sent, ...money }, fresh: false };
  };
  const sent = await db.transaction(async (tx) => {
    // A twin with the same key, committed or in flight, makes this insert do nothing (it waits for the twin first).
    const [claimed] = await tx.query<{ id: number }>(
      `insert into gift_sends (user_id, anchor_id, liveid, gift_id, count, amount, request_id, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (user_id, request_id) do nothing returning id`,
      [userId, anchorId, liveId, gift.id, count, amount, requestId, now.toISOString()],
    );
    if (!claimed) return null;
    const ref = `gift_sends:${claimed.id}`;
    if ((await move(tx, { userId, account: 'gold', amount: -amount, kind: 'gift', ref, now })) === null) {
      throw new ApiError(apiStatus.insufficientBalance, `金币余额不足：${gift.name} x${count} 需要 ${amount} 金币`);
    }
    const [money] = await tx.query<{ gold: number; diamond: number; gift_spend: number }>('update users set gift_spend = gift_spend + $2 where id = $1 returning gold, diamond, gift_spend', [userId, amount]);
    // The anchor's level counts every gold; their income is their share of it, in diamonds (docs/ledger.md).
    const [anchor] = await tx.query<{ sharing_ratio: number }>('update users set anchor_point = anchor_point + $2 where id = $1 returning sharing_ratio', [anchorId, amount]);
    const income = Math.floor((amount * anchor.sharing_ratio) / 100);
    if (income > 0) await move(tx, { userId: anchorId, account: 'diamond', amount: income, kind: 'gift_income', ref, now });
    return { result: { id: claimed.id, gift_id: gift.id, count, amount, ...money }, fresh: true };
  });
  return sent ?? replay();
}
