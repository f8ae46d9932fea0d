import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useLocation, type NavigateFunction } from 'react-router-dom';
import { adTarget } from '../../core/rules/ad-rules.ts';
import { colors } from '../../core/theme/theme.ts';

/** The small 广告 / Anúncio tag every ad over the app carries, at the corner its parent places it in. */
export const adTagCss = css`
  position: absolute;
  padding: 0 0.375rem;
  border-radius: 0.25rem;
  background: ${colors.scrimLight};
  color: ${colors.onMedia};
  font-size: 0.625rem;
  line-height: 1rem;
`;

/** The server day stored under `key` (the day an ad last showed), or null; a browser without storage has none. */
export function readStoredDay(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores the day an ad showed under each key; private mode without storage shows it on this visit all the same. */
export function storeDay(day: string, ...keys: string[]): void {
  try {
    for (const key of keys) localStorage.setItem(key, day);
  } catch {
    // Nothing to keep: the ad may show again on the next visit.
  }
}

/** Follows an ad's link as the fan app does (`adTarget`): a path of the app in place, an https address apart. */
export function followAdLink(link: string, navigate: NavigateFunction): void {
  const target = adTarget(link);
  if (target && 'inApp' in target) navigate(target.inApp);
  else if (target) window.open(target.external, '_blank', 'noopener,noreferrer');
}

/**
 * True once the fan has tapped or typed on the page, or opened a second page of the app (docs/decisions.md "The pop-up
 * ad after the first step"): the pop-up ad waits for it, the launch ad gives up at it. Taps count only while
 * `listening` (the launch ad stops once it shows). A first tap also ends the page's largest-contentful-paint, so an ad
 * never becomes it.
 */
export function useFirstStep(listening = true): boolean {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  const [stepped, setStepped] = useState(false);
  const active = listening && !stepped;
  useEffect(() => {
    if (!active) return undefined;
    const step = () => setStepped(true);
    // 'click' rather than 'pointerdown': the tap finishes what it started before the pop-up can take the next one.
    window.addEventListener('click', step, { capture: true, once: true });
    window.addEventListener('keydown', step, { capture: true, once: true });
    return () => {
      window.removeEventListener('click', step, { capture: true });
      window.removeEventListener('keydown', step, { capture: true });
    };
  }, [active]);
  return stepped || pathname !== firstPath;
}
