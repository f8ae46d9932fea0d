/** What /c2c-feedback/{type}/{gid} reports: a user or a group, by id (docs/decisions.md "Chat screens"). */
export interface ReportTarget {
  type: 'user' | 'group';
  id: string;
}

/** The reasons a fan picks from, as the server takes them (schema/api/misc/report.request.json). */
export const reportReasons = ['porn', 'illegal', 'fraud', 'abuse', 'ads', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** The route's target, or null for an address that names none (a reload of a mistyped link shows why). */
export function reportTarget(type: string | undefined, id: string | undefined): ReportTarget | null {
  if ((type !== 'user' && type !== 'group') || !id || !/^[A-Za-z0-9_@#-]{1,64}$/.test(id)) return null;
  return { type, id };
}
