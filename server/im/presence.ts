/**
 * Who was in a live room lately: long pollers (per key, or per user when the key came from a logged-in join) and
 * members with an open socket. `group.onlineCount` counts the distinct ones seen within the window (60 s).
 */
export class Presence {
  private readonly groups = new Map<string, Map<string, number>>();
  /** The other nodes' latest counts per room (a shared bus: gateway.ts sends this node's), with when they came. */
  private readonly otherNodes = new Map<string, { at: number; rooms: Record<string, number> }>();

  constructor(
    private readonly windowMs: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records `memberId` as present in the group now. */
  touch(groupId: string, memberId: string): void {
    let members = this.groups.get(groupId);
    if (!members) this.groups.set(groupId, (members = new Map()));
    // Re-inserting keeps the map ordered by last sighting, so stale entries are always at its start.
    members.delete(memberId);
    members.set(memberId, this.now());
    this.prune(groupId, members);
  }

  /** Whether `memberId` was seen in the group within the window. */
  isPresent(groupId: string, memberId: string): boolean {
    const seen = this.groups.get(groupId)?.get(memberId);
    return seen !== undefined && seen >= this.now() - this.windowMs();
  }

  forget(groupId: string, memberId: string): void {
    this.groups.get(groupId)?.delete(memberId);
  }

  /**
   * Distinct members seen within the window, plus `connected` (members with an open socket), counted once each; plus
   * the other nodes' counts of the room, while they are fresher than the window (a node that died stops counting).
   */
  count(groupId: string, connected: Iterable<string>): number {
    let others = 0;
    for (const [node, { at, rooms }] of this.otherNodes) {
      if (at < this.now() - this.windowMs()) this.otherNodes.delete(node);
      else others += rooms[groupId] ?? 0;
    }
    return this.localCount(groupId, connected) + others;
  }

  /** This node's own count of the room (see count). */
  localCount(groupId: string, connected: Iterable<string>): number {
    const members = this.groups.get(groupId);
    const present = new Set(connected);
    if (members) {
      this.prune(groupId, members);
      for (const member of members.keys()) present.add(member);
    }
    return present.size;
  }

  /** Rooms with someone seen within the window on this node. */
  roomsSeen(): string[] {
    return [...this.groups.keys()];
  }

  /** Another node's counts per room; they replace its previous ones. */
  otherNodeCounts(node: string, rooms: Record<string, number>): void {
    this.otherNodes.set(node, { at: this.now(), rooms });
  }

  private prune(groupId: string, members: Map<string, number>): void {
    const oldest = this.now() - this.windowMs();
    for (const [member, seen] of members) {
      if (seen >= oldest) break;
      members.delete(member);
    }
    if (members.size === 0) this.groups.delete(groupId);
  }
}
