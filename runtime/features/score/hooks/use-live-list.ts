import { useEffect, useRef, useState } from 'react';
import type { Match } from '../../../../schema/generated/api.ts';
import { channelMatchIds, dayChannelOf, deltaScores, mergeMatchDelta } from '../../../core/live-scores/match-delta.ts';
import { useMatchChannels } from '../../../core/live-scores/use-match-channels.ts';

/** How long a pushed goal stays marked on its row. */
export const goalMarkMs = 6_000;

/**
 * The score list's live rows (docs/decisions.md "Live scores in real time"): while the list of `date` shows a match in
 * play or kicking off within 30 minutes, it listens to that day's channel, merges each delta of a match it shows into
 * its row in place (`update`), and answers which rows scored in the last {@link goalMarkMs}. A gap in the sequence
 * of a match it shows refetches the list (`refetch`, quietly); the list's own refresh stays the fallback.
 */
export function useLiveList(
  date: string,
  list: readonly Match[] | undefined,
  nowMs: number,
  update: (apply: (list: Match[]) => Match[]) => void,
  refetch: () => void,
): ReadonlySet<number> {
  const [goals, setGoals] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const listRef = useRef(list);
  listRef.current = list;

  useMatchChannels(list && channelMatchIds(list, nowMs).length > 0 ? [dayChannelOf(date)] : [], {
    onDelta: (delta) => {
      const held = listRef.current?.find((match) => match.id === delta.matchid);
      if (held && deltaScores(held, delta)) {
        setGoals((marked) => new Set(marked).add(delta.matchid));
        clearTimeout(timers.current.get(delta.matchid));
        timers.current.set(
          delta.matchid,
          setTimeout(() => {
            timers.current.delete(delta.matchid);
            setGoals((marked) => new Set([...marked].filter((id) => id !== delta.matchid)));
          }, goalMarkMs),
        );
      }
      // The list's clocks tick from when the list arrived, so a row keeps its time and takes the rest.
      update((rows) => rows.map((row) => mergeMatchDelta(row, { ...delta, time: undefined })));
    },
    onGap: (matchid) => {
      if (listRef.current?.some((match) => match.id === matchid)) refetch();
    },
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return goals;
}
