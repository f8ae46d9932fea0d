/**
 * What a room's managers change for the viewer (docs/decisions.md "Room managers"): whether the viewer manages the
 * room, its slow mode, and a ban of the viewer. Read from the room's lines (lib/room-lines.ts), which come only from
 * the room's system sender; the server enforces all of it, this only lets the send bar say so before a send fails.
 */
import type { RoomLine } from './room-lines.ts';

/** The viewer's role in the room, as getLivePageData answers it. */
export type RoomRole = 'anchor' | 'manager' | 'viewer';

export interface RoomModeration {
  role: RoomRole;
  /** Seconds a fan waits between two sends (0: unlimited). */
  slowMode: number;
  /** When the viewer's ban ends (ms of the page's clock), or null when the page knows of none. */
  mutedUntil: number | null;
}

/** Whether the role may manage the room (open the manage sheet, act on a nick). */
export const managesRoom = (role: RoomRole): boolean => role !== 'viewer';

/** The moderation after one of the room's lines; `me` is the viewer's user id ('' for a guest), `now` ms. */
export function moderationAfter(state: RoomModeration, line: RoomLine, me: string, now: number): RoomModeration {
  switch (line.kind) {
    case 'slowMode':
      return { ...state, slowMode: line.seconds };
    case 'banned':
      return me && line.uid === me ? { ...state, mutedUntil: line.duration > 0 ? now + line.duration * 1000 : null } : state;
    case 'manager':
      // The anchor stays the anchor whatever the list of managers says.
      return me && line.uid === me && state.role !== 'anchor' ? { ...state, role: line.manager ? 'manager' : 'viewer' } : state;
    default:
      return state;
  }
}

/** Seconds as a clock: `9:05` under an hour, `71:59:59` beyond (a ban lasts up to 3 days). */
export function waitClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(whole % 60)}` : `${minutes}:${two(whole % 60)}`;
}
