import { useEffect, useState } from 'react';

/**
 * The part of the window the fan sees: on a phone it shrinks when the keyboard opens (iOS keeps the layout viewport
 * and scrolls it instead), so a screen sized and placed by it keeps its input just above the keyboard. Null where the
 * browser has no visualViewport; 100dvh serves there.
 */
export function useVisualViewport(): { height: number; offsetTop: number } | null {
  const read = () => (window.visualViewport ? { height: window.visualViewport.height, offsetTop: window.visualViewport.offsetTop } : null);
  const [box, setBox] = useState(read);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setBox({ height: viewport.height, offsetTop: viewport.offsetTop });
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return box;
}
