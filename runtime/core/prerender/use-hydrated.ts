import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page renders at build time (app/prerender.tsx) and while the browser hydrates that HTML; true
 * from the render after. What depends on the fan's clock, stored state or an answer already in (a date strip, rows)
 * shows its placeholder until then, so the first client render matches the build's and React never renders twice.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
