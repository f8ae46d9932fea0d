import type {
  OpsActivityItem,
  OpsActivityList,
  OpsAdSlotState,
  OpsAuditPage,
  OpsAuditRow,
  OpsContentItem,
  OpsContentList,
  OpsEnrolment,
  OpsNewsItem,
  OpsNewsList,
  OpsOperator,
  OpsOperatorRow,
  OpsPermission,
  OpsQueueCounts,
  OpsRole,
  OpsSessionAnswer,
  OpsSite,
  OpsSiteColors,
  OpsSiteSummary,
} from '../../schema/generated/api.ts';

/**
 * What `/ops/api/` answers, as the console reads it (docs/api.md "Operators' console"): the types generated from the
 * JSON Schemas of schema/api/ops (`npm run generate`), which the server's answers are checked against, under the
 * names the screens use. None is written here by hand.
 */
export type {
  OpsActivityItem as ActivityItem,
  OpsActivityList as ActivityList,
  OpsAdSlotState as AdSlotState,
  OpsAuditPage as AuditPage,
  OpsAuditRow as AuditRow,
  OpsContentItem as ContentItem,
  OpsContentList as ContentList,
  OpsEnrolment as Enrolment,
  OpsNewsItem as NewsItem,
  OpsNewsList as NewsList,
  OpsOperator as Operator,
  OpsOperatorRow as OperatorRow,
  OpsPermission as Permission,
  OpsQueueCounts as QueueCounts,
  OpsRole as Role,
  OpsSessionAnswer as SessionAnswer,
  OpsSite as Site,
  OpsSiteColors as SiteColors,
  OpsSiteSummary as SiteSummary,
};

/** The roles of docs/operators.md, in the order the owner's page offers them. */
export const roles: readonly OpsRole[] = ['owner', 'ops', 'moderator', 'finance', 'viewer'];

/** The home page's content an operator writes. */
export type ContentKind = OpsContentItem['kind'];
/** What an operator last did to a row. */
export type ContentStatus = OpsContentItem['status'];

/** The audit log's filters, as the page's form holds them (the query of GET /ops/api/audit). */
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
