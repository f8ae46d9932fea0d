import type { ChatContext } from '../../core/chat-context.ts';
import { timers, type TimerId } from '../../core/host.ts';
import type { WireMessage } from '../../protocol/codec.ts';
import type { GroupType } from '../../types.ts';

/**
 * Spec 001 §5 "A group message or tip for an unknown group is cached and the group probed up to 4 times, then
 * dropped", §9 "Group tip cache re-check: 4 times". The spec gives no interval: ours is 5 s between probes, and a
 * group keeps at most 100 messages while it is probed (the oldest go first).
 */
export const UnknownGroupProbe = { attempts: 4, intervalMs: 5000, heldPerGroup: 100 } as const;

interface Held {
  messages: WireMessage[];
  probes: number;
  timer?: TimerId;
}

/**
 * Messages of groups this client has not learnt (no type from a join, the group list, a profile or a conversation),
 * held while the group is probed with its profile. They go on (to `deliver`, the core's group delivery) as soon as the
 * group is known, by the probe or meanwhile (joined, listed); after the 4th failed probe they are dropped.
 */
export class UnknownGroups {
  private readonly held = new Map<string, Held>();

  constructor(
    private readonly context: ChatContext,
    /** Fetches the group's profile, which teaches the client its type; rejects when the group cannot be read. */
    private readonly probe: (groupID: string) => Promise<{ type: string }>,
    private readonly deliver: (messages: WireMessage[]) => void,
  ) {}

  /** Messages of one or more unknown groups: held, and each new group probed at once. */
  hold(messages: readonly WireMessage[]): void {
    for (const message of messages) {
      const groupID = message.to ?? '';
      let held = this.held.get(groupID);
      if (!held) this.held.set(groupID, (held = { messages: [], probes: 0 }));
      held.messages.push(message);
      if (held.messages.length > UnknownGroupProbe.heldPerGroup) held.messages.shift();
      if (held.probes === 0 && !held.timer) void this.check(groupID);
    }
  }

  /** A group became known here (listed, created, its profile read): what it held goes on. */
  learnt(groupID: string): void {
    if (this.context.groupTypes.has(groupID)) this.release(groupID);
  }

  /** Messages held for the group (tests and logs). */
  heldFor(groupID: string): number {
    return this.held.get(groupID)?.messages.length ?? 0;
  }

  reset(): void {
    for (const held of this.held.values()) if (held.timer) timers.clearTimeout(held.timer);
    this.held.clear();
  }

  private async check(groupID: string): Promise<void> {
    const held = this.held.get(groupID);
    if (!held) return;
    held.timer = undefined;
    // Joined or listed since the last probe: no need to ask.
    if (this.context.groupTypes.has(groupID)) return this.release(groupID);
    held.probes += 1;
    try {
      const { type } = await this.probe(groupID);
      if (type && !this.context.groupTypes.has(groupID)) this.context.groupTypes.set(groupID, type as GroupType);
      if (this.context.groupTypes.has(groupID)) return this.release(groupID);
    } catch (error) {
      this.context.log.debug(`chat: probing unknown group ${groupID} (${held.probes} of ${UnknownGroupProbe.attempts}) failed`, error);
    }
    if (this.held.get(groupID) !== held) return;
    if (held.probes >= UnknownGroupProbe.attempts) {
      this.held.delete(groupID);
      this.context.log.warn(
        `chat: dropped ${held.messages.length} messages of ${groupID}, a group still unknown after ${held.probes} probes`,
      );
      return;
    }
    held.timer = timers.setTimeout(() => void this.check(groupID), UnknownGroupProbe.intervalMs);
  }

  private release(groupID: string): void {
    const held = this.held.get(groupID);
    if (!held) return;
    if (held.timer) timers.clearTimeout(held.timer);
    this.held.delete(groupID);
    this.deliver(held.messages);
  }
}
