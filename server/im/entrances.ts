/**
 * Who was announced entering a live room lately (EnterRoomMessage). A user's entrance is announced at most once per
 * window (the presence window, 60 s) whatever happened in between: a reconnect's join, but also a quit followed by a
 * join again, as a page does when its anonymous reading of the room is replaced by a member's join, or a room left
 * and opened again. The room would otherwise hear the same fan come in twice within a second.
 */
export class Entrances {
  /** Per room, each user's last announcement, oldest first (a new one moves the user to the end). */
  private readonly rooms = new Map<string, Map<string, number>>();

  constructor(
    private readonly windowMs: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the user's join of the room is an entrance to announce now; if so, it is remembered as announced. */
  announce(groupId: string, userId: string): boolean {
    const now = this.now();
    const oldest = now - this.windowMs();
    let room = this.rooms.get(groupId);
    if (!room) this.rooms.set(groupId, (room = new Map()));
    // Entries are in the order they were announced: the stale ones are at the start.
    for (const [user, at] of room) {
      if (at >= oldest) break;
      room.delete(user);
    }
    const last = room.get(userId);
    if (last !== undefined && last >= oldest) return false;
    room.set(userId, now);
    return true;
  }
}
