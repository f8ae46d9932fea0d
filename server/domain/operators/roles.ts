/**
 * The operators' roles and what each may do (docs/operators.md "Roles", docs/security.md "Operators' console"): one
 * table, read by the server's guard on every console call and answered to the console so it hides what a role cannot do.
 */
export const operatorRoles = ['owner', 'ops', 'moderator', 'finance', 'viewer'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export const permissions = [
  'sites.read',
  'switches.write',
  'ads.write',
  'content.write',
  'matches.write',
  'queues.read',
  'applications.review',
  'reports.review',
  'feedback.reply',
  'withdrawals.review',
  'money.read',
  'money.write',
  'fans.read',
  'fans.write',
  'audit.read',
  'operators.manage',
] as const;
export type Permission = (typeof permissions)[number];

/** What every role may read: the sites, the queues' counts and the fans' profiles. */
const reading: Permission[] = ['sites.read', 'queues.read', 'fans.read'];

/** Issue 36 §2: owner everything; ops the sites and what fans see; moderator the queues of people; finance the money. */
export const rolePermissions: Readonly<Record<OperatorRole, readonly Permission[]>> = {
  owner: permissions,
  ops: [...reading, 'switches.write', 'ads.write', 'content.write', 'matches.write'],
  moderator: [...reading, 'applications.review', 'reports.review', 'feedback.reply', 'fans.write'],
  finance: [...reading, 'withdrawals.review', 'money.read', 'money.write', 'audit.read'],
  // A viewer reads the books too (the ledger audit and daily totals), never a change.
  viewer: [...reading, 'money.read'],
};

/** Roles that must enrol a second factor before anything else (issue 36 §1). */
export const totpRequiredRoles: readonly OperatorRole[] = ['owner', 'finance'];

export function isOperatorRole(value: string): value is OperatorRole {
  return (operatorRoles as readonly string[]).includes(value);
}

/** Whether `role` may do what `permission` names. */
export function mayDo(role: OperatorRole, permission: Permission): boolean {
  return rolePermissions[role].includes(permission);
}
