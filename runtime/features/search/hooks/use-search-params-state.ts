import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchTypes, type SearchType } from '../api/search-types.ts';
import { normaliseKeyword } from '../lib/keyword.ts';

/**
 * What the search page shows lives in its address (`?keyword=...&type=...`), so the back button leaves a result
 * for the list it came from, and a search can be shared or reloaded.
 */
export function useSearchParamsState() {
  const [params, setParams] = useSearchParams();
  const keyword = normaliseKeyword(params.get('keyword'));
  const rawType = params.get('type');
  const type = searchTypes.find((t) => t === rawType) ?? null;

  const show = useCallback(
    (next: { keyword: string; type?: SearchType | null }, options: { replace?: boolean } = {}) => {
      const query = new URLSearchParams();
      if (next.keyword) query.set('keyword', next.keyword);
      if (next.keyword && next.type) query.set('type', next.type);
      setParams(query, { replace: options.replace });
    },
    [setParams],
  );

  return { keyword, type, show };
}
