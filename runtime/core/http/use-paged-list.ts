import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, isCancelled } from './http-errors.ts';

/** What a paged call answers: one page of the list and how many there are in all. */
export interface PagedAnswer<T> {
  list: T[];
  total: number;
}

/**
 * A list fetched page by page. `loading`: the first page is on its way (skeletons); `ready`: items shown, more may be
 * fetched; `more`: a next page is on its way; `error`: the first page failed (full error state); `moreError`: a next
 * page failed (the items stay, the footer offers a retry).
 */
export type PagedStatus = 'loading' | 'ready' | 'more' | 'error' | 'moreError';

export interface PagedList<T> {
  status: PagedStatus;
  items: T[];
  /** How many the server counts in all (0 until the first page is in). */
  total: number;
  hasMore: boolean;
  /** The first page failed because the server said the list's subject does not exist (status 3). */
  notFound: boolean;
  loadMore(): void;
  retry(): void;
  /** Shows an item the server has just taken (a posted comment) at the top, without fetching again. */
  prepend(item: T): void;
  /** Changes the items shown without fetching (a comment deleted or liked); `totalChange` moves the count with them. */
  update(change: (items: T[]) => T[], totalChange?: number): void;
}

/**
 * Pages of `fetchPage` for `key` (a category, a feed start, a fan's session); a new key starts over and late answers
 * are dropped. Page 1 first, the next on `loadMore` while fewer than `total` are shown. With `idOf`, an item a later
 * page brings again is dropped: after a `prepend`, offset paging repeats the last item of each page already shown.
 */
export function usePagedList<T>(
  fetchPage: (page: number) => Promise<PagedAnswer<T>>,
  key: string,
  idOf?: (item: T) => number | string,
): PagedList<T> {
  const [state, setState] = useState<{ status: PagedStatus; items: T[]; page: number; total: number; notFound?: boolean }>({
    status: 'loading',
    items: [],
    page: 0,
    total: 0,
  });
  const generation = useRef(0);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  const identify = useRef(idOf);
  identify.current = idOf;
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback((page: number) => {
    const mine = generation.current;
    setState((s) => ({ ...s, status: page === 1 ? 'loading' : 'more' }));
    fetcher.current(page).then(
      (answer) => {
        if (mine !== generation.current) return;
        setState((s) => ({
          status: 'ready',
          items: page === 1 ? answer.list : appendNew(s.items, answer.list, identify.current),
          page,
          total: answer.total,
        }));
      },
      (error: unknown) => {
        if (mine !== generation.current || isCancelled(error)) return;
        setState((s) => ({ ...s, status: page === 1 ? 'error' : 'moreError', notFound: error instanceof HttpError && error.status === 3 }));
      },
    );
  }, []);

  useEffect(() => {
    generation.current++;
    setState({ status: 'loading', items: [], page: 0, total: 0 });
    load(1);
  }, [key, load]);

  const hasMore = state.items.length < state.total;
  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if ((s.status === 'ready' || s.status === 'moreError') && s.items.length < s.total) load(s.page + 1);
  }, [load]);
  const retry = useCallback(() => load(stateRef.current.page + 1), [load]);
  const prepend = useCallback((item: T) => setState((s) => ({ ...s, items: [item, ...s.items], total: s.total + 1 })), []);
  const update = useCallback(
    (change: (items: T[]) => T[], totalChange = 0) =>
      setState((s) => ({ ...s, items: change(s.items), total: Math.max(0, s.total + totalChange) })),
    [],
  );
  return {
    status: state.status,
    items: state.items,
    total: state.total,
    hasMore,
    notFound: !!state.notFound,
    loadMore,
    retry,
    prepend,
    update,
  };
}

/** `next` after `items`, without the items already there (when they can be told apart). */
export function appendNew<T>(items: T[], next: T[], idOf: ((item: T) => number | string) | undefined): T[] {
  if (!idOf) return [...items, ...next];
  const shown = new Set(items.map(idOf));
  return [...items, ...next.filter((item) => !shown.has(idOf(item)))];
}
