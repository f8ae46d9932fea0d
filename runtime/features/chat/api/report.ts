import { api } from '../../../core/http/api.ts';
import type { ReportReason, ReportTarget } from '../lib/report-target.ts';

/** Sends a report to customer service (POST /api/customerservice/report); resolves with its feedback id. */
export const sendReport = (report: ReportTarget & { reason: ReportReason; content: string; images: string[] }) =>
  api.post<{ id: number }>('/api/customerservice/report', { ...report }, { hideLoading: true, noToast: true });
