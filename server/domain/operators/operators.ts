import { hashPassword } from '../../security/passwords.ts';
import { DomainError } from '../errors.ts';
import type { Database } from '../ports.ts';
import { conflictAs } from '../unique-conflict.ts';
import {
  allOperators,
  insertOperator,
  operatorByEmail,
  operatorById,
  setOperatorFields,
  setTotp,
  type OperatorRow,
} from './operator-store.ts';
import { endSessionsOf } from './session-store.ts';
import { isOperatorRole, operatorRoles, rolePermissions, totpRequiredRoles, type OperatorRole } from './roles.ts';

/** The shortest password an operator may have (docs/operators.md). */
export const minimumPasswordLength = 10;

/** An operator as the console and the CLI see it: never the password's hash or the second factor's secret. */
export interface OperatorView {
  id: number;
  email: string;
  role: OperatorRole;
  sites: string[] | null;
  totpEnrolled: boolean;
  totpRequired: boolean;
  disabled: boolean;
  permissions: string[];
}

export function operatorView(row: OperatorRow): OperatorView {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    sites: row.sites,
    totpEnrolled: row.totp_enrolled,
    totpRequired: totpRequiredRoles.includes(row.role),
    disabled: row.disabled,
    permissions: [...rolePermissions[row.role]],
  };
}

/** Whether `email` looks like an address: something, @, a domain with a dot; at most 254 characters. */
export function isOperatorEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** The email as stored: trimmed and lower-cased, or a clear refusal. */
export function normalEmail(email: string): string {
  if (!isOperatorEmail(email)) throw new DomainError('BAD_INPUT', `邮箱格式不正确: ${email}`);
  return email.trim().toLowerCase();
}

/** The id of the operator with this email, or status 3. */
export async function operatorIdOf(db: Database, email: string): Promise<number> {
  const row = await operatorByEmail(db, email.trim().toLowerCase());
  if (!row) throw new DomainError('NOT_FOUND', '操作员不存在');
  return row.id;
}

/** A role name, or a refusal naming the roles there are. */
export function checkedRole(role: string): OperatorRole {
  if (!isOperatorRole(role)) throw new DomainError('BAD_INPUT', `未知角色 ${role}，可选: ${operatorRoles.join(', ')}`);
  return role;
}

/** Site codes (lowercase letters, digits, _), without repeats; null or an empty list stand for every site. */
export function checkedSites(sites: readonly string[] | null | undefined): string[] | null {
  if (!sites || sites.length === 0) return null;
  for (const site of sites) if (!/^[a-z0-9_]{1,32}$/.test(site)) throw new DomainError('BAD_INPUT', `站点代码不正确: ${site}`);
  return [...new Set(sites)];
}

export function checkPassword(password: string): void {
  if ([...password].length < minimumPasswordLength) throw new DomainError('BAD_INPUT', `密码至少 ${minimumPasswordLength} 个字符`);
}

/** An operator checked and with the password hashed, ready to insert: the costly hash is done outside any transaction. */
export interface NewOperator {
  email: string;
  role: OperatorRole;
  sites: string[] | null;
  passwordHash: string;
}

/** Checks a new operator's email, role, sites and password, and hashes the password (scrypt, a salt of its own). */
export async function newOperator(input: {
  email: string;
  role: string;
  sites?: readonly string[] | null;
  password: string;
}): Promise<NewOperator> {
  const email = normalEmail(input.email);
  const role = checkedRole(input.role);
  const sites = checkedSites(input.sites);
  checkPassword(input.password);
  return { email, role, sites, passwordHash: await hashPassword(input.password) };
}

/** Adds an operator (the CLI's `operator add`, the owner's console). A second account for one email: status 6. */
export async function addOperator(db: Database, operator: NewOperator, now: Date): Promise<OperatorView> {
  const row = await insertOperator(db, { ...operator, now }).catch(conflictAs(`邮箱 ${operator.email} 已有账号`));
  return operatorView(row);
}

export async function listOperators(db: Database): Promise<OperatorView[]> {
  return (await allOperators(db)).map(operatorView);
}

/** One operator, or status 3. */
export async function operatorNamed(db: Database, id: number): Promise<OperatorView> {
  const row = await operatorById(db, id);
  if (!row) throw new DomainError('NOT_FOUND', '操作员不存在');
  return operatorView(row);
}

/**
 * Changes an operator's role, sites or disabled flag; their open sessions end, so the change holds from their next
 * call. Answers the operator before and after, for the audit log.
 */
export async function changeOperator(
  db: Database,
  id: number,
  change: { role?: string; sites?: readonly string[] | null; disabled?: boolean },
  now: Date,
): Promise<{ before: OperatorView; after: OperatorView }> {
  const before = await operatorNamed(db, id);
  const row = await setOperatorFields(db, id, {
    role: change.role === undefined ? undefined : checkedRole(change.role),
    sites: change.sites === undefined ? undefined : checkedSites(change.sites),
    disabled: change.disabled,
  });
  await endSessionsOf(db, id, now);
  return { before, after: operatorView(row!) };
}

/** Forgets an operator's second factor: they enrol again at their next sign-in; their sessions end. */
export async function resetTotp(db: Database, id: number, now: Date): Promise<{ before: OperatorView; after: OperatorView }> {
  const before = await operatorNamed(db, id);
  await setTotp(db, id, null, false, null);
  await endSessionsOf(db, id, now);
  return { before, after: await operatorNamed(db, id) };
}
