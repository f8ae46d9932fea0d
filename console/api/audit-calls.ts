import { api } from './api.ts';
import { apiBase } from './client.ts';
import { queryString } from './query-string.ts';
import type { OpsAuditPage, OpsAuditQuery } from '../../schema/generated/api.ts';
import type { AuditFilter } from './types.ts';

/** Only the filters that hold something, so the address stays short and the server sees no empty values. */
export function auditQuery(filter: AuditFilter & { page?: number; pageSize?: number }): OpsAuditQuery {
  const text = (value: string | undefined) => value?.trim() || undefined;
  const operator = text(filter.operator);
  return {
    from: text(filter.from),
    to: text(filter.to),
    // The form checked it is a whole number (operatorIdProblem); the server's schema checks it again.
    operator: operator === undefined ? undefined : Number(operator),
    action: text(filter.action),
    target: text(filter.target),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** One page of the audit log, newest first. */
export const readAudit = (filter: AuditFilter, page: number, pageSize: number) =>
  api.get<OpsAuditPage, OpsAuditQuery>('/audit', auditQuery({ ...filter, page, pageSize }));

/** The address of the same rows as CSV, for a download link. */
export const auditCsvUrl = (filter: AuditFilter) => `${apiBase}/audit.csv${queryString(auditQuery(filter))}`;
