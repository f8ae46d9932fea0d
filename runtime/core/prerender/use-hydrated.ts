import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** True from the moment the browser starts hydrating the build's HTML until the main thread is first idle after it. */
let hydrating = false;

/**
 * Called by the app just before it hydrates the build's HTML. Components that mount while it hydrates render as the
 * build did, and show what depends on the browser in a transition after (see {@link useHydrated}); once the main
 * thread is idle, components that mount later (a page opened by a tap) show it at their first render.
 */
export function startHydrating(): void {
  hydrating = true;
  const done = () => void (hydrating = false);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 5_000 });
  else setTimeout(done, 1_000);
}

/**
 * False while the page renders at build time (app/prerender.tsx) and while the browser hydrates that HTML; true
 * from the render after. What depends on the fan's clock, stored state or an answer already in (a date strip, rows)
 * shows its placeholder until then, so the first client render matches the build's and React never renders twice.
 *
 * The render after is a transition: React renders it in slices and commits it in a task of its own. A store whose
 * browser snapshot differs from its server snapshot would instead make React re-render every such component at once
 * (a synchronous update, right after the hydration's effects); while the page hydrates, the browser snapshot here is
 * the server's, so that does not happen.
 */
export function useHydrated(): boolean {
  const atFirst = useSyncExternalStore(
    subscribe,
    () => !hydrating,
    () => false,
  );
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (!atFirst) startTransition(() => setLater(true));
  }, [atFirst]);
  return atFirst || later;
}
