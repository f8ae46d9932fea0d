import type { Database } from '../../../db/database.ts';
import type { RechargePackage } from './recharge-packages.ts';

export interface RechargeRow {
  id: number;
  user_id: number;
  package_id: number;
  gold: number;
  price_fen: number;
  status: 0 | 1 | 2;
  created_at: Date | string;
  settled_at: Date | string | null;
}

const columns = 'id, user_id, package_id, gold, price_fen, status, created_at, settled_at';

/** Opens a waiting payment for the package unless the fan's request id already opened one; answers the payment. */
export async function insertRecharge(
  db: Database,
  input: { userId: number; pack: RechargePackage; requestId: string; now: Date },
): Promise<RechargeRow> {
  const { userId, pack, requestId, now } = input;
  await db.query(
    `insert into recharges (user_id, package_id, gold, price_fen, status, request_id, created_at) values ($1, $2, $3, $4, 0, $5, $6)
     on conflict (user_id, request_id) do nothing`,
    [userId, pack.id, pack.gold, pack.price_fen, requestId, now.toISOString()],
  );
  const [row] = await db.query<RechargeRow>(`select ${columns} from recharges where user_id = $1 and request_id = $2`, [userId, requestId]);
  return row;
}

/** One payment by id. */
export async function rechargeRow(db: Database, id: number): Promise<RechargeRow | undefined> {
  return (await db.query<RechargeRow>(`select ${columns} from recharges where id = $1`, [id]))[0];
}

/** Settles a waiting payment with `status` (the claim: `where status = 0`); false when it was settled already. */
export async function claimRecharge(tx: Database, id: number, status: 1 | 2, now: Date): Promise<boolean> {
  const claimed = await tx.query('update recharges set status = $2, settled_at = $3 where id = $1 and status = 0 returning id', [
    id,
    status,
    now.toISOString(),
  ]);
  return claimed.length > 0;
}
