import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isCancelled } from '../../../core/http/http-errors.ts';
import { searchByType } from '../api/search-by-type.ts';
import type { SearchResults, SearchType } from '../api/search-types.ts';
import { canLoadMore, initialPaging, nextPage, pagingReducer, type PagingState } from '../lib/paging.ts';

type Item<T extends SearchType> = SearchResults[T][number];

/** Every result of one type, page by page: the first page on mount, the next on `loadMore` until `total` is shown. */
export function usePagedSearch<T extends SearchType>(
  type: T,
  keyword: string,
): { state: PagingState<Item<T>>; loadMore: () => void; retry: () => void } {
  const [state, dispatch] = useReducer(pagingReducer<Item<T>>, undefined, initialPaging<Item<T>>);
  const current = useRef(state);
  current.current = state;
  const inFlight = useRef(false);

  const load = useCallback(() => {
    const before = current.current;
    if (inFlight.current || before.status === 'complete') return;
    inFlight.current = true;
    const page = nextPage(before);
    dispatch({ type: 'request' });
    searchByType(type, keyword, page)
      .then(
        (answer) => dispatch({ type: 'loaded', page, list: answer.list as Item<T>[], total: answer.total }),
        (error: unknown) => {
          if (!isCancelled(error)) dispatch({ type: 'failed' });
        },
      )
      .finally(() => {
        inFlight.current = false;
      });
  }, [type, keyword]);

  // The page keys this hook's owner by type and keyword, so a new search starts from a fresh state.
  useEffect(() => {
    load();
  }, [load]);

  const loadMore = useCallback(() => {
    if (canLoadMore(current.current)) load();
  }, [load]);

  return { state, loadMore, retry: load };
}
