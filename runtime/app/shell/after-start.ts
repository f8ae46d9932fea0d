import { useEffect, useState } from 'react';

/**
 * How long after the page's load the always-on notices start. They keep a long poll open (NOTIFY_ROOM) for as long as
 * the app runs; starting them once the page has settled keeps them out of its first paint and its load, and lets
 * "network idle" (what tests and the page-load bench wait for) happen first.
 */
export const noticesDelayMs = 2_000;

/** False until the page has loaded and then {@link noticesDelayMs} have passed (and the browser is idle). */
export function useAfterStart(delayMs = noticesDelayMs): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const begin = () => {
      timer = setTimeout(
        () => (window.requestIdleCallback ? window.requestIdleCallback(() => setStarted(true), { timeout: 1_000 }) : setStarted(true)),
        delayMs,
      );
    };
    if (document.readyState === 'complete') begin();
    else window.addEventListener('load', begin, { once: true });
    return () => {
      window.removeEventListener('load', begin);
      clearTimeout(timer);
    };
  }, [delayMs]);
  return started;
}
