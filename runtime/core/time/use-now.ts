import { startTransition, useEffect, useState } from 'react';
import { useHydrationNow } from '../prerender/served-rows.ts';

/**
 * The current time, updated every `intervalMs`: what ticking clocks render from. While the page hydrates rows the
 * server rendered, the time they were rendered at, so the clocks match the HTML (core/prerender/served-rows.ts).
 * A tick is a transition: a page of clocks (a day's matches) re-renders in slices that a tap can interrupt, not in
 * one task.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(Date.now);
  const rendered = useHydrationNow();
  useEffect(() => {
    const timer = setInterval(() => startTransition(() => setNow(Date.now())), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return rendered ?? now;
}
