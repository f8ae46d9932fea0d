import type { WireConversation } from '../../../runtime/im/protocol/codec.ts';
import { atAllUserId, decodeAtList } from '../../../runtime/im/protocol/mentions.ts';
import { mentionCandidates } from '../store/conversation-settings-store.ts';
import { invalidParameter } from '../errors.ts';
import {
  conversationsOf,
  deleteConversation,
  listConversations,
  markRead,
  setPinned,
  type ConversationRow,
} from '../store/conversation-store.ts';
import { c2cType, groupType } from '../store/message-store.ts';
import { pushFrame, wireMessage } from '../wire.ts';
import type { CommandCall, CommandHandler } from './command.ts';
import { announceRead } from './message-commands.ts';

const maxListCount = 100;
/** Spec 001 §9: at most 100 conversations per delete. */
const maxDeleteCount = 100;

/** `C2C<user id>` or `GROUP<group id>`, the conversation ids of spec 001 §2. */
export function parseConversationId(id: string): { conversationType: number; peer: string } | undefined {
  if (id.startsWith('C2C') && id.length > 3) return { conversationType: c2cType, peer: id.slice(3) };
  if (id.startsWith('GROUP') && id.length > 5) return { conversationType: groupType, peer: id.slice(5) };
  return undefined;
}

/**
 * Group-at tips of a group conversation (spec 001 §3 Group-at entry): others' messages after the read position whose
 * @ list names the user (1), everyone (2) or both (3), unless the user dropped them (conversation.deleteGroupAt).
 */
async function groupAtTipsOf(call: CommandCall, row: ConversationRow): Promise<GroupAtTips> {
  const tips: GroupAtTips = { groupAtSequences: [], groupAtSenders: [], groupAtTypes: [] };
  if (row.conversation_type !== groupType) return tips;
  for (const candidate of await mentionCandidates(call.context.db, call.user.id, row.thread, row.read_seq)) {
    const mentioned = decodeAtList(candidate.data);
    const atType = (mentioned.includes(call.user.id) ? 1 : 0) + (mentioned.includes(atAllUserId) ? 2 : 0);
    if (atType === 0) continue;
    tips.groupAtSequences.push(candidate.sequence);
    tips.groupAtSenders.push(candidate.from_id);
    tips.groupAtTypes.push(atType);
  }
  return tips;
}

type GroupAtTips = { groupAtSequences: number[]; groupAtSenders: string[]; groupAtTypes: number[] };

function wireConversation(row: ConversationRow, groupAtTips: GroupAtTips): WireConversation {
  const isGroup = row.conversation_type === groupType;
  const last = row.last_message;
  return {
    type: row.conversation_type,
    peer: row.peer,
    unreadCount: row.unread,
    lastMessage: last ? wireMessage(last, { isPeerRead: !isGroup && last.to_id === row.peer && last.sequence <= row.peer_read_seq }) : null,
    isPinned: row.pinned,
    pinnedTimeStamp: row.pinned_time,
    peerReadTime: row.peer_read_time,
    readSequence: row.read_seq,
    groupType: isGroup ? (row.group_type ?? 'AVChatRoom') : '',
    name: row.name ?? '',
    conversationGroupList: row.conversation_groups ?? [],
    marks: Number(row.marks),
    customData: row.custom_data,
    messageRemindType: row.remind_type,
    ...groupAtTips,
    faceUrl: row.face_url ?? '',
  };
}

/** Tells the caller's other sockets that a conversation changed (kinds 3 to 6 of change_push). */
function pushToOtherSockets(call: CommandCall, kind: number, conversationId: string): void {
  call.afterResponse(() =>
    call.gateway.push(call.user.id, pushFrame('push.change', call.user.id, { changePush: { kind, conversationId } }), call.connection),
  );
}

/** `conversation.list`, `.delete`, `.pin` and `.readAll`. */
export const conversationCommands: Record<string, CommandHandler> = {
  async 'conversation.list'(call) {
    const request = call.frame.conversationListRequest ?? {};
    const start = request.startIndex ?? 0;
    const count = Math.min(request.count || maxListCount, maxListCount);
    const rows = await listConversations(call.context.db, call.user.id, start, count + 1);
    const page = rows.slice(0, count);
    const conversations: WireConversation[] = [];
    for (const row of page) conversations.push(wireConversation(row, await groupAtTipsOf(call, row)));
    return { conversationListResponse: { conversations, completeFlag: rows.length > count ? 0 : 1, startIndex: start + page.length } };
  },

  async 'conversation.delete'(call) {
    const request = call.frame.deleteConversationRequest ?? {};
    const ids = (request.conversationIds ?? []).slice(0, maxDeleteCount);
    if (ids.length === 0) throw invalidParameter('conversation_ids must not be empty');
    const deleted: string[] = [];
    for (const id of ids) {
      const conversation = parseConversationId(id);
      if (!conversation) continue;
      if (
        await deleteConversation(
          call.context.db,
          call.user.id,
          conversation.conversationType,
          conversation.peer,
          Boolean(request.clearHistoryMessage),
        )
      ) {
        deleted.push(id);
        pushToOtherSockets(call, 5, id);
      }
    }
    return { deleteConversationResponse: { deleted } };
  },

  async 'conversation.pin'(call) {
    const request = call.frame.pinConversationRequest ?? {};
    const conversation = parseConversationId(request.conversationId ?? '');
    if (!conversation) throw invalidParameter('conversation_id must be C2C<user id> or GROUP<group id>');
    const pinned = Boolean(request.pin);
    if (!(await setPinned(call.context.db, call.user.id, conversation.conversationType, conversation.peer, pinned, call.now)))
      throw invalidParameter('no such conversation');
    pushToOtherSockets(call, pinned ? 3 : 4, request.conversationId!);
  },

  /** Marks every C2C and/or group conversation read (neither flag: both); C2C peers learn it as from `read`. */
  async 'conversation.readAll'(call) {
    const request = call.frame.setAllReadRequest ?? {};
    const both = !request.c2c && !request.group;
    for (const conversationType of [request.c2c || both ? c2cType : 0, request.group || both ? groupType : 0]) {
      if (!conversationType) continue;
      for (const { peer } of await conversationsOf(call.context.db, call.user.id, conversationType)) {
        const read = await markRead(call.context.db, call.user.id, conversationType, peer, 0);
        if (read?.changed && conversationType === c2cType) await announceRead(call, peer, read.readSeq);
      }
    }
    pushToOtherSockets(call, 6, '');
  },
};
