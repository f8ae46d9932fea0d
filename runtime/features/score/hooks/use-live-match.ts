import { createContext, useRef, useState } from 'react';
import type { Match, TextLiveLine } from '../../../../schema/generated/api.ts';
import { matchChannelOf, mergeLines, mergeMatchDelta, type MatchDelta, type PushedPrices } from '../lib/match-delta.ts';
import type { Loaded } from './use-loaded.ts';
import { useMatchChannels } from './use-match-channels.ts';

type Fetched = { match: Match; fetchedAt: number };

/** The text-live lines pushed for the open match, for the status tab to merge into what it paged in. */
export const PushedLinesContext = createContext<readonly TextLiveLine[]>([]);

/** Subscribes to the odds the open match's channel pushes from now on (a tab opened later fetches its own first). */
export type OddsFeed = (listener: (odds: readonly PushedPrices[]) => void) => () => void;

/** The pushed odds of the open match, for the index tab to merge into what it fetched. */
export const PushedOddsContext = createContext<OddsFeed>(() => () => undefined);

/**
 * The match of a detail page with its channel's deltas merged in place (docs/im-protocol.md "Match channels"): a
 * delta changes the scoreboard without a request; a gap in the sequence fetches the match again, quietly. What a
 * fetch answers (the refresh, the fallback when nothing is pushed) replaces what was merged before it.
 */
export function useLiveMatch(loaded: Loaded<Fetched> & { reload(): void; refresh(): void }): { loaded: Loaded<Fetched> & { reload(): void }; lines: readonly TextLiveLine[]; odds: OddsFeed } {
  const fetched = loaded.status === 'ready' ? loaded.data : undefined;
  const [pushed, setPushed] = useState<{ base: Fetched; data: Fetched; lines: readonly TextLiveLine[] } | null>(null);
  const fetchedRef = useRef(fetched);
  fetchedRef.current = fetched;
  const current = pushed && pushed.base === fetched ? pushed : null;
  const oddsListeners = useRef(new Set<(odds: readonly PushedPrices[]) => void>());
  const [odds] = useState(() => {
    const feed: OddsFeed = (listener) => {
      oddsListeners.current.add(listener);
      return () => void oddsListeners.current.delete(listener);
    };
    return feed;
  });

  useMatchChannels(fetched ? [matchChannelOf(fetched.match.id)] : [], {
    onDelta: (delta: MatchDelta) => {
      if (delta.odds) for (const listener of oddsListeners.current) listener(delta.odds);
      setPushed((previous) => {
        const base = fetchedRef.current;
        if (!base) return previous;
        const from = previous && previous.base === base ? previous : { base, data: base, lines: [] };
        const match = mergeMatchDelta(from.data.match, delta);
        // The basketball clock counts down from when its time arrived: a pushed time restarts it from now.
        const data = match === from.data.match ? from.data : { match, fetchedAt: delta.time !== undefined ? Date.now() : from.data.fetchedAt };
        return { base, data, lines: mergeLines(from.lines, delta.tlive) };
      });
    },
    onGap: () => loaded.refresh(),
  });

  return { loaded: current && loaded.status === 'ready' ? { status: 'ready', data: current.data, reload: loaded.reload } : loaded, lines: current?.lines ?? [], odds };
}
