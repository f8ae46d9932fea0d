import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';
import type { CommandCall } from './commands/command.ts';
import { ImError } from './errors.ts';
import { chatMutedUntil } from './store/user-store.ts';

// An operator's site-wide chat mute (docs/decisions.md "Site-wide chat mute" and "What a muted fan may still do"): it
// refuses whatever puts the fan's words or pictures before others, with the spec's mute codes.

/** Seconds left of a mute that ends at `until` (null: none), at `nowMs`; 0 once it passed. */
export function mutedSecondsLeft(until: Date | string | null | undefined, nowMs: number): number {
  const left = until ? new Date(until).getTime() - nowMs : 0;
  return Math.max(0, Math.ceil(left / 1000));
}

/**
 * Refuses a muted fan's call while the mute runs: in a live room (`where` is `live_...`) with the room's ban code
 * (10017, which the room's chat shows as a mute), anywhere else (a created group, a topic, one-to-one: any other
 * `where`) with the group mute's (20012); each says how many seconds are left.
 */
export function refuseWhileMuted(where: string, mutedSeconds: number): void {
  if (mutedSeconds <= 0) return;
  const why = `muted on this site for ${mutedSeconds} more seconds`;
  if (where.startsWith('live_')) throw new ImError(ServerCode.MUTED, why);
  throw new ImError(ServerCode.GROUP_MEMBER_MUTED, why);
}

/** Reads the caller's site-wide mute and refuses the call while it runs (`where` as in refuseWhileMuted). */
export async function keepSiteMute(call: CommandCall, where: string): Promise<void> {
  if (!/^\d{1,9}$/.test(call.user.id)) return;
  refuseWhileMuted(where, mutedSecondsLeft(await chatMutedUntil(call.context.db, Number(call.user.id)), call.now * 1000));
}

/** A group's or topic's profile fields that others read (its words and picture); its settings are not among them. */
export const shownFields: ReadonlySet<string> = new Set(['name', 'introduction', 'notification', 'avatar']);
