import { useCallback, useEffect, useRef, useState } from 'react';

/** A read's state: under way, failed (with what failed) or done (with its data). */
export type Remote<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; data: T };

/**
 * Runs `read` when `key` changes and keeps its latest answer; `retry` runs it again, `replace` sets the data (a
 * change's answer). A slower earlier read never overwrites a later one.
 */
export function useRemote<T>(read: () => Promise<T>, key: string) {
  const [remote, setRemote] = useState<Remote<T>>({ state: 'loading' });
  const latest = useRef(0);
  const readRef = useRef(read);
  readRef.current = read;
  const run = useCallback(() => {
    const ticket = ++latest.current;
    setRemote((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }));
    readRef.current().then(
      (data) => ticket === latest.current && setRemote({ state: 'ready', data }),
      (error: unknown) => ticket === latest.current && setRemote({ state: 'failed', error }),
    );
  }, []);
  useEffect(run, [run, key]);
  const replace = useCallback((data: T) => setRemote({ state: 'ready', data }), []);
  return { remote, retry: run, replace };
}
