/**
 * Who was announced entering a live room lately (EnterRoomMessage). A user's entrance is announced at most once per
 * window (the presence window, 60 s) whatever happened in between: a reconnect's join, but also a quit followed by a
 * join again, as a page does when its anonymous reading of the room is replaced by a member's join, or a room left
 * and opened again. The room would otherwise hear the same fan come in twice within a second.
 */
export class Entrances {
  /** Per room, each user's last announcement, oldest first (a new one moves the user to the end). */
  private readonly rooms = new Map<string, Map<string, number>>();
  /** When every room was last swept of its stale entries (a room no one joins again would otherwise keep them). */
  private sweptAt = 0;

  constructor(
    private readonly windowMs: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the user's join of the room is an entrance to announce now; if so, it is remembered as announced. */
  announce(groupId: string, userId: string): boolean {
    const now = this.now();
    const oldest = now - this.windowMs();
    if (now - this.sweptAt >= this.windowMs()) this.sweep(oldest, now);
    let room = this.rooms.get(groupId);
    if (!room) this.rooms.set(groupId, (room = new Map()));
    forgetStale(room, oldest);
    const last = room.get(userId);
    if (last !== undefined && last >= oldest) return false;
    room.set(userId, now);
    return true;
  }

  /** How many announcements are remembered, in every room. */
  get size(): number {
    let entries = 0;
    for (const room of this.rooms.values()) entries += room.size;
    return entries;
  }

  private sweep(oldest: number, now: number): void {
    this.sweptAt = now;
    for (const [groupId, room] of this.rooms) {
      forgetStale(room, oldest);
      if (room.size === 0) this.rooms.delete(groupId);
    }
  }
}

/** Entries are in the order they were announced: the stale ones are at the start. */
function forgetStale(room: Map<string, number>, oldest: number): void {
  for (const [user, at] of room) {
    if (at >= oldest) break;
    room.delete(user);
  }
}
