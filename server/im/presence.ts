/**
 * Who was in a live room lately: long pollers (per key, or per user when the key came from a logged-in join) and
 * members with an open socket. `group.onlineCount` counts the distinct ones seen within the window (60 s).
 */
/**
 * A member seen again within this of taking its place in the room's map keeps the place (only its time moves): a
 * match's delta has thousands of polls touch the room at once, and moving each to the end was a cost per member.
 */
const placeAgainAfterMs = 1000;
/**
 * A room's stale sightings are let go at most this often as it is touched (and whenever it is counted): a pass starts
 * at the map's first entry, after the places its members left behind, which the map keeps until it grows again; on
 * every touch that was a walk over a thousand of them per poll of a delta.
 */
const pruneTouchedEveryMs = 1000;

/** When a member was last seen (`at`), and when it took its place in the room's map (`placed`, within a second of `at`). */
interface Sighting {
  at: number;
  placed: number;
}

/** A room's sightings, and when its stale ones were last let go. */
interface Room {
  members: Map<string, Sighting>;
  prunedAt: number;
}

export class Presence {
  private readonly groups = new Map<string, Room>();
  /** The other nodes' latest counts per room (a shared bus: gateway.ts sends this node's), with when they came. */
  private readonly otherNodes = new Map<string, { at: number; rooms: Record<string, number> }>();

  constructor(
    private readonly windowMs: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records `memberId` as present in the group now. */
  touch(groupId: string, memberId: string): void {
    const now = this.now();
    let room = this.groups.get(groupId);
    if (!room) this.groups.set(groupId, (room = { members: new Map(), prunedAt: now }));
    // Re-inserting keeps the map ordered by when each took its place, a second or less before its last sighting, so
    // stale entries are at its start (see prune).
    const { members } = room;
    const sighting = members.get(memberId);
    if (sighting && now - sighting.placed < placeAgainAfterMs) sighting.at = now;
    else {
      members.delete(memberId);
      members.set(memberId, { at: now, placed: now });
    }
    if (now - room.prunedAt >= pruneTouchedEveryMs) this.prune(groupId, room);
  }

  /** Whether `memberId` was seen in the group within the window. */
  isPresent(groupId: string, memberId: string): boolean {
    const seen = this.groups.get(groupId)?.members.get(memberId);
    return seen !== undefined && seen.at >= this.now() - this.windowMs();
  }

  forget(groupId: string, memberId: string): void {
    this.groups.get(groupId)?.members.delete(memberId);
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
    const room = this.groups.get(groupId);
    const present = new Set(connected);
    if (room) {
      this.prune(groupId, room);
      for (const member of room.members.keys()) present.add(member);
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

  private prune(groupId: string, room: Room): void {
    const { members } = room;
    room.prunedAt = this.now();
    const oldest = room.prunedAt - this.windowMs();
    // Those placed since `oldest` were seen since, as is everyone after them; before them, only the last second's
    // places can hold a sighting still in the window.
    for (const [member, { at, placed }] of members) {
      if (placed >= oldest) break;
      if (at < oldest) members.delete(member);
    }
    if (members.size === 0) this.groups.delete(groupId);
  }
}
