import { api } from '../../../core/http/api.ts';
import type { SearchResults } from './search-types.ts';

/**
 * POST /webapi/search/multiple: a few results of every type. Spec 000 §7: this type takes `{keyword}` only.
 * The page draws its own loading and error states, so the client's toasts stay quiet.
 */
export function searchMultiple(keyword: string): Promise<SearchResults> {
  return api.post<SearchResults>('/webapi/search/multiple', { keyword }, { hideLoading: true, noToast: true });
}
