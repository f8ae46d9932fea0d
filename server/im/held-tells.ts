import type { Database } from '../db/database.ts';

/**
 * What sockets and long polls are to hear about a change, held until the transaction that makes the change commits:
 * a room must never hear of a ban the database did not keep. `hold` queues one tell; the tells run in order after the
 * commit and are dropped when the transaction rolls back.
 */
export type HoldTell = (tell: () => void) => void;

/**
 * Runs `work` in one transaction of `db` with a `hold` for its tells, then tells them once the transaction committed;
 * if `work` or the commit fails, nothing is told and the error goes on to the caller.
 */
export async function withHeldTells<T>(db: Database, work: (tx: Database, hold: HoldTell) => Promise<T>): Promise<T> {
  const held: (() => void)[] = [];
  const result = await db.transaction((tx) => work(tx, (tell) => void held.push(tell)));
  for (const tell of held) tell();
  return result;
}
