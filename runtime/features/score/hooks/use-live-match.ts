import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { Match, TextLiveLine } from '../../../../schema/generated/api.ts';
import { matchChannelOf, mergeLines, mergeMatchDelta, type MatchDelta } from '../../../core/live-scores/match-delta.ts';
import type { Loaded } from './use-loaded.ts';
import { useMatchChannels } from '../../../core/live-scores/use-match-channels.ts';

type Fetched = { match: Match; fetchedAt: number };

/** The text-live lines pushed for the open match, for the status tab to merge into what it paged in. */
export const PushedLinesContext = createContext<readonly TextLiveLine[]>([]);

/**
 * How many gaps the open match's channel had (deltas missed: the gap rule): each fetches the match again, and the
 * tabs that fetch their own data (statistics, text live, incidents, odds) ask again from where they stand.
 */
export const MatchGapsContext = createContext(0);

/** Subscribes to the deltas the open match's channel pushes from now on (a tab opened later fetches its own first). */
export type DeltaFeed = (listener: (delta: MatchDelta) => void) => () => void;

/** The pushed deltas of the open match, for the tabs that fetch their own data (odds, statistics) to merge in. */
export const PushedDeltasContext = createContext<DeltaFeed>(() => () => undefined);

/**
 * What a tab fetched (`fetched`) with the open match's pushed deltas merged in by `merge`, in place, until its next
 * fetch replaces them; `fetched` itself while nothing was pushed since.
 */
export function usePushed<T>(fetched: T | undefined, merge: (held: T, delta: MatchDelta) => T): T | undefined {
  const [pushed, setPushed] = useState<{ base: T; value: T } | null>(null);
  const fetchedRef = useRef(fetched);
  fetchedRef.current = fetched;
  const mergeRef = useRef(merge);
  mergeRef.current = merge;
  const subscribe = useContext(PushedDeltasContext);
  useEffect(
    () =>
      subscribe((delta) => {
        const base = fetchedRef.current;
        if (base !== undefined)
          setPushed((previous) => ({ base, value: mergeRef.current(previous?.base === base ? previous.value : base, delta) }));
      }),
    [subscribe],
  );
  return pushed && pushed.base === fetched ? pushed.value : fetched;
}

/**
 * The match of a detail page with its channel's deltas merged in place (docs/im-protocol.md "Match channels"): a
 * delta changes the scoreboard without a request; a gap in the sequence fetches the match again, quietly. What a
 * fetch answers (the refresh, the fallback when nothing is pushed) replaces what was merged before it.
 */
export function useLiveMatch(loaded: Loaded<Fetched> & { reload(): void; refresh(): void }): {
  loaded: Loaded<Fetched> & { reload(): void };
  lines: readonly TextLiveLine[];
  deltas: DeltaFeed;
  gaps: number;
} {
  const fetched = loaded.status === 'ready' ? loaded.data : undefined;
  const [pushed, setPushed] = useState<{ base: Fetched; data: Fetched; lines: readonly TextLiveLine[] } | null>(null);
  const fetchedRef = useRef(fetched);
  fetchedRef.current = fetched;
  const current = pushed && pushed.base === fetched ? pushed : null;
  const [gaps, setGaps] = useState(0);
  const deltaListeners = useRef(new Set<(delta: MatchDelta) => void>());
  const [deltas] = useState(() => {
    const feed: DeltaFeed = (listener) => {
      deltaListeners.current.add(listener);
      return () => void deltaListeners.current.delete(listener);
    };
    return feed;
  });

  useMatchChannels(fetched ? [matchChannelOf(fetched.match.id)] : [], {
    onDelta: (delta: MatchDelta) => {
      for (const listener of deltaListeners.current) listener(delta);
      setPushed((previous) => {
        const base = fetchedRef.current;
        if (!base) return previous;
        const from = previous && previous.base === base ? previous : { base, data: base, lines: [] };
        const match = mergeMatchDelta(from.data.match, delta);
        // The basketball clock counts down from when its time arrived: a pushed time restarts it from now.
        const data =
          match === from.data.match ? from.data : { match, fetchedAt: delta.time !== undefined ? Date.now() : from.data.fetchedAt };
        return { base, data, lines: mergeLines(from.lines, delta.tlive) };
      });
    },
    onGap: () => {
      loaded.refresh();
      setGaps((n) => n + 1);
    },
  });

  return {
    loaded: current && loaded.status === 'ready' ? { status: 'ready', data: current.data, reload: loaded.reload } : loaded,
    lines: current?.lines ?? [],
    deltas,
    gaps,
  };
}
