import { imError } from '../errors.ts';
import {
  addSourcePattern,
  ApplicationResponse,
  ApplicationType,
  FriendRelation,
  FriendType,
  maxRemarkBytes,
} from '../protocol/relationship-codec.ts';
import { utf8Bytes } from '../protocol/profile-rules.ts';
import { RelationshipTypes as T, type FriendApplicationType } from './types.ts';

/** The friend rules of spec 001 §5 and §9 that the SDK applies before a request, as plain functions (tested alone). */

export { maxFriendDelete, maxRemarkBytes } from '../protocol/relationship-codec.ts';
/** Spec 001 §9: friend profile batches of 100. */
export const maxFriendProfileIds = 100;

export function checkedSource(source: unknown): string {
  if (typeof source !== 'string' || !addSourcePattern.test(source))
    throw imError('INVALID_PARAMETER', 'source must start with AddSource_Type_ and have at most 8 characters after it');
  return source;
}

export function checkedRemark(remark: unknown): string {
  if (remark === undefined) return '';
  if (typeof remark !== 'string') throw imError('INVALID_PARAMETER', 'remark must be a string');
  if (utf8Bytes(remark) > maxRemarkBytes) throw imError('INVALID_PARAMETER', `remark is limited to ${maxRemarkBytes} bytes`);
  return remark;
}

/** Add and check: both unless single is given. */
export const wireAddType = (type: unknown): number => (type === T.SNS_ADD_TYPE_SINGLE ? FriendType.SINGLE : FriendType.BOTH);
export const wireCheckType = (type: unknown): number => (type === T.SNS_CHECK_TYPE_SINGLE ? FriendType.SINGLE : FriendType.BOTH);

/** Delete: single or both, both by default; anything else is refused. */
export function wireDeleteType(type: unknown): number {
  if (type === undefined || type === T.SNS_DELETE_TYPE_BOTH) return FriendType.BOTH;
  if (type === T.SNS_DELETE_TYPE_SINGLE) return FriendType.SINGLE;
  throw imError('INVALID_PARAMETER', `type must be ${T.SNS_DELETE_TYPE_SINGLE} or ${T.SNS_DELETE_TYPE_BOTH}`);
}

/** The user ids of a batch, without repeats, cut to `limit`. */
export function userIDList(list: unknown, limit: number): string[] {
  if (!Array.isArray(list) || list.length === 0 || list.some((id) => typeof id !== 'string' || id === ''))
    throw imError('INVALID_PARAMETER', 'userIDList must be a non-empty list of user ids');
  return [...new Set(list as string[])].slice(0, limit);
}

/** Accepting is agree-and-add unless agree is given. */
export const wireAcceptResponse = (type: unknown): number =>
  type === T.SNS_APPLICATION_AGREE ? ApplicationResponse.AGREE : ApplicationResponse.AGREE_AND_ADD;
/** Deleting an application is about one sent to me unless sent-by-me is given. */
export const applicationTypeOf = (type: unknown): FriendApplicationType =>
  type === T.SNS_APPLICATION_SENT_BY_ME ? T.SNS_APPLICATION_SENT_BY_ME : T.SNS_APPLICATION_SENT_TO_ME;
export const wireApplicationType = (type: FriendApplicationType): number =>
  type === T.SNS_APPLICATION_SENT_BY_ME ? ApplicationType.BY_ME : ApplicationType.TO_ME;
export const applicationTypeFromWire = (type: number | null | undefined): FriendApplicationType =>
  type === ApplicationType.BY_ME ? T.SNS_APPLICATION_SENT_BY_ME : T.SNS_APPLICATION_SENT_TO_ME;

export const relationName = (relation: number | null | undefined): string =>
  relation === FriendRelation.BOTH
    ? T.SNS_TYPE_BOTH_WAY
    : relation === FriendRelation.IN_MY_LIST
      ? T.SNS_TYPE_A_WITH_B
      : relation === FriendRelation.IN_THEIR_LIST
        ? T.SNS_TYPE_B_WITH_A
        : T.SNS_TYPE_NO_RELATION;

/** The unread count after `processed` applications sent to me were answered or deleted: never below 0 (spec 001 §4). */
export const unreadAfter = (unread: number, processed: number): number => Math.max(0, unread - processed);
