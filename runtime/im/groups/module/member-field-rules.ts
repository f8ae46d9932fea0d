import { imError } from '../../errors.ts';
import { MemberFieldLimits } from '../../protocol/group-codec.ts';
import { utf8Bytes } from '../../protocol/profile-rules.ts';

/** The checks of setGroupMemberCustomField and markGroupMemberList before anything is sent (spec 001 §5, §9). */

/** Key/value pairs with string values, keys 1 to 16 bytes, values at most 64, at most 5 (INVALID_PARAMETER otherwise). */
export function memberCustomFields(list: unknown): { key: string; value: string }[] {
  if (!Array.isArray(list) || list.length === 0 || list.length > MemberFieldLimits.keys)
    throw imError('INVALID_PARAMETER', `memberCustomField takes 1 to ${MemberFieldLimits.keys} fields`);
  return list.map((item: unknown) => {
    const { key, value } = (item ?? {}) as { key?: unknown; value?: unknown };
    if (typeof key !== 'string' || !key || utf8Bytes(key) > MemberFieldLimits.keyBytes)
      throw imError('INVALID_PARAMETER', `a member custom field key is 1 to ${MemberFieldLimits.keyBytes} bytes`);
    if (typeof value !== 'string' || utf8Bytes(value) > MemberFieldLimits.valueBytes)
      throw imError('INVALID_PARAMETER', `a member custom field value is a string of at most ${MemberFieldLimits.valueBytes} bytes`);
    return { key, value };
  });
}

/**
 * markGroupMemberList's options: user ids (only the first 500 are marked, as the Tencent SDK does: `cut` tells the
 * caller to log the rest), a mark type from 1000 and whether to set or remove it.
 */
export function markOptions(
  options: unknown,
  cut: (dropped: number) => void,
): { userIDList: string[]; markType: number; enableMark: boolean } {
  const { userIDList, markType, enableMark } = (options ?? {}) as { userIDList?: unknown; markType?: unknown; enableMark?: unknown };
  if (!Array.isArray(userIDList) || userIDList.length === 0 || !userIDList.every((id) => typeof id === 'string' && id !== ''))
    throw imError('INVALID_PARAMETER', 'userIDList must be a non-empty list of user IDs');
  if (typeof markType !== 'number' || !Number.isInteger(markType) || markType < MemberFieldLimits.firstMarkType || markType > 2 ** 31 - 1)
    throw imError('INVALID_PARAMETER', `markType is a whole number from ${MemberFieldLimits.firstMarkType}`);
  if (typeof enableMark !== 'boolean') throw imError('INVALID_PARAMETER', 'enableMark is true (mark) or false (unmark)');
  if (userIDList.length > MemberFieldLimits.markUsers) cut(userIDList.length - MemberFieldLimits.markUsers);
  return { userIDList: userIDList.slice(0, MemberFieldLimits.markUsers), markType, enableMark };
}
