import type { ChatContext } from '../../core/chat-context.ts';
import type { WireMessage } from '../../protocol/codec.ts';
import type { StackedMessages } from '../../messages/stacked-messages.ts';
import { GroupOrder, type SequenceGap } from './group-order.ts';

/** Spec 001 §4 Connection: a group gap of 1 to 299 is pulled; 300 or more takes the notification path. */
export const maxPulledGap = 300;
/** Spec 001 §9: message pull limit. */
export const pullPageSize = 15;
/** What the notification path shows instead of a large gap: the newest page before the message that showed it. */
export const refreshPageSize = 15;
/** A pull stops after this many pages even if the server never says complete (299 / 15 rounded up, with margin). */
const maxPullPages = 40;

/**
 * Gap recovery of joined groups (spec 001 §4 Connection). Every group message, pushed or polled, goes through the
 * group's {@link GroupOrder}. A gap of 1 to 299 sequences is pulled with `group.pull` until the gap's end, the
 * group's last sequence or the server's `complete`; what still has not come then (trimmed by the server's 1,000
 * message window) is skipped, so newer messages flow. A gap of 300 or more is not pulled: like the Tencent SDK,
 * which then fetches group notifications instead of messages, the SDK refreshes the room: it pulls only the newest
 * page (15) before the message that showed the gap and moves past the rest, which stays reachable through
 * getMessageList. Visitors without a login cannot pull: their gaps are skipped at once (their long poll already reads
 * every stored message in order, so a gap there means the server no longer has it).
 */
export class GroupRecovery {
  readonly order = new GroupOrder();
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();

  constructor(
    private readonly context: ChatContext,
    private readonly release: (messages: WireMessage[]) => void,
    /** Shared with the inbox, so the SDK warns at most 5 times in all. */
    private readonly stacked: StackedMessages,
  ) {}

  /** Pushed or polled messages of any group: released in order; a gap starts a recovery. */
  offer(messages: readonly WireMessage[]): void {
    const released = this.order.offer(messages);
    if (released.length) this.release(released);
    for (const groupID of new Set(messages.map((message) => message.to ?? ''))) {
      this.stacked.observe(groupID, this.order.held(groupID));
      if (this.order.gapOf(groupID)) void this.recover(groupID);
    }
  }

  /** After a reconnect: the group's last sequence is `last`; what came meanwhile is pulled (or refreshed). */
  catchUp(groupID: string, last: number): Promise<void> {
    this.order.expect(groupID, last);
    return this.recover(groupID);
  }

  /** One recovery per group at a time; a gap that shows up meanwhile is handled when it ends. */
  recover(groupID: string): Promise<void> {
    const current = this.running.get(groupID);
    if (current) {
      this.again.add(groupID);
      return current;
    }
    const run = this.fillGaps(groupID)
      .catch((error) => this.context.log.warn(`chat: recovering ${groupID} failed`, error))
      .finally(() => {
        this.running.delete(groupID);
        if (this.again.delete(groupID) && this.order.gapOf(groupID)) void this.recover(groupID);
      });
    this.running.set(groupID, run);
    return run;
  }

  private async fillGaps(groupID: string): Promise<void> {
    for (let gap = this.order.gapOf(groupID); gap; gap = this.order.gapOf(groupID)) {
      const size = gap.to - gap.from + 1;
      if (!this.context.isLoggedIn()) {
        this.context.log.debug(`chat: ${groupID} skipped ${size} messages the server no longer has`);
      } else if (size >= maxPulledGap) {
        this.context.log.info(
          `chat: ${groupID} missed ${size} messages (${maxPulledGap} or more): refreshing the newest ${refreshPageSize} instead of pulling them`,
        );
        this.settle(groupID, gap.to - refreshPageSize);
        await this.pull({ groupID, from: gap.to - refreshPageSize + 1, to: gap.to });
      } else await this.pull(gap);
      this.settle(groupID, gap.to);
    }
  }

  /** Pulls `from`..`to` page by page; a failure is logged and the gap given up on by the caller's settle. */
  private async pull(gap: SequenceGap): Promise<void> {
    let from = Math.max(gap.from, this.order.position(gap.groupID) + 1);
    try {
      for (let page = 0; page < maxPullPages && from <= gap.to; page++) {
        const frame = await this.context.request('group.pull', {
          groupPullRequest: { groupId: gap.groupID, sequence: from, count: pullPageSize },
        });
        const answer = frame.groupPullResponse ?? {};
        const messages = answer.messages ?? [];
        const released = this.order.offer(messages);
        if (released.length) this.release(released);
        const reached = messages.at(-1)?.sequence ?? from - 1;
        if (answer.complete || messages.length === 0 || reached >= (answer.lastSequence ?? 0)) return;
        from = Math.max(reached, this.order.position(gap.groupID)) + 1;
      }
    } catch (error) {
      this.context.log.warn(`chat: pulling ${gap.groupID} ${gap.from}-${gap.to} failed; those messages are skipped`, error);
    }
  }

  private settle(groupID: string, upTo: number): void {
    const released = this.order.settle(groupID, upTo);
    if (released.length) this.release(released);
  }
}
