import { MemberFieldLimits } from '../../../runtime/im/protocol/group-codec.ts';
import { invalidParameter } from '../errors.ts';
import { membersById } from '../store/group-store.ts';
import type { CommandHandler } from './command.ts';
import { answer, createdGroup, groupRequest, requireManager, wireMember } from './group-call.ts';
import { changeableMember } from './group-member-commands.ts';
import { markMembers, setMemberFields } from '../store/member-store.ts';

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/** `group.memberCustomField` and `group.mark` (spec 001 §3, §5, §7). */
export const groupMemberFieldCommands: Record<string, CommandHandler> = {
  /**
   * Sets custom fields of `user_id` (empty: the caller): a member their own, the owner anyone's, an admin a plain
   * member's (10007 otherwise). Keys 1 to 16 bytes without repeats, values at most 64 bytes, at most 5 keys a member
   * (10004, nothing stored); an empty value deletes its key. Answers the member as stored now.
   */
  async 'group.memberCustomField'(call) {
    const request = groupRequest(call);
    const group = await createdGroup(call, request.groupId ?? '');
    const target = await changeableMember(call, group.id, request.userId, 'custom fields');
    const userId = target.user_id;
    const fields = (request.memberCustomField ?? []).map((item) => ({ key: item.key ?? '', value: item.value ?? '' }));
    if (fields.length === 0) throw invalidParameter('member_custom_field must not be empty');
    for (const { key, value } of fields) {
      if (!key || bytes(key) > MemberFieldLimits.keyBytes)
        throw invalidParameter(`a member custom field key is 1 to ${MemberFieldLimits.keyBytes} bytes`);
      if (bytes(value) > MemberFieldLimits.valueBytes)
        throw invalidParameter(`a member custom field value is at most ${MemberFieldLimits.valueBytes} bytes`);
    }
    if (new Set(fields.map((item) => item.key)).size !== fields.length) throw invalidParameter('member custom field keys must not repeat');
    const after = { ...target.custom_fields };
    for (const { key, value } of fields) {
      if (value === '') delete after[key];
      else after[key] = value;
    }
    if (Object.keys(after).length > MemberFieldLimits.keys)
      throw invalidParameter(`a member has at most ${MemberFieldLimits.keys} custom fields`);
    await setMemberFields(call.context.db, group.id, userId, JSON.stringify(after));
    return answer({ members: (await membersById(call.context.db, group.id, [userId])).map(wireMember) });
  },

  /**
   * The owner and admins mark (enable_mark) or unmark 1 to 500 members with `mark_type`, a number from 1000 (10004
   * otherwise); users who are not members are left out. Answers the marked members as stored now.
   */
  async 'group.mark'(call) {
    const request = groupRequest(call);
    const group = await createdGroup(call, request.groupId ?? '');
    await requireManager(call, group.id);
    const ids = [...new Set(request.userIds ?? [])];
    if (ids.length === 0 || ids.length > MemberFieldLimits.markUsers)
      throw invalidParameter(`user_ids takes 1 to ${MemberFieldLimits.markUsers} ids`);
    const markType = request.markType ?? 0;
    if (markType < MemberFieldLimits.firstMarkType || markType > 2 ** 31 - 1)
      throw invalidParameter(`mark_type is a number from ${MemberFieldLimits.firstMarkType}`);
    await markMembers(call.context.db, group.id, ids, markType, Boolean(request.enableMark));
    return answer({ members: (await membersById(call.context.db, group.id, ids)).map(wireMember) });
  },
};
