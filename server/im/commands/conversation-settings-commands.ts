import { ConversationLimits, ConversationPushKind, RemindFlag } from '../../../runtime/im/protocol/conversation-codec.ts';
import { GroupNoticeType, topicIdMark } from '../../../runtime/im/protocol/group-codec.ts';
import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { requireGroup } from '../groups.ts';
import { isMember } from '../store/member-store.ts';
import {
  clearHistory,
  deleteGroupAtTips,
  setCustomData,
  setMarkBit,
  setRemindType,
  type ConversationKey,
} from '../store/conversation-settings-store.ts';
import { c2cType, groupType } from '../store/message-store.ts';
import type { CommandCall, CommandHandler } from './command.ts';
import { parseConversationId } from './conversation-commands.ts';
import { pushNotice } from './group-call.ts';
import {
  answer,
  conversationRequest,
  conversationsOfRequest,
  pushToOtherDevices,
  result,
  settingsNow,
} from './conversation-settings-call.ts';
import { requirePurchased } from './service-call.ts';

/** Chat user ids: registered (numeric) or guests. */
const userIdPattern = /^(\d{1,9}|guest_[\w-]{1,64})$/;

/** Sets something on each of the request's conversations; answers per item and tells the other devices. */
async function setOnEach(call: CommandCall, ids: readonly string[] | null | undefined, set: (key: ConversationKey) => Promise<void>) {
  const { found, failed } = await conversationsOfRequest(call, ids);
  for (const { key } of found) await set(key);
  const conversations = await settingsNow(
    call,
    found.map(({ key }) => key),
  );
  if (found.length > 0) pushToOtherDevices(call, { kind: ConversationPushKind.MARK, conversations });
  return answer({ results: [...failed, ...found.map(({ id }) => result(id))], conversations });
}

/** The community a topic belongs to (its id begins with the community's), or the group itself. */
const groupOfId = (id: string): string => (id.includes(topicIdMark) ? id.slice(0, id.indexOf(topicIdMark)) : id);

/**
 * `conversation.mark`, `.customData`, `.remind`, `.clearHistory` and `.deleteGroupAt`: the caller's own settings of
 * their conversations (docs/im-protocol.md "Conversation settings commands").
 */
export const conversationSettingsCommands: Record<string, CommandHandler> = {
  /** Sets or clears one mark bit: star 1, unread 2, fold 4, hide 8 are bits 0 to 3; custom marks the bits above. */
  async 'conversation.mark'(call) {
    requirePurchased(call.gateway, 'conversationGroup');
    const request = conversationRequest(call);
    const bit = request.markBit ?? 0;
    if (bit >= ConversationLimits.markBits) throw invalidParameter(`mark_bit must be 0 to ${ConversationLimits.markBits - 1}`);
    return setOnEach(call, request.conversationIds, (key) =>
      setMarkBit(call.context.db, call.user.id, key, bit, Boolean(request.enableMark)),
    );
  },

  /** Custom data of at most 256 UTF-16 units (spec 001 §5; Tencent's SDK counts `length`), '' to clear it. */
  async 'conversation.customData'(call) {
    const request = conversationRequest(call);
    const customData = request.customData ?? '';
    if (customData.length > ConversationLimits.customDataLength)
      throw invalidParameter(`custom_data is at most ${ConversationLimits.customDataLength} characters`);
    return setOnEach(call, request.conversationIds, (key) => setCustomData(call.context.db, call.user.id, key, customData));
  },

  /**
   * A remind type for one group or topic the caller is in (10007 otherwise), or for 1 to 30 C2C peers (spec 001 §5),
   * each with its result: a malformed id or the caller's own fails. A peer needs no conversation yet: the setting
   * waits for it. The caller's other devices hear a group's or topic's as system notice 20 (spec 001 §4), a peer's as
   * push.conversation.
   */
  async 'conversation.remind'(call) {
    const request = conversationRequest(call);
    const remindType = request.remindType ?? 0;
    if (!(Object.values(RemindFlag) as number[]).includes(remindType)) throw invalidParameter('remind_type must be 0, 1 or 2');
    const userIds = request.userIds ?? [];
    if (request.groupId) {
      if (userIds.length > 0) throw invalidParameter('give group_id or user_ids, not both');
      const groupId = groupOfId(request.groupId);
      if (!(await isMember(call.context.db, groupId, call.user.id)))
        throw new ImError(ServerCode.NO_PERMISSION, 'not a member of this group');
      const key = { conversationType: groupType, peer: request.groupId };
      await setRemindType(call.context.db, call.user.id, key, remindType);
      const group = await requireGroup(call.context.db, groupId);
      const topicIds = groupId === request.groupId ? [] : [request.groupId];
      pushNotice(call, [call.user.id], {
        type: GroupNoticeType.REMIND_TYPE,
        group: { groupId, type: group.type, name: group.name },
        topicIds,
        remindType,
      });
      return answer({ results: [result(request.groupId)], conversations: await settingsNow(call, [key]) });
    }
    if (userIds.length === 0 || userIds.length > ConversationLimits.remindUsersPerCall)
      throw invalidParameter(`user_ids must hold 1 to ${ConversationLimits.remindUsersPerCall} ids`);
    const results = [];
    const keys: ConversationKey[] = [];
    for (const userId of new Set(userIds)) {
      if (!userIdPattern.test(userId) || userId === call.user.id)
        results.push(result(userId, ServerCode.INVALID_RECIPIENT, 'not a chat user other than yourself'));
      else {
        keys.push({ conversationType: c2cType, peer: userId });
        await setRemindType(call.context.db, call.user.id, keys.at(-1)!, remindType);
        results.push(result(userId));
      }
    }
    const conversations = await settingsNow(call, keys);
    if (keys.length > 0) pushToOtherDevices(call, { kind: ConversationPushKind.MARK, conversations });
    return answer({ results, conversations });
  },

  /** The conversation's messages go for the caller only; the conversation stays, read to its end. */
  async 'conversation.clearHistory'(call) {
    const request = conversationRequest(call);
    const [id] = request.conversationIds ?? [];
    const key = parseConversationId(id ?? '');
    if (!key || request.conversationIds!.length !== 1)
      throw invalidParameter('conversation_ids must hold one C2C or GROUP conversation id');
    if (!(await clearHistory(call.context.db, call.user.id, key))) throw invalidParameter('no such conversation');
    pushToOtherDevices(call, { kind: ConversationPushKind.HISTORY_CLEARED, conversationId: id });
    return answer({ results: [result(id)] });
  },

  /** Drops group-at tips without reading their messages (spec 001 §7 "delete group-at tips"): at most 100. */
  async 'conversation.deleteGroupAt'(call) {
    const refs = conversationRequest(call).groupAt ?? [];
    if (refs.length === 0 || refs.length > ConversationLimits.groupAtPerCall)
      throw invalidParameter(`group_at must hold 1 to ${ConversationLimits.groupAtPerCall} tips`);
    await deleteGroupAtTips(
      call.context.db,
      call.user.id,
      refs.map((ref) => ({ groupId: ref.groupId ?? '', sequence: Math.min(ref.sequence ?? 0, 2 ** 31 - 1) })),
    );
  },
};
