import type { TenantConfig } from '../../schema/generated/resolved-manifest.ts';

/**
 * What `/ops/api/` answers, as the console reads it (docs/api.md "Operators' console"). The requests' types are
 * generated from their schemas (schema/generated/api.ts); the answers have no schema yet, so their shapes are here.
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

/** A site's colours as its build wrote them: the theme of its manifest. */
export type SiteColors = TenantConfig['theme'];

/** A row of `/ops/api/sites`: what the build left of a site (null where it was never built). */
export interface SiteSummary {
  code: string;
  brand: string | null;
  /** The site's name in the console's language. */
  name: string | null;
  languages: string[];
  colors: SiteColors | null;
  features: string[];
  initialJsGzipBytes: number | null;
  /** The sp_source table: each source's number and brand name. */
  sources: { id: number; name: string }[];
}

/** This node's site with its live switches ('0' or '1') and numbers (seconds). */
export interface Site extends SiteSummary {
  switches: SiteSetting<string>[];
  numbers: SiteSetting<number>[];
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
  /** ISO times. */
  from?: string;
  to?: string;
  /** An operator's id. */
  operator?: string;
  action?: string;
  /** `kind` or `kind:id`. */
  target?: string;
}

/** A row of `/ops/api/operators`. */
export interface OperatorRow {
  id: number;
  email: string;
  role: Role;
  sites: string[] | null;
  totpEnrolled: boolean;
  totpRequired: boolean;
  disabled: boolean;
}

/** The review queues' sizes, as `event: counts` of `/ops/api/events` tells them. */
export interface QueueCounts {
  applications: number;
  withdrawals: number;
  feedback: number;
  reports: number;
  comments: number;
}

/** The home page's content an operator writes. */
export type ContentKind = 'banner' | 'announcement';
/** What an operator last did to a row. */
export type ContentStatus = 'draft' | 'published' | 'withdrawn';

/** A banner or an announcement as the console lists it (GET /ops/api/content). */
export interface ContentItem {
  id: number;
  kind: ContentKind;
  title: string;
  titlePt: string;
  image: string;
  link: string;
  sort: number;
  status: ContentStatus;
  /** Where it stands for fans at the server clock: never shown, waiting for its time, shown, past its end. */
  state: 'draft' | 'scheduled' | 'live' | 'ended' | 'withdrawn';
  publishAt: string | null;
  endAt: string | null;
  updatedAt: string;
  /** What an edit sends back, so a change made since by someone else is not overwritten. */
  version: number;
}

export interface ContentList {
  items: ContentItem[];
  now: string;
}

/** An ad slot of the site and the ad up in it (GET /ops/api/ads). */
export interface AdSlotState {
  slot: 'home_pop_ad' | 'live_play_ad';
  ad: { id: number; title: string; titlePt: string; image: string; link: string } | null;
}

/** A news item as the console lists it (GET /ops/api/news): the seed's or an operator's. */
export interface NewsItem {
  id: number;
  category: 'football' | 'basketball' | 'general';
  title: string;
  summary: string;
  /** Plain text, one paragraph per line. */
  body: string;
  cover: string;
  status: ContentStatus;
  state: ContentItem['state'];
  publishAt: string | null;
  endAt: string | null;
  seeded: boolean;
  editedAt: string | null;
  /** What a change sends back, so a change made since by someone else is not overwritten. */
  version: number;
}

export interface NewsList {
  items: NewsItem[];
  now: string;
}

/** An activity as the console lists it (GET /ops/api/activities). */
export interface ActivityItem {
  id: number;
  title: string;
  summary: string;
  /** Plain text, one paragraph per line. */
  body: string;
  cover: string;
  reward: string;
  /** Spec 000 §4: inactive 0, active 1, finished 2, refund 3, inplay 4, as fans read it. */
  status: number;
  withdrawn: boolean;
  startTime: string;
  endTime: string;
  entryFee: number;
  award: number;
  participants: number;
  version: number;
}

export interface ActivityList {
  items: ActivityItem[];
  now: string;
}
