import type { Database } from '../ports.ts';

export interface OperatorSessionRow {
  token_hash: string;
  operator_id: number;
  csrf_token: string;
  created_at: Date;
  last_seen_at: Date;
}

export async function insertOperatorSession(
  db: Database,
  row: { tokenHash: string; operatorId: number; csrfToken: string; now: Date; address: string; userAgent: string },
): Promise<void> {
  await db.query(
    `insert into operator_sessions (token_hash, operator_id, csrf_token, created_at, last_seen_at, address, user_agent)
     values ($1, $2, $3, $4, $4, $5, $6)`,
    [row.tokenHash, row.operatorId, row.csrfToken, row.now, row.address, row.userAgent],
  );
}

export async function openOperatorSession(db: Database, tokenHash: string): Promise<OperatorSessionRow | undefined> {
  const [row] = await db.query<OperatorSessionRow>(
    'select token_hash, operator_id, csrf_token, created_at, last_seen_at from operator_sessions where token_hash = $1 and ended_at is null',
    [tokenHash],
  );
  return row;
}

export async function touchOperatorSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.query('update operator_sessions set last_seen_at = $2 where token_hash = $1', [tokenHash, now]);
}

export async function endOperatorSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.query('update operator_sessions set ended_at = $2 where token_hash = $1 and ended_at is null', [tokenHash, now]);
}

/** Ends every open session of an operator (disabled, role changed, second factor reset). */
export async function endSessionsOf(db: Database, operatorId: number, now: Date): Promise<void> {
  await db.query('update operator_sessions set ended_at = $2 where operator_id = $1 and ended_at is null', [operatorId, now]);
}
