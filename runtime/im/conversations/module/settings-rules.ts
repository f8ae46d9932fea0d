import { imError } from '../../errors.ts';
import { ConversationLimits } from '../../protocol/conversation-codec.ts';
import { isTopicID, parseConversationId } from '../conversation-id.ts';
import { ConversationType, remindTypesByFlag, type MessageRemindType } from '../../types.ts';

/** What a batch call of the conversation module resolves with (spec 001 §8: failures beside successes). */
export interface ConversationBatchResult {
  successConversationIDList: string[];
  failureConversationIDList: { conversationID: string; code: number; message: string }[];
}

/**
 * The calls that need the commercial ability (spec 001 §5 "Conversation groups and marks", §6): the purchase-bit
 * check (requireAbility, core/commercial.ts) opens each of these methods of the conversation module.
 */
export const commercialConversationCalls: ReadonlySet<string> = new Set([
  'markConversation',
  'getConversationGroupList',
  'createConversationGroup',
  'deleteConversationGroup',
  'renameConversationGroup',
  'addConversationsToGroup',
  'deleteConversationsFromGroup',
]);

/** A conversation group's name: a string of 1 to 32 characters (spec 001 §5), else INVALID_PARAMETER. */
export function checkedGroupName(name: unknown, field = 'groupName'): string {
  const length = typeof name === 'string' ? [...name].length : 0;
  if (length === 0 || length > ConversationLimits.groupNameCharacters)
    throw imError('INVALID_PARAMETER', `${field} must be a string of 1 to ${ConversationLimits.groupNameCharacters} characters`);
  return name as string;
}

/**
 * Splits a conversationIDList (a non-empty array, else INVALID_PARAMETER; cut to 100) into the IDs to send and the
 * items that fail here (spec 001 §5): not a local conversation (CONVERSATION_NOT_FOUND), or neither C2C nor GROUP
 * (INVALID_CONVERSATION_ID: topics and system conversations).
 */
export function splitConversationIds(
  ids: unknown,
  isLocal: (id: string) => boolean,
): { send: string[]; failed: ConversationBatchResult['failureConversationIDList'] } {
  if (!Array.isArray(ids) || ids.length === 0) throw imError('INVALID_PARAMETER', 'conversationIDList must be a non-empty array');
  const send: string[] = [];
  const failed: ConversationBatchResult['failureConversationIDList'] = [];
  for (const id of [...new Set(ids)].slice(0, ConversationLimits.conversationsPerCall)) {
    const parsed = typeof id === 'string' ? parseConversationId(id) : undefined;
    const kind = parsed && !(parsed.type === ConversationType.GROUP && isTopicID(parsed.peer)) ? parsed.type : undefined;
    if (typeof id !== 'string' || !isLocal(id)) failed.push(failure(String(id), 'CONVERSATION_NOT_FOUND'));
    else if (kind !== ConversationType.C2C && kind !== ConversationType.GROUP) failed.push(failure(id, 'INVALID_CONVERSATION_ID'));
    else send.push(id);
  }
  return { send, failed };
}

function failure(conversationID: string, name: 'CONVERSATION_NOT_FOUND' | 'INVALID_CONVERSATION_ID') {
  const error = imError(name);
  return { conversationID, code: error.code, message: error.message };
}

/** Tencent's markType: a power of two from 1 (star) up, here at most 2^31 (our 32 mark bits); its bit index. */
export function markBitOf(markType: unknown): number {
  const bit = typeof markType === 'number' && markType >= 1 ? Math.log2(markType) : -1;
  if (!Number.isInteger(bit) || bit < 0 || bit >= ConversationLimits.markBits)
    throw imError('INVALID_PARAMETER', `markType must be a power of two from 1 to 2^${ConversationLimits.markBits - 1}`);
  return bit;
}

/** Custom data: a string of at most 256 (spec 001 §5), counted as Tencent's SDK counts it, in UTF-16 units. */
export function checkedCustomData(customData: unknown): string {
  if (typeof customData !== 'string' || customData.length > ConversationLimits.customDataLength) {
    throw imError('INVALID_PARAMETER', `customData must be a string of at most ${ConversationLimits.customDataLength} characters`);
  }
  return customData;
}

/** The wire flag of a remind type name (TIM.TYPES.MSG_REMIND_*), else INVALID_PARAMETER. */
export function remindFlagOf(type: unknown): number {
  const flag = remindTypesByFlag.indexOf(type as MessageRemindType);
  if (flag < 0) throw imError('INVALID_PARAMETER', `messageRemindType must be one of ${remindTypesByFlag.join(', ')}`);
  return flag;
}

/** setMessageRemindType's C2C peers: a non-empty array of user IDs, cut to 30 as Tencent's (spec 001 §5). */
export function remindUserIds(userIDList: unknown): string[] {
  if (!Array.isArray(userIDList) || userIDList.length === 0 || userIDList.some((id) => typeof id !== 'string' || id === '')) {
    throw imError('INVALID_PARAMETER', 'give a groupID, or a userIDList of user IDs');
  }
  return [...new Set(userIDList as string[])].slice(0, ConversationLimits.remindUsersPerCall);
}
