import { useCallback, useState } from 'react';

/** Rows drawn at first: a screen of conversations (about 70px each) and as much again below it. */
export const firstRows = 24;

/**
 * How many rows of a long list to draw: a first screenful, then `firstRows` more each time the end comes within a
 * screen of the viewport, so a fan with 500 conversations gets the first screen without drawing the other 476.
 * `sentinel` goes on an element after the last drawn row; keyed by `shown`, it is observed afresh after each step, so
 * a sentinel still in view asks again. Without IntersectionObserver every row is drawn.
 */
export function useGrowingList(total: number): { shown: number; sentinel: (element: Element | null) => (() => void) | undefined } {
  const [shown, setShown] = useState(firstRows);
  const sentinel = useCallback((element: Element | null) => {
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(Number.MAX_SAFE_INTEGER);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + firstRows);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { shown: Math.min(shown, total), sentinel };
}
