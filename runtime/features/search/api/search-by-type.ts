import { api } from '../../../core/http/api.ts';
import type { SearchResults, SearchType } from './search-types.ts';

/** One page of one result type. */
export interface SearchPage<T extends SearchType> {
  list: SearchResults[T];
  total: number;
  page: number;
  size: number;
}

/** Results per page of a single type (the server allows up to 50). */
export const pageSize = 10;

/** POST /webapi/search/{type}: one page of one type. Spec 000 §7: every type but multiple takes `{keyword, page, size}`. */
export function searchByType<T extends SearchType>(type: T, keyword: string, page: number): Promise<SearchPage<T>> {
  return api.post<SearchPage<T>>(`/webapi/search/${type}`, { keyword, page, size: pageSize }, { hideLoading: true, noToast: true });
}
