import type { ChatContext } from '../../core/chat-context.ts';
import { ImEvent } from '../../events.ts';
import type { im } from '../../protocol/generated/im.js';
import { conversationIdOf } from '../../conversations/conversation-id.ts';
import { ConversationType, type Message } from '../../types.ts';
import type { CoreWire } from './core-wire.ts';

/** ChangePush kinds of docs/im-protocol.md. */
const ChangeKind = { REVOKED: 1, MODIFIED: 2, PINNED: 3, UNPINNED: 4, DELETED: 5, READ_ALL: 6 } as const;

/**
 * What the server pushes of changes made elsewhere (`push.read`, `push.change`): peer reads, revocations,
 * modifications and conversation changes. In the messages module, loaded on the first of them: a fan who only reads
 * live rooms never gets one.
 */
export function applyMessagePush(context: ChatContext, wire: CoreWire, frame: im.Frame): void {
  if (frame.header?.command === 'push.read') peerRead(context, frame.readPush?.peer ?? '', frame.readPush?.time ?? 0);
  else change(context, wire, frame.changePush ?? {});
}

/** Outgoing messages up to the peer's read time are read (spec 001 §4). */
function peerRead(context: ChatContext, peer: string, time: number): void {
  const conversationID = conversationIdOf(ConversationType.C2C, peer);
  const marked: Message[] = [];
  for (const message of context.listOf(conversationID).messages) {
    if (message.flow !== 'out' || message.isPeerRead || message.time > time || message.status !== 'success') continue;
    message.isPeerRead = true;
    marked.push(message);
  }
  context.conversations.update(conversationID, { peerReadTime: time });
  context.emitter.emit(ImEvent.MESSAGE_READ_BY_PEER, { conversationID, time, messages: marked });
}

function change(context: ChatContext, wire: CoreWire, push: im.ChangePush.$Properties): void {
  const self = context.self().userID;
  const conversationID = push.conversationId ?? '';
  switch (push.kind) {
    case ChangeKind.REVOKED:
      if (push.message)
        wire.messages.applyRevoke(wire.fromWireMessage(push.message, self), push.message.revoker || push.message.from || '');
      return;
    case ChangeKind.MODIFIED:
      if (push.message) wire.messages.applyModified(push.message);
      return;
    case ChangeKind.PINNED:
    case ChangeKind.UNPINNED:
      context.conversations.update(conversationID, {
        isPinned: push.kind === ChangeKind.PINNED,
        pinnedTimeStamp: push.kind === ChangeKind.PINNED ? Math.floor(context.now() / 1000) : 0,
      });
      return;
    case ChangeKind.DELETED:
      context.conversations.delete(conversationID);
      return;
    case ChangeKind.READ_ALL:
      for (const conversation of context.conversations.sorted())
        context.conversations.update(conversation.conversationID, { unreadCount: 0 });
      return;
    default:
      context.log.warn(`chat: ignored unknown change kind ${push.kind}`);
  }
}
