/**
 * The console's API contract (docs/operators.md "The console"): what `/ops/api/` answers, as the console reads it.
 */

/** The roles of docs/operators.md. */
export type Role = 'owner' | 'ops' | 'moderator' | 'finance' | 'viewer';

export const roles: readonly Role[] = ['owner', 'ops', 'moderator', 'finance', 'viewer'];

/** What the UI may show: the server checks every call again. */
export type Permission =
  | 'sites.read'
  | 'switches.write'
  | 'ads.write'
  | 'content.write'
  | 'matches.write'
  | 'queues.read'
  | 'applications.review'
  | 'reports.review'
  | 'feedback.reply'
  | 'withdrawals.review'
  | 'money.read'
  | 'money.write'
  | 'fans.read'
  | 'fans.write'
  | 'audit.read'
  | 'operators.manage';

export interface Operator {
  id: number;
  email: string;
  role: Role;
  /** Site codes the operator may act on; null: every site. */
  sites: string[] | null;
  /** This node's site code. */
  site: string;
  totpEnrolled: boolean;
  totpRequired: boolean;
  permissions: Permission[];
}

export interface SessionAnswer {
  operator: Operator;
  csrfToken: string;
}

export interface Enrolment {
  secret: string;
  otpauthUrl: string;
  /** An SVG document of the otpauth URL's QR code. */
  qrSvg: string;
}

export interface SiteSetting<T> {
  key: string;
  value: T;
  description: string;
}

export interface SourceRow {
  id?: number;
  brand?: string;
  name?: string;
  [key: string]: unknown;
}

export interface Site {
  code: string;
  brand: string;
  name: string;
  languages: string[];
  colors: Record<string, string>;
  features: string[];
  initialJsGzipBytes: number | null;
  sources: SourceRow[];
  switches: SiteSetting<string | boolean | number>[];
  numbers: SiteSetting<number | string>[];
}

/** A row of `/ops/api/sites`. */
export interface SiteSummary {
  code: string;
  brand: string;
  name?: string;
  colors: Record<string, string>;
  features: string[];
  initialJsGzipBytes: number | null;
}

export interface AuditRow {
  id: number | string;
  at: string;
  operatorId: number | null;
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

export interface AuditPage {
  items: AuditRow[];
  total: number;
}

export interface AuditFilter {
  from?: string;
  to?: string;
  operator?: string;
  action?: string;
  target?: string;
}

/** A row of `/ops/api/operators`. */
export interface OperatorRow {
  id: number;
  email: string;
  role: Role;
  sites: string[] | null;
  totpEnrolled: boolean;
  disabled: boolean;
  createdAt?: string;
}

/** The review queues' sizes, as `event: counts` of `/ops/api/events` tells them. */
export interface QueueCounts {
  applications: number;
  withdrawals: number;
  feedback: number;
  reports: number;
}
