import {
  ConversationLimits,
  decodeConversationRequest,
  encodeConversationPush,
  encodeConversationResponse,
  type ConversationPush,
  type ConversationResponse,
  type WireConversationResult,
} from '../../../runtime/im/protocol/conversation-codec.ts';
import type { imconv } from '../../../runtime/im/protocol/generated/conversation.js';
import type { FrameBody } from '../../../runtime/im/protocol/codec.ts';
import { topicIdMark } from '../../../runtime/im/protocol/group-codec.ts';
import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { conversationGroupsOf, existingConversationIds, settingsOf, type ConversationKey } from '../store/conversation-settings-store.ts';
import { pushFrame } from '../wire.ts';
import type { CommandCall } from './command.ts';
import { parseConversationId } from './conversation-commands.ts';

/** Helpers the conversation settings commands share: their request and answer bytes, items and pushes. */

/** The decoded `conversation` bytes of the request; 10004 when they are not a ConversationRequest. */
export function conversationRequest(call: CommandCall): imconv.ConversationRequest {
  // Guests have no lasting conversations to file away (as they have no friends or profile).
  if (!/^\d{1,9}$/.test(call.user.id)) throw new ImError(ServerCode.NO_PERMISSION, 'only registered users keep conversation settings');
  let request: imconv.ConversationRequest;
  try {
    request = decodeConversationRequest(call.frame.conversation ?? new Uint8Array());
  } catch {
    throw invalidParameter('conversation must be a ConversationRequest');
  }
  // PostgreSQL text cannot hold NUL: refused here, before it could fail a statement halfway through a command.
  if (JSON.stringify(request).includes('\\u0000')) throw invalidParameter('text must not contain NUL characters');
  return request;
}

export const answer = (response: ConversationResponse): FrameBody => ({ conversation: encodeConversationResponse(response) });

export const result = (id: string, code = 0, info = ''): WireConversationResult => ({ id, code, info });

/** A conversation group's name: 1 to 32 characters (spec 001 §5). */
export function checkedGroupName(name: string | null | undefined, field = 'group_name'): string {
  const length = [...(name ?? '')].length;
  if (length === 0 || length > ConversationLimits.groupNameCharacters)
    throw invalidParameter(`${field} must be 1 to ${ConversationLimits.groupNameCharacters} characters`);
  return name!;
}

/**
 * The request's conversations (cut to 100): each either a conversation of the caller's, C2C or group, or a failed
 * item (spec 001 §5: "each conversation ID must exist and be C2C or GROUP, else that item fails"). 10004 for none.
 */
export async function conversationsOfRequest(
  call: CommandCall,
  ids: readonly string[] | null | undefined,
): Promise<{ found: { id: string; key: ConversationKey }[]; failed: WireConversationResult[] }> {
  const given = [...new Set(ids ?? [])].slice(0, ConversationLimits.conversationsPerCall);
  if (given.length === 0) throw invalidParameter('conversation_ids must not be empty');
  const parsed = given.map((id) => ({ id, key: parseConversationId(id) }));
  const existing = await existingConversationIds(
    call.context.db,
    call.user.id,
    parsed.flatMap(({ key }) => (key ? [key] : [])),
  );
  const found: { id: string; key: ConversationKey }[] = [];
  const failed: WireConversationResult[] = [];
  for (const { id, key } of parsed) {
    if (!key || key.peer.includes(topicIdMark)) failed.push(result(id, ServerCode.INVALID_PARAMETER, 'not a C2C or GROUP conversation id'));
    else if (!existing.has(id)) failed.push(result(id, ServerCode.INVALID_PARAMETER, 'no such conversation'));
    else found.push({ id, key });
  }
  return { found, failed };
}

/** The caller's groups now, for answers and pushes. */
export async function groupsNow(call: CommandCall) {
  return (await conversationGroupsOf(call.context.db, call.user.id)).map((group) => ({
    name: group.name,
    conversationIds: group.conversationIds,
  }));
}

/** The settings now of these conversations, for answers and pushes. */
export async function settingsNow(call: CommandCall, keys: readonly ConversationKey[]) {
  return (await settingsOf(call.context.db, call.user.id, keys)).map((row) => ({
    conversationId: row.conversationId,
    marks: row.marks,
    customData: row.customData,
    remindType: row.remindType,
  }));
}

/** Tells the caller's other sockets (their other devices) what changed, once the answer is out. */
export function pushToOtherDevices(call: CommandCall, push: ConversationPush): void {
  call.afterResponse(() =>
    call.gateway.push(
      call.user.id,
      pushFrame('push.conversation', call.user.id, { conversation: encodeConversationPush(push) }),
      call.connection,
    ),
  );
}
