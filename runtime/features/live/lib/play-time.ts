/**
 * Room play time (spec 000 §6: room_video_play_flogin_sec for guests, room_video_play_sec for logged-in users; "exact
 * use not shown"). Our rule (docs/decisions.md "Room play time"): seconds of actual playback are counted across rooms
 * in the session store and reset at login (spec 000 §4); when a guest's allowance is used up the video stops and a
 * login prompt covers it; when a user's is used up, a "time is up" panel offers VIP, and VIP users watch without a
 * limit. A limit that is missing, not a number or not above 0 means no limit.
 */
export type PlayAllowance =
  { limited: false } | { limited: true; audience: 'guest' | 'user'; limitSec: number; remainingSec: number; exhausted: boolean };

export interface PlayTimeInput {
  loggedIn: boolean;
  vip: boolean;
  /** The server config; null before it loads (no limit is enforced on a config we have not seen). */
  config: { room_video_play_sec?: number; room_video_play_flogin_sec?: number } | null;
  watchedSec: number;
}

export function playAllowance(input: PlayTimeInput): PlayAllowance {
  if (!input.config || (input.loggedIn && input.vip)) return { limited: false };
  const limit = input.loggedIn ? input.config.room_video_play_sec : input.config.room_video_play_flogin_sec;
  if (typeof limit !== 'number' || !Number.isFinite(limit) || limit <= 0) return { limited: false };
  const remainingSec = Math.max(0, limit - Math.max(0, input.watchedSec));
  return { limited: true, audience: input.loggedIn ? 'user' : 'guest', limitSec: limit, remainingSec, exhausted: remainingSec === 0 };
}
