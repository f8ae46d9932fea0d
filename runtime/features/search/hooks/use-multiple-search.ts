import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancelled } from '../../../core/http/http-errors.ts';
import { searchMultiple } from '../api/search-multiple.ts';
import type { SearchResults } from '../api/search-types.ts';

/** The grouped search: `loading` until the answer, then `done` with the results, or `failed`. */
export type MultipleSearch = { status: 'loading' } | { status: 'done'; results: SearchResults } | { status: 'failed' };

/** Searches every type at once for `keyword`; `retry` asks again. Only the answer to the latest keyword is kept. */
export function useMultipleSearch(keyword: string): { search: MultipleSearch; retry: () => void } {
  const [search, setSearch] = useState<MultipleSearch>({ status: 'loading' });
  const latest = useRef(0);

  const run = useCallback(() => {
    const request = ++latest.current;
    setSearch({ status: 'loading' });
    searchMultiple(keyword).then(
      (results) => {
        if (request === latest.current) setSearch({ status: 'done', results });
      },
      (error: unknown) => {
        if (request === latest.current && !isCancelled(error)) setSearch({ status: 'failed' });
      },
    );
  }, [keyword]);

  useEffect(() => {
    run();
  }, [run]);

  return { search, retry: run };
}
