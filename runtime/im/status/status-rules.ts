import { imError } from '../errors.ts';
import { StatusLimits } from '../protocol/service-codec.ts';

/**
 * The rules of user status calls (spec 001 §5, §9): id lists per call, read from the cloud config when it names them
 * (docs/decisions.md "User status"), and the custom status's type.
 */
export const statusLimitKeys = {
  query: 'user_status_query_limit',
  subscribe: 'user_status_subscribe_limit',
  unsubscribe: 'user_status_unsubscribe_limit',
} as const;

/** The limit for `kind`: the cloud config's positive integer, else the spec's 500, 100 or 100. */
export function statusLimit(kind: keyof typeof statusLimitKeys, cloudConfig: Record<string, string>): number {
  const configured = Number(cloudConfig[statusLimitKeys[kind]]);
  return Number.isInteger(configured) && configured > 0 ? configured : StatusLimits[kind];
}

/** The ids of a call without repeats: INVALID_PARAMETER for a list that is not strings, or longer than `limit`. */
export function checkedUserIds(userIDList: unknown, limit: number, name: string): string[] {
  if (userIDList === undefined) return [];
  if (!Array.isArray(userIDList) || userIDList.some((id) => typeof id !== 'string' || id === ''))
    throw imError('INVALID_PARAMETER', `${name}: userIDList must be an array of user IDs`);
  const ids = [...new Set(userIDList as string[])];
  if (ids.length > limit) throw imError('INVALID_PARAMETER', `${name}: at most ${limit} user IDs, got ${ids.length}`);
  return ids;
}

export function checkedCustomStatus(customStatus: unknown): string {
  if (typeof customStatus !== 'string') throw imError('INVALID_PARAMETER', 'setSelfStatus: customStatus must be a string');
  return customStatus;
}
