import type { WireMessage } from '../../protocol/codec.ts';

/** A run of sequences a group is missing: from `from` to `to`, both included. */
export interface SequenceGap {
  groupID: string;
  from: number;
  to: number;
}

interface GroupPosition {
  /** Everything up to here has been released (or given up on). */
  released: number;
  /** The newest sequence known to exist: the highest seen, or the group's last sequence the server reported. */
  known: number;
  waiting: Map<number, WireMessage>;
}

/**
 * Where each joined group stands in its sequence (spec 001 §4 Connection: group conversations are recovered by
 * sequence gap). Stored group messages are numbered 1, 2, 3 ... per group; pushes and polls may skip some after a
 * dropped socket. Messages are released strictly in that order: one that skips ahead waits until the gap is pulled
 * or given up on. Online-only messages (sequence 0) and messages of groups not tracked pass straight through.
 */
export class GroupOrder {
  private readonly groups = new Map<string, GroupPosition>();

  /** Starts tracking a group whose messages up to `released` need not be shown (a fresh join). */
  start(groupID: string, released: number): void {
    this.groups.set(groupID, { released, known: released, waiting: new Map() });
  }

  forget(groupID: string): void {
    this.groups.delete(groupID);
  }

  isTracked(groupID: string): boolean {
    return this.groups.has(groupID);
  }

  /** Messages of the group held back behind a gap. */
  held(groupID: string): number {
    return this.groups.get(groupID)?.waiting.size ?? 0;
  }

  /** The last sequence released for the group (0 when untracked). */
  position(groupID: string): number {
    return this.groups.get(groupID)?.released ?? 0;
  }

  /** The server says the group's newest sequence is `last` (after a reconnect): anything after ours is a gap. */
  expect(groupID: string, last: number): void {
    const group = this.groups.get(groupID);
    if (group) group.known = Math.max(group.known, last);
  }

  /** Offers pushed, polled or pulled messages; returns those now releasable, in order, each once. */
  offer(messages: readonly WireMessage[]): WireMessage[] {
    const released: WireMessage[] = [];
    const touched = new Set<GroupPosition>();
    for (const message of messages) {
      const group = this.groups.get(message.to ?? '');
      const sequence = message.sequence ?? 0;
      if (!group || !sequence) released.push(message);
      else if (sequence > group.released) {
        group.waiting.set(sequence, message);
        group.known = Math.max(group.known, sequence);
        touched.add(group);
      }
    }
    for (const group of touched) released.push(...this.drain(group));
    return released;
  }

  /** The first gap of a group, if any: before the first waiting message, or up to the known newest. */
  gapOf(groupID: string): SequenceGap | undefined {
    const group = this.groups.get(groupID);
    if (!group || group.known <= group.released) return undefined;
    const to = group.waiting.size ? Math.min(...group.waiting.keys()) - 1 : group.known;
    return to > group.released ? { groupID, from: group.released + 1, to } : undefined;
  }

  /**
   * Gives up on what has not come up to `upTo` (trimmed by the server, or skipped on purpose): what did come in that
   * range is released in order around the holes, then everything that follows without a hole.
   */
  settle(groupID: string, upTo: number): WireMessage[] {
    const group = this.groups.get(groupID);
    if (!group || upTo <= group.released) return [];
    const released: WireMessage[] = [];
    for (const sequence of [...group.waiting.keys()].filter((s) => s <= upTo).sort((a, b) => a - b)) {
      released.push(group.waiting.get(sequence) as WireMessage);
      group.waiting.delete(sequence);
    }
    group.released = upTo;
    return [...released, ...this.drain(group)];
  }

  private drain(group: GroupPosition): WireMessage[] {
    const released: WireMessage[] = [];
    for (let next = group.waiting.get(group.released + 1); next; next = group.waiting.get(group.released + 1)) {
      group.waiting.delete(++group.released);
      released.push(next);
    }
    return released;
  }
}
