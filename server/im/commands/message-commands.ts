import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import type { MessageRef } from '../../../runtime/im/protocol/codec.ts';
import { checkedElements } from '../content.ts';
import { checkImageElements } from '../image-elements.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { locateMessage, modifyMessage, revokeMessage } from '../store/change-store.ts';
import { markRead, notePeerRead } from '../store/conversation-store.ts';
import { isMember } from '../store/member-store.ts';
import { memberIds } from '../store/group-store.ts';
import { c2cType, groupType, markDeleted, type MessageRow } from '../store/message-store.ts';
import { pushFrame, wireMessage } from '../wire.ts';
import { publishOnlineOnly } from '../room-events.ts';
import { groupOf, pushChangeTo, revokeNotice } from '../recall.ts';
import type { CommandCall, CommandHandler } from './command.ts';
import { createdGroup } from '../store/group-row-store.ts';
import { keepSiteMute } from '../site-mute.ts';

/** Most messages one `delete` may name (spec 001 §9). */
const maxDeleteCount = 30;

async function requireMessage(call: CommandCall, ref: MessageRef | null | undefined): Promise<MessageRow> {
  if (!ref) throw invalidParameter('a message reference is required');
  const row = await locateMessage(call.context.db, ref, call.user.id);
  if (!row) throw invalidParameter('no such message');
  return row;
}

/** The type of the created group a group message belongs to (a topic's: its community's); undefined for a live room. */
async function createdGroupType(call: CommandCall, row: MessageRow): Promise<string | undefined> {
  return (await createdGroup(call.context.db, groupOf(row)))?.type;
}

/**
 * A change of a stored message reaches both sides of a C2C conversation and every member of a created group (Public,
 * Private, ChatRoom, Community and its topics), every socket; a live room's only the caller (its readers hear a revokeMessage instead).
 */
async function pushChange(call: CommandCall, kind: 1 | 2, row: MessageRow): Promise<void> {
  // A topic's message reaches its community's members.
  const groupId = groupOf(row);
  const created = row.conversation_type === groupType ? await createdGroupType(call, row) : undefined;
  const users =
    row.conversation_type === c2cType
      ? [row.from_id, row.to_id]
      : created && created !== 'AVChatRoom'
        ? await memberIds(call.context.db, groupId)
        : [call.user.id];
  call.afterResponse(() => pushChangeTo(call.gateway, users, kind, row));
}

/**
 * Tells the peer of a C2C conversation that `reader` read it up to `sequence`: stored on the peer's side (peer read
 * time) and pushed to the peer's sockets.
 */
export async function announceRead(call: CommandCall, peer: string, sequence: number): Promise<void> {
  await notePeerRead(call.context.db, peer, call.user.id, sequence, call.now);
  call.afterResponse(() =>
    call.gateway.push(peer, pushFrame('push.read', peer, { readPush: { peer: call.user.id, time: call.now, sequence } })),
  );
}

/** `read`, `revoke`, `modify` and `delete`. */
export const messageCommands: Record<string, CommandHandler> = {
  async read(call) {
    const request = call.frame.setReadRequest ?? {};
    const conversationType = request.conversationType ?? 0;
    if (conversationType !== c2cType && conversationType !== groupType)
      throw invalidParameter('conversation_type must be 1 (C2C) or 2 (GROUP)');
    if (!request.peer) throw invalidParameter('peer is required');
    // A conversation the caller does not have has nothing to mark: a success without effect.
    const read = await markRead(call.context.db, call.user.id, conversationType, request.peer, request.sequence ?? 0);
    if (read && conversationType === c2cType) await announceRead(call, request.peer, read.readSeq);
  },

  async revoke(call) {
    const row = await requireMessage(call, call.frame.messageRef);
    if (row.from_id !== call.user.id) throw new ImError(ServerCode.NO_PERMISSION, 'only the sender may revoke a message');
    const revoked = await revokeMessage(call.context.db, row.id, call.user.id);
    if (!revoked.changed) return;
    await pushChange(call, 1, revoked.row);
    // Live-room readers poll rather than hold a socket: they learn of it from a revokeMessage in their next answer.
    if (row.conversation_type === groupType) {
      const groupId = revoked.row.to_id;
      call.gateway.polls.changed(groupId, wireMessage(revoked.row));
      call.afterResponse(() => publishOnlineOnly(call.gateway, groupId, revokeNotice(revoked.row, call.user.id)));
    }
  },

  async modify(call) {
    const request = call.frame.modifyRequest ?? {};
    const row = await requireMessage(call, request.ref);
    // A created group's members all hear the change (pushChange); a live room's readers poll and would not.
    const groupKind = row.conversation_type === groupType ? await createdGroupType(call, row) : undefined;
    if (row.conversation_type === groupType && (!groupKind || groupKind === 'AVChatRoom'))
      throw new ImError(ServerCode.NO_PERMISSION, 'live-room messages cannot be modified');
    // A group's member edits their own words only, and only while still in the group.
    if (groupKind && (row.from_id !== call.user.id || !(await isMember(call.context.db, groupOf(row), call.user.id)))) {
      throw new ImError(ServerCode.NO_PERMISSION, 'in a group only its sender, a member, may modify a message');
    }
    if (row.revoked) throw invalidParameter('a revoked message cannot be modified');
    // An edit puts new words before the readers: a site-wide mute refuses it (recalling one's own is still allowed).
    await keepSiteMute(call, groupKind ? groupOf(row) : '');
    const cloudCustomData = request.cloudCustomData ?? '';
    // No elements: the body stays and only the cloud custom data changes.
    // A merged list keeps the time it was first sent: the message's own.
    const elements = checkedElements(request.elements?.length ? request.elements : row.elements, cloudCustomData, row.time);
    await checkImageElements(call, elements);
    const modified = await modifyMessage(call.context.db, row.id, request.version ?? 0, elements, cloudCustomData);
    if (!modified.changed)
      throw new ImError(ServerCode.MODIFY_CONFLICT, `the message is at version ${modified.row.version}`, {
        modifiedMessage: wireMessage(modified.row),
      });
    await pushChange(call, 2, modified.row);
    return { modifiedMessage: wireMessage(modified.row) };
  },

  async delete(call) {
    const refs = call.frame.deleteMessagesRequest?.refs ?? [];
    if (refs.length === 0 || refs.length > maxDeleteCount) throw invalidParameter(`delete names 1 to ${maxDeleteCount} messages`);
    const ids: number[] = [];
    for (const ref of refs) {
      const row = await locateMessage(call.context.db, ref, call.user.id);
      if (row) ids.push(row.id);
    }
    await markDeleted(call.context.db, call.user.id, ids);
  },
};
