import { ImEvent } from '../events.ts';
import { WireConversationType, type WireMessage } from '../protocol/codec.ts';
import type { im } from '../protocol/generated/im.js';
import type { ChatContext } from '../core/chat-context.ts';
import { conversationIdOf, isTopicID } from '../conversations/conversation-id.ts';
import { ConversationType, GroupType, type Message } from '../types.ts';
import { Inbox } from './inbox.ts';
import { LossDetector } from './loss-detector.ts';
import type { MessageService } from './message-service.ts';
import { fromWireMessage } from './wire-message.ts';
import { revokeNoticeOf, type RevokeNotice } from './room-notices.ts';
import { StackedMessages } from './stacked-messages.ts';

/** Inbox pages asked for at once; the loop stops after this many pages even if the server never says finished. */
const syncPageSize = 100;
const maxSyncPages = 10_000;

/**
 * Messages the server sends unasked: C2C messages in inbox order (with the sync that fills gaps and follows every
 * login) and group messages, pushed or polled. Peer reads, revocations, modifications and conversation changes made
 * elsewhere are the messages module's (module/message-pushes.ts).
 */
export class IncomingMessages {
  readonly inbox = new Inbox();
  private syncing: Promise<void> | undefined;
  private syncAgain = false;

  /** Warns when sequences stay missing (spec 001 §4, §9); recovery itself is the inbox sync and group pulls. */
  private readonly losses: LossDetector;

  constructor(
    private readonly context: ChatContext,
    private readonly messages: MessageService,
    /** Group messages go through gap recovery first (groups/module/group-recovery.ts), which calls deliverGroup. */
    private readonly offerGroup: (messages: WireMessage[]) => void,
    /** Shared with group recovery, so the SDK warns at most 5 times in all. */
    private readonly stacked = new StackedMessages(context.log),
    /** Messages of groups not learnt here: held and probed by the groups module, which hands them back. */
    private readonly holdUnknown?: (messages: WireMessage[]) => void,
  ) {
    this.losses = new LossDetector((conversationID, missing) =>
      context.log.warn(`chat: possible message loss in ${conversationID}: sequences ${missing.join(', ')} still missing`),
    );
  }

  push(frame: im.Frame): void {
    switch (frame.header?.command) {
      case 'push.message':
        return this.offer(frame.messagePush?.messages ?? []);
      default:
        this.context.log.warn(`chat: ignored unknown push ${frame.header?.command}`);
    }
  }

  /** Pulls the inbox from the last position released; one sync at a time, again if a gap showed up meanwhile. */
  sync(): Promise<void> {
    if (this.syncing) {
      this.syncAgain = true;
      return this.syncing;
    }
    this.syncing = this.runSync().finally(() => {
      this.syncing = undefined;
      if (this.syncAgain) {
        this.syncAgain = false;
        // Nobody awaits this one: its failure (a dropped socket, a logout) is logged, not left unhandled.
        void this.sync().catch((error) => this.context.log.warn('chat: inbox sync failed', error));
      }
    });
    return this.syncing;
  }

  /**
   * Group messages in group order (released by gap recovery, so each once). A live room's are capped and never
   * unread; a created group's are kept and counted like C2C ones (their tips excepted). A `revokeMessage` of the
   * server is delivered like the rest (the app may act on it) and also applied: the message it names is revoked.
   */
  deliverGroup(wires: readonly WireMessage[]): void {
    const self = this.context.self().userID;
    const fresh: Message[] = [];
    const revokes: RevokeNotice[] = [];
    const unknown: WireMessage[] = [];
    for (const wire of wires) {
      const message = fromWireMessage(wire, self);
      // A topic's message is its community's: kept and counted, never a live room's.
      const known =
        this.context.conversations.get(message.conversationID)?.groupType ||
        this.context.groupTypes.get(message.to) ||
        (isTopicID(message.to) ? GroupType.COMMUNITY : '');
      // Spec 001 §5: a group not learnt here is probed first (the groups module); without it, taken for a live room.
      if (!known && this.holdUnknown) {
        unknown.push(wire);
        continue;
      }
      const type = known || GroupType.AVCHATROOM;
      if (message.sequence) this.losses.observe(message.conversationID, message.sequence);
      const list =
        type === GroupType.AVCHATROOM ? this.context.liveRoomListOf(message.conversationID) : this.context.listOf(message.conversationID);
      if (list.upsert(message)) {
        this.context.conversations.onMessage(message, type);
        fresh.push(message);
        const revoke = revokeNoticeOf(message);
        if (revoke) revokes.push(revoke);
      }
    }
    if (unknown.length) this.holdUnknown?.(unknown);
    if (fresh.length) this.context.emitter.emit(ImEvent.MESSAGE_RECEIVED, fresh);
    for (const { revoker, ...target } of revokes)
      this.messages.applyRevoke({ ...target, conversationID: conversationIdOf(ConversationType.GROUP, target.to) }, revoker);
  }

  private async runSync(): Promise<void> {
    let cookie = this.inbox.position;
    for (let page = 0; page < maxSyncPages; page++) {
      const frame = await this.context.request('sync', { syncRequest: { cookie, count: syncPageSize } });
      const answer = frame.syncResponse;
      this.offer(answer?.messages ?? [], false);
      cookie = answer?.cookie ?? cookie;
      if ((answer?.syncFlag ?? 2) === 2) {
        this.inbox.settle(cookie);
        return;
      }
    }
    this.context.log.warn('chat: inbox sync stopped after too many pages');
  }

  private offer(wires: readonly WireMessage[], syncOnGap = true): void {
    const { released, gap } = this.inbox.offer(wires.filter((wire) => wire.conversationType !== WireConversationType.GROUP));
    this.deliverC2C(released);
    this.stacked.observe('the inbox', this.inbox.held);
    const group = wires.filter((wire) => wire.conversationType === WireConversationType.GROUP);
    if (group.length) this.offerGroup(group);
    if (gap && syncOnGap) void this.sync().catch((error) => this.context.log.warn('chat: inbox sync failed', error));
  }

  private deliverC2C(wires: readonly WireMessage[]): void {
    const self = this.context.self().userID;
    const fresh: Message[] = [];
    for (const wire of wires) {
      const message = fromWireMessage(wire, self);
      if (message.sequence) this.losses.observe(message.conversationID, message.sequence);
      // A message this user deleted elsewhere keeps its inbox position (no gap) but is not shown again.
      if (message.isDeleted || !this.context.listOf(message.conversationID).upsert(message)) continue;
      this.context.conversations.onMessage(message);
      fresh.push(message);
    }
    if (fresh.length) this.context.emitter.emit(ImEvent.MESSAGE_RECEIVED, fresh);
  }
}
