import type { Database } from '../ports.ts';

/** One entry of the audit log, as written. */
export interface AuditEntry {
  operatorId: number | null;
  /** The operator's email, or 'admin-token' for a call with the shared admin token. */
  actor: string;
  role: string;
  address: string;
  action: string;
  targetKind: string;
  targetId: string;
  site: string;
  before: unknown;
  after: unknown;
}

export interface AuditRow extends AuditEntry {
  id: number;
  at: string;
}

export interface AuditFilter {
  from?: Date;
  to?: Date;
  operatorId?: number;
  action?: string;
  target?: string;
}

export async function insertAudit(db: Database, at: Date, entry: AuditEntry): Promise<void> {
  await db.query(
    `insert into operator_audit (at, operator_id, actor, role, address, action, target_kind, target_id, site, before, after)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      at,
      entry.operatorId,
      entry.actor,
      entry.role,
      entry.address,
      entry.action,
      entry.targetKind,
      entry.targetId,
      entry.site,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

const where = `($1::timestamptz is null or at >= $1) and ($2::timestamptz is null or at < $2)
  and ($3::integer is null or operator_id = $3) and ($4::text is null or action = $4)
  and ($5::text is null or target_kind = $5 or target_kind || ':' || target_id = $5)`;

/** The entries that pass the filter, newest first, one page; and how many pass in all. */
export async function auditPage(
  db: Database,
  filter: AuditFilter,
  offset: number,
  limit: number,
): Promise<{ items: AuditRow[]; total: number }> {
  const params = [filter.from ?? null, filter.to ?? null, filter.operatorId ?? null, filter.action ?? null, filter.target ?? null];
  const items = await db.query<AuditRow>(
    `select id::float8 as id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, operator_id as "operatorId",
       actor, role, address, action, target_kind as "targetKind", target_id as "targetId", site, before, after
     from operator_audit where ${where} order by at desc, id desc offset $6 limit $7`,
    [...params, offset, limit],
  );
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from operator_audit where ${where}`, params);
  return { items, total };
}

/** The newest entry about one target, if any. */
export async function lastAuditOf(
  db: Database,
  targetKind: string,
  targetId: string,
): Promise<{ actor: string; action: string; at: Date } | undefined> {
  const [row] = await db.query<{ actor: string; action: string; at: Date }>(
    'select actor, action, at from operator_audit where target_kind = $1 and target_id = $2 order by at desc, id desc limit 1',
    [targetKind, targetId],
  );
  return row;
}
