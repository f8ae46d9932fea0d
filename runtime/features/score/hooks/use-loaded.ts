import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancelled } from '../../../core/http/http-errors.ts';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Loads once per `key` and again on `reload()`; with `refreshMs`, reloads quietly on that interval (and on `refresh()`)
 * and keeps what is on screen when a refresh fails. Only the latest request's answer is kept, so a slow answer never replaces a newer one.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>, refreshMs?: number): Loaded<T> & { reload(): void; refresh(): void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(async (quiet: boolean) => {
    const request = ++latest.current;
    if (!quiet) setState({ status: 'loading' });
    try {
      const data = await loadRef.current();
      if (request === latest.current) setState({ status: 'ready', data });
    } catch (error) {
      if (request === latest.current && !isCancelled(error)) setState((s) => (quiet && s.status === 'ready' ? s : { status: 'failed' }));
    }
  }, []);

  useEffect(() => {
    void run(false);
    // An answer that arrives after the key changed, or after unmount, is dropped.
    return () => void latest.current++;
  }, [key, run]);

  // The refresh follows its own interval, so a match going live starts refreshing without a reload.
  useEffect(() => {
    if (!refreshMs) return undefined;
    const timer = setInterval(() => void run(true), refreshMs);
    return () => clearInterval(timer);
  }, [key, refreshMs, run]);

  return { ...state, reload: () => void run(false), refresh: () => void run(true) };
}
