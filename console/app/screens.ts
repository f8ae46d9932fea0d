import type { Operator, Permission } from '../api/types.ts';

/** A screen of the navigation and the permission that shows it. */
export interface ScreenEntry {
  path: string;
  label: string;
  permission: Permission;
  icon:
    | 'sites'
    | 'content'
    | 'matches'
    | 'applications'
    | 'withdrawals'
    | 'feedback'
    | 'reports'
    | 'comments'
    | 'rooms'
    | 'fans'
    | 'money'
    | 'audit'
    | 'operators';
}

/** The screens that exist, in the navigation's order; a screen appears only to a role that may use it. */
export const screens: readonly ScreenEntry[] = [
  { path: '/sites', label: 'nav.sites', permission: 'sites.read', icon: 'sites' },
  { path: '/content', label: 'nav.content', permission: 'sites.read', icon: 'content' },
  { path: '/matches', label: 'nav.matches', permission: 'sites.read', icon: 'matches' },
  { path: '/applications', label: 'nav.applications', permission: 'queues.read', icon: 'applications' },
  { path: '/feedback', label: 'nav.feedback', permission: 'queues.read', icon: 'feedback' },
  { path: '/reports', label: 'nav.reports', permission: 'queues.read', icon: 'reports' },
  { path: '/comments', label: 'nav.comments', permission: 'queues.read', icon: 'comments' },
  { path: '/rooms', label: 'nav.rooms', permission: 'queues.read', icon: 'rooms' },
  { path: '/withdrawals', label: 'nav.withdrawals', permission: 'withdrawals.review', icon: 'withdrawals' },
  { path: '/fans', label: 'nav.fans', permission: 'fans.read', icon: 'fans' },
  { path: '/money', label: 'nav.money', permission: 'money.read', icon: 'money' },
  { path: '/audit', label: 'nav.audit', permission: 'audit.read', icon: 'audit' },
  { path: '/operators', label: 'nav.operators', permission: 'operators.manage', icon: 'operators' },
];

/** The screens the operator may open. */
export const screensFor = (operator: Operator | null): ScreenEntry[] =>
  screens.filter((screen) => operator?.permissions.includes(screen.permission));

/** Where the console opens for this operator, or null when no screen is theirs. */
export const firstScreen = (operator: Operator | null): string | null => screensFor(operator)[0]?.path ?? null;

/**
 * Where to go back to after signing in: a path of the console only (never another site, never `//host`), and
 * never the sign-in page itself.
 */
export function safeReturnPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || next.startsWith('/sign-in')) return '/';
  return next;
}
