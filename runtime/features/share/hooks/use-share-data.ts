import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, isCancelled } from '../../../core/http/http-errors.ts';

/**
 * The data of a share page: `loading`, `ready`, `notFound` (the address names nothing: a malformed id, or the server
 * answered a non-zero status) or `failed` (no answer: the network; a retry may help).
 */
export type ShareData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'notFound' } | { status: 'failed' };

/**
 * Loads a share page's data with `load` whenever `key` (the address's ids) changes, or goes straight to not-found
 * when `load` is null (a malformed id is never sent to the server).
 */
export function useShareData<T>(key: string, load: (() => Promise<T>) | null): { state: ShareData<T>; retry: () => void } {
  const [state, setState] = useState<ShareData<T>>(load ? { status: 'loading' } : { status: 'notFound' });
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  const run = useCallback(() => {
    const request = ++latest.current;
    const current = loader.current;
    if (!current) {
      setState({ status: 'notFound' });
      return;
    }
    setState({ status: 'loading' });
    current().then(
      (data) => {
        if (request === latest.current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (request !== latest.current || isCancelled(error)) return;
        setState({ status: error instanceof HttpError && error.code === 'API_STATUS' ? 'notFound' : 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    run();
  }, [run, key]);

  return { state, retry: run };
}
