import { ErrorCode, ImError, imError } from '../errors.ts';
import { ImEvent } from '../events.ts';
import type { WireMessage } from '../protocol/codec.ts';
import type { ChatContext } from '../core/chat-context.ts';
import { requireAbility } from '../core/commercial.ts';
import { ConversationType, MessageType, type Message, type TextPayload } from '../types.ts';
import { fromWireMessage, messageIdOf, toWireMessage } from './wire-message.ts';

/** Optional text check of the host app: `blocked` refuses the message, otherwise `text` replaces it. */
export type ProfanityFilter = (text: string) => { blocked: boolean; text: string };

/**
 * Sending and resending messages (spec 001 §4 Message life cycle, §5 Sending), and applying revocations and
 * modifications however they come; revoking, deleting, modifying, history and reads are the messages module's (module/).
 */
export class MessageService {
  constructor(
    private readonly context: ChatContext,
    private readonly filterProfanity: ProfanityFilter | undefined,
    private readonly isInLiveRoom: (groupID: string) => boolean,
    /** Work before the send goes out while the message shows as unsend: an image's upload (ChatClient). */
    private readonly prepare: (message: Message) => Promise<void> = () => Promise.resolve(),
  ) {}

  async send(message: Message | undefined): Promise<{ message: Message }> {
    if (!message || typeof message !== 'object' || !message.ID) throw imError('MESSAGE_SEND_NEED_MESSAGE_INSTANCE');
    if (message.conversationType !== ConversationType.C2C && message.conversationType !== ConversationType.GROUP)
      throw imError('MESSAGE_SEND_INVALID_CONVERSATION_TYPE');
    if (message.type === MessageType.TEXT) this.checkText(message);
    if (message.conversationType === ConversationType.GROUP && this.isLiveRoomGroup(message.to) && !this.isInLiveRoom(message.to))
      throw imError('NOT_IN_AVCHATROOM', 'not in this live room: join it first');
    if (message.conversationType === ConversationType.GROUP && this.context.groupsWithTopics.has(message.to))
      throw imError('MESSAGE_SEND_GROUP_WITH_TOPIC_FAIL');
    // Spec 001 §5: a message to specified receivers needs the purchased ability, checked before anything is sent.
    if (message.receiverList?.length) requireAbility(this.context, 'specifiedReceivers');
    message.status = 'unsend';
    this.signAsSelf(message);
    const list = this.context.listOf(message.conversationID);
    if (!message.onlineOnly) {
      list.upsert(message);
      this.context.conversations.onMessage(message);
    }
    this.statusChanged(message);
    const command = message.conversationType === ConversationType.C2C ? 'c2c.send' : 'group.send';
    try {
      await this.prepare(message);
      const frame = await this.context.request(command, {
        sendMessageRequest: { message: toWireMessage(message), onlineOnly: message.onlineOnly },
      });
      const answer = frame.sendMessageResponse;
      const sequence = answer?.sequence ?? 0;
      const numbered = {
        sequence,
        time: answer?.time || message.time,
        ID: messageIdOf(message.from, message.to, message.random, sequence),
      };
      // The server's copy merges into the held message while it is still unnumbered, which moves it into server
      // order (unless the push of this very message already did).
      if (!message.onlineOnly) list.upsert({ ...message, ...numbered });
      Object.assign(message, numbered, { status: 'success' });
      if (!message.onlineOnly) this.context.conversations.onMessage(message);
      this.statusChanged(message);
      return { message };
    } catch (error) {
      message.status = 'fail';
      this.context.conversations.update(message.conversationID, {});
      this.statusChanged(message);
      const cause = error instanceof ImError ? error : imError('MESSAGE_SEND_FAIL');
      throw new ImError(cause.code, cause.message, { message });
    }
  }

  /** Sends a failed message again with the same random, so the server keeps at most one copy. */
  resend(message: Message): Promise<{ message: Message }> {
    if (message?.status !== 'fail') return Promise.reject(imError('MESSAGE_SEND_FAIL', 'only a failed message can be resent'));
    return this.send(message);
  }

  /** Revoked by the sender (here or pushed): flagged, off the unread count, announced. */
  applyRevoke(target: Pick<Message, 'conversationID' | 'from' | 'to' | 'random'>, revoker: string): void {
    const held = this.context.listOf(target.conversationID).get(`${target.from}-${target.to}-${target.random}`);
    if (!held || held.isRevoked) return;
    this.context.conversations.onRevoked(held);
    held.isRevoked = true;
    held.revoker = revoker;
    this.context.emitter.emit(ImEvent.MESSAGE_REVOKED, [held]);
  }

  /** A modification applies only with a greater version than the one held (spec 001 §4). */
  applyModified(wire: WireMessage): void {
    const modified = fromWireMessage(wire, this.context.self().userID);
    const held = this.context.listOf(modified.conversationID).get(`${modified.from}-${modified.to}-${modified.random}`);
    if (!held || modified.version <= held.version) return;
    Object.assign(held, {
      payload: modified.payload,
      type: modified.type,
      version: modified.version,
      cloudCustomData: modified.cloudCustomData,
      isModified: true,
    });
    this.context.emitter.emit(ImEvent.MESSAGE_MODIFIED, [held]);
  }

  /**
   * A message created before the login finished has no profile yet; the server puts the sender's own nick and avatar
   * on the stored copy anyway, so the local one shows them too (the echo changes nothing the list shows).
   */
  private signAsSelf(message: Message): void {
    const self = this.context.self();
    if (message.from !== self.userID) return;
    if (!message.nick) message.nick = self.nick;
    if (!message.avatar) message.avatar = self.avatar;
  }

  /** Bindings re-read the conversation's list on this event; the message is the same object each time. */
  private statusChanged(message: Message): void {
    this.context.emitter.emit(ImEvent.MESSAGE_STATUS_CHANGED, [message]);
  }

  /** An empty text is refused; the host's profanity filter refuses it or replaces it. */
  checkText(message: Message): void {
    const payload = message.payload as TextPayload;
    if (!payload.text || !payload.text.trim()) throw new ImError(ErrorCode.MESSAGE_TEXT_EMPTY, undefined, { message });
    if (!this.filterProfanity) return;
    const verdict = this.filterProfanity(payload.text);
    if (verdict.blocked) throw imError('PROFANITY_FOUND', 'the text contains a blocked word', { message });
    payload.text = verdict.text;
  }

  isLiveRoomGroup(groupID: string): boolean {
    return this.context.conversations.get(`GROUP${groupID}`)?.groupType === 'AVChatRoom' || this.isInLiveRoom(groupID);
  }
}
