import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useAnswerAtFirst } from '../prerender/served-rows.ts';
import type { EarlyAnswer } from './early-answer.ts';
import { HttpError, isCancelled } from './http-errors.ts';

/** What a page shows for one request: skeletons while loading, the data, or an error state (not found apart). */
export type Remote<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; notFound: boolean };

/**
 * Runs `load` when `key` changes (and again on `retry`), keeping only the latest answer: a slow answer for a previous
 * key never replaces the current one. An answer the route asked for early under the same key is taken instead of a first
 * request, and shown by the first render when it has already come. `replace` shows a local change the server confirmed
 * (a like) without fetching again.
 */
export function useRemote<T>(
  load: () => Promise<T>,
  key: string,
  early?: EarlyAnswer<T>,
): Remote<T> & { retry(): void; replace(data: T): void } {
  const [attempt, setAttempt] = useState(0);
  // A page hydrating the build's HTML starts as the build rendered it, waiting; the answer shows in the render after.
  // HTML that holds the server's rows is hydrated with the answer they were rendered from.
  const answerAtFirst = useAnswerAtFirst();
  const [remote, setRemote] = useState<Remote<T>>(() => {
    const ready = answerAtFirst ? early?.takeNow(key) : undefined;
    return ready ? { state: 'ready', data: ready.data } : { state: 'loading' };
  });
  const answeredAtFirst = useRef(remote.state === 'ready');
  useEffect(() => {
    if (answeredAtFirst.current) {
      answeredAtFirst.current = false;
      return;
    }
    let current = true;
    setRemote({ state: 'loading' });
    // The answer shows in a transition: React renders a page's rows in slices instead of one long task (a room grid
    // took some 250 ms on a slow phone), and a tap in between is answered first (docs/decisions.md "TBT at load").
    (early?.take(key) ?? load()).then(
      (data) => current && startTransition(() => setRemote({ state: 'ready', data })),
      (error: unknown) => {
        if (current && !isCancelled(error)) setRemote({ state: 'error', notFound: error instanceof HttpError && error.status === 3 });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new closure every render; `key` names what it fetches.
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setRemote({ state: 'ready', data }), []);
  return { ...remote, retry, replace };
}
