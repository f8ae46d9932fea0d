import type { OpsAuditQuery } from '../../../schema/generated/api.ts';
import { DomainError } from '../errors.ts';
import { csvTable } from '../csv.ts';
import type { Database } from '../ports.ts';
import { auditPage, insertAudit, type AuditEntry, type AuditFilter, type AuditRow } from './audit-store.ts';

export type { AuditEntry, AuditRow };

/**
 * Records one action in the audit log. Pass the transaction of the change when there is one, so the entry and the
 * change are kept or lost together. The table refuses updates and deletes (migration 050): a row once written stays.
 */
export async function recordAudit(db: Database, at: Date, entry: AuditEntry): Promise<void> {
  await insertAudit(db, at, entry);
}

/** The log's filters and page, as the console's query asks for them (schema/api/ops/audit.query.json). */
type AuditQuery = Omit<OpsAuditQuery, 'lang'>;

function instant(value: string | undefined, name: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new DomainError('BAD_INPUT', `参数错误: ${name} 不是有效的时间`);
  return date;
}

function filterOf(query: AuditQuery): AuditFilter {
  return {
    from: instant(query.from, 'from'),
    to: instant(query.to, 'to'),
    operatorId: query.operator,
    action: query.action || undefined,
    target: query.target || undefined,
  };
}

/** One page of the log, newest first (pages count from 1). */
export function auditLog(db: Database, query: AuditQuery): Promise<{ items: AuditRow[]; total: number }> {
  const pageSize = query.pageSize ?? 50;
  return auditPage(db, filterOf(query), ((query.page ?? 1) - 1) * pageSize, pageSize);
}

/** Every entry that passes the filter (at most `limit`), as CSV with a header row, for a spreadsheet. */
export async function auditCsv(db: Database, query: AuditQuery, limit = 100_000): Promise<string> {
  const { items } = await auditPage(db, filterOf(query), 0, limit);
  const header = [
    'id',
    'at',
    'operatorId',
    'actor',
    'role',
    'address',
    'action',
    'targetKind',
    'targetId',
    'site',
    'before',
    'after',
  ] as const;
  return csvTable(header, items);
}
