import type { ChatContext } from '../../core/chat-context.ts';
import { parseConversationId } from '../../conversations/conversation-id.ts';
import { ImEvent } from '../../events.ts';
import { ConversationType, type Message } from '../../types.ts';
import type { CoreWire } from './core-wire.ts';

/** Spec 001 §4 Connection: a C2C conversation is recovered when its time gap is 1 to 600 seconds. */
export const minTimeGapSeconds = 1;
export const maxTimeGapSeconds = 600;
/** Spec 001 §9: the default roaming page; a recovery reads at most this many pages per conversation. */
const pageSize = 15;
const maxPages = 10;

/**
 * C2C recovery by time gap after a reconnect (spec 001 §4 Connection). The inbox sync that runs first already
 * fills C2C gaps exactly (every stored message has a consecutive inbox sequence), so this is the safety net the spec
 * asks for: when a conversation whose messages are held locally ends 1 to 600 s before the server's last message
 * for it, its history is read back (roaming, newest first) until the newest local message or the server's
 * `complete`. Older gaps are left to getMessageList, as a conversation not opened recently would be.
 */
export class C2cRecovery {
  constructor(
    private readonly context: ChatContext,
    /** The core's reader of wire messages, handed over (see CoreWire) so the bundler keeps it in the core's chunk. */
    private readonly wire: Pick<CoreWire, 'fromWireMessage'>,
  ) {}

  async recover(): Promise<void> {
    for (const conversation of this.context.conversations.sorted()) {
      if (conversation.type !== ConversationType.C2C || !conversation.lastMessage) continue;
      const held = this.context.listOf(conversation.conversationID).messages.filter((message) => message.sequence);
      const newest = held.at(-1);
      if (!newest) continue;
      const gap = conversation.lastMessage.lastTime - newest.time;
      if (gap >= minTimeGapSeconds && gap <= maxTimeGapSeconds) await this.pullAfter(conversation.conversationID, newest.sequence);
    }
  }

  private async pullAfter(conversationID: string, localNewest: number): Promise<void> {
    const peer = parseConversationId(conversationID)?.peer ?? '';
    const self = this.context.self().userID;
    const list = this.context.listOf(conversationID);
    const fresh: Message[] = [];
    let before = 0;
    for (let page = 0; page < maxPages; page++) {
      const frame = await this.context.request('roaming', {
        // The wire's C2C type (codec.ts WireConversationType), written out: a value import of the codec from this chunk
        // makes the app's build split the codec into a chunk of its own.
        roamingRequest: { conversationType: 1, peer, count: pageSize, sequence: before },
      });
      const wires = frame.roamingResponse?.messages ?? [];
      for (const wire of wires) {
        const message = this.wire.fromWireMessage(wire, self);
        if (message.sequence > localNewest && !message.isDeleted && list.upsert(message)) fresh.push(message);
      }
      before = wires.at(-1)?.sequence ?? 0;
      if (frame.roamingResponse?.complete || !before || before <= localNewest) break;
    }
    if (!fresh.length) return;
    fresh.sort((a, b) => a.sequence - b.sequence);
    for (const message of fresh) this.context.conversations.onMessage(message);
    this.context.emitter.emit(ImEvent.MESSAGE_RECEIVED, fresh);
  }
}
