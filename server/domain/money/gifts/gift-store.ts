import type { Database } from '../../../db/database.ts';

/** A sender's money after a send: gold, diamonds and the gold they spent on gifts in all. */
export interface SenderWallet {
  gold: number;
  diamond: number;
  gift_spend: number;
}

/** A send as recorded. */
export interface SendRow {
  id: number;
  gift_id: number;
  count: number;
  amount: number;
}

/**
 * Records a send unless the fan's request id already did; the new row's id, or undefined for a repeat. A twin with the
 * same key, committed or in flight, makes the insert do nothing (it waits for the twin first).
 */
export async function claimSend(
  tx: Database,
  input: {
    userId: number;
    anchorId: number;
    liveId: number;
    giftId: number;
    count: number;
    amount: number;
    requestId: string;
    now: Date;
    couponId: number | null;
  },
): Promise<number | undefined> {
  const { userId, anchorId, liveId, giftId, count, amount, requestId, now, couponId } = input;
  const [claimed] = await tx.query<{ id: number }>(
    `insert into gift_sends (user_id, anchor_id, liveid, gift_id, count, amount, request_id, created_at, benefit_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (user_id, request_id) do nothing returning id`,
    [userId, anchorId, liveId, giftId, count, amount, requestId, now.toISOString(), couponId],
  );
  return claimed?.id;
}

/** The fan's send of this request id, or undefined. */
export async function sendByRequest(db: Database, userId: number, requestId: string): Promise<SendRow | undefined> {
  const [sent] = await db.query<SendRow>('select id, gift_id, count, amount from gift_sends where user_id = $1 and request_id = $2', [
    userId,
    requestId,
  ]);
  return sent;
}

/** The sender's money as it is. */
export async function senderWalletOf(db: Database, userId: number): Promise<SenderWallet> {
  const [money] = await db.query<SenderWallet>('select gold, diamond, gift_spend from users where id = $1', [userId]);
  return money;
}

/** Adds `spent` gold to what the sender spent on gifts; answers their money after. */
export async function addGiftSpend(tx: Database, userId: number, spent: number): Promise<SenderWallet> {
  const [money] = await tx.query<SenderWallet>(
    'update users set gift_spend = gift_spend + $2 where id = $1 returning gold, diamond, gift_spend',
    [userId, spent],
  );
  return money;
}

/** Adds the send's gold to the anchor's level points; answers the anchor's share of gifts, in percent. */
export async function addAnchorPoints(tx: Database, anchorId: number, amount: number): Promise<number> {
  const [anchor] = await tx.query<{ sharing_ratio: number }>(
    'update users set anchor_point = anchor_point + $2 where id = $1 returning sharing_ratio',
    [anchorId, amount],
  );
  return anchor.sharing_ratio;
}
