/**
 * The paging of one result type, as a state machine changed only by {@link pagingReducer}.
 *
 * - `first`: the first page is on its way; nothing to show yet.
 * - `ready`: pages so far are shown and more exist (fewer items than `total`).
 * - `more`: the next page is on its way; the items so far stay on screen.
 * - `complete`: every item is shown (or the server stopped giving any).
 * - `failed`: the last request failed; the items so far stay, and a retry asks for the same page again.
 */
export type PagingStatus = 'first' | 'ready' | 'more' | 'complete' | 'failed';

export interface PagingState<T> {
  status: PagingStatus;
  items: T[];
  total: number;
  /** The last page that arrived (0 before the first). */
  page: number;
}

export type PagingAction<T> = { type: 'request' } | { type: 'loaded'; page: number; list: T[]; total: number } | { type: 'failed' };

export const initialPaging = <T>(): PagingState<T> => ({ status: 'first', items: [], total: 0, page: 0 });

/** Typed state transitions of the paging (spec 000 §7: each page is asked with `{keyword, page, size}`). */
export function pagingReducer<T>(state: PagingState<T>, action: PagingAction<T>): PagingState<T> {
  switch (action.type) {
    case 'request':
      if (state.status === 'complete' || state.status === 'more') return state;
      return { ...state, status: state.page === 0 ? 'first' : 'more' };
    case 'loaded': {
      // Only the page after the last one counts: a late answer to an old request changes nothing.
      if (action.page !== state.page + 1) return state;
      const items = [...state.items, ...action.list];
      const complete = action.list.length === 0 || items.length >= action.total;
      return { status: complete ? 'complete' : 'ready', items, total: action.total, page: action.page };
    }
    case 'failed':
      return state.status === 'first' || state.status === 'more' ? { ...state, status: 'failed' } : state;
  }
}

/** The page a `request` asks for. */
export const nextPage = (state: PagingState<unknown>) => state.page + 1;

/** Whether a "load more" makes sense. */
export const canLoadMore = (state: PagingState<unknown>) => state.status === 'ready' || (state.status === 'failed' && state.page > 0);
