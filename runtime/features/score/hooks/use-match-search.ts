import { useEffect, useMemo, useState } from 'react';
import { matchListApi, type MatchList } from '../api/match-lists.ts';
import { createSearchRunner, type SearchState } from '../lib/search-runner.ts';

/** Typing pauses this long before a search goes out (fast typists send one call, not one per key). */
const typingPauseMs = 300;

export type MatchSearchState = SearchState<MatchList & { fetchedAt: number }>;

/** The match search of /score/search: its state, and the runner the box drives (type, run, retry). */
export function useMatchSearch() {
  const [state, setState] = useState<MatchSearchState>({ status: 'idle' });
  const runner = useMemo(
    () =>
      createSearchRunner({
        delayMs: typingPauseMs,
        search: async (keyword: string) => ({ ...(await matchListApi.search(keyword)), fetchedAt: Date.now() }),
        onChange: setState,
      }),
    [],
  );
  // Leaving the page drops a pending search and any answer still on its way.
  useEffect(() => () => runner.dispose(), [runner]);
  return { state, runner };
}
