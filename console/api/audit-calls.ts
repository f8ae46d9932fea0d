import { api } from './api.ts';
import { apiBase } from './client.ts';
import type { OpsAuditPage } from '../../schema/generated/api.ts';
import type { AuditFilter } from './types.ts';

/** Only the filters that hold something, so the address stays short and the server sees no empty values. */
export function auditQuery(filter: AuditFilter & { page?: number; pageSize?: number }): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && String(value).trim() !== '')
      .map(([key, value]) => [key, String(value).trim()]),
  );
}

/** One page of the audit log, newest first. */
export const readAudit = (filter: AuditFilter, page: number, pageSize: number) =>
  api.get<OpsAuditPage>('/audit', auditQuery({ ...filter, page, pageSize }));

/** The address of the same rows as CSV, for a download link. */
export const auditCsvUrl = (filter: AuditFilter) => `${apiBase}/audit.csv?${new URLSearchParams(auditQuery(filter))}`;
