/** A race start message (spec 000 §3): id, desc, remove flag. */
export interface RaceStartMessage {
  id: string | number;
  desc: string;
  remove: boolean;
  /** When it arrived (ms), for the timing below. */
  addedAt: number;
}

/** Flagged removed after 5 s (the popup animates out), purged about 3 s later (spec 000 §4). */
export const raceStartTiming = { flagAfterMs: 5_000, purgeAfterMs: 8_000 } as const;

export function addRaceStart(
  list: readonly RaceStartMessage[],
  message: { id: string | number; desc: string },
  nowMs: number,
): RaceStartMessage[] {
  if (list.some((m) => m.id === message.id)) return [...list];
  return [...list, { ...message, remove: false, addedAt: nowMs }];
}

/** The list at `nowMs`: messages older than 5 s flagged removed, older than 8 s gone. */
export function tickRaceStarts(list: readonly RaceStartMessage[], nowMs: number): RaceStartMessage[] {
  return list
    .filter((m) => nowMs - m.addedAt < raceStartTiming.purgeAfterMs)
    .map((m) => (m.remove || nowMs - m.addedAt < raceStartTiming.flagAfterMs ? m : { ...m, remove: true }));
}
