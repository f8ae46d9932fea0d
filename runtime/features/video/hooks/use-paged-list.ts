import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, isCancelled } from '../../../core/http/http-errors.ts';
import type { VideoPage } from '../api/get-video-list.ts';

/**
 * A list fetched page by page. `loading`: the first page is on its way (skeletons); `ready`: items shown, more may be
 * fetched; `more`: a next page is on its way; `error`: the first page failed (full error state); `moreError`: a next
 * page failed (the items stay, the footer offers a retry).
 */
export type PagedStatus = 'loading' | 'ready' | 'more' | 'error' | 'moreError';

export interface PagedList<T> {
  status: PagedStatus;
  items: T[];
  hasMore: boolean;
  /** The first page failed because the server said the list's subject does not exist (status 3). */
  notFound: boolean;
  loadMore(): void;
  retry(): void;
}

/** Pages of `fetchPage` for `key` (a category, a feed start); a new key starts over and late answers are dropped. */
export function usePagedList<T>(fetchPage: (page: number) => Promise<VideoPage<T>>, key: string): PagedList<T> {
  const [state, setState] = useState<{ status: PagedStatus; items: T[]; page: number; total: number; notFound?: boolean }>({ status: 'loading', items: [], page: 0, total: 0 });
  const generation = useRef(0);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback((page: number) => {
    const mine = generation.current;
    setState((s) => ({ ...s, status: page === 1 ? 'loading' : 'more' }));
    fetcher.current(page).then(
      (answer) => {
        if (mine !== generation.current) return;
        setState((s) => ({ status: 'ready', items: page === 1 ? answer.list : [...s.items, ...answer.list], page, total: answer.total }));
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
  return { status: state.status, items: state.items, hasMore, notFound: !!state.notFound, loadMore, retry };
}
