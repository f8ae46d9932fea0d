import { useEffect, useState, useSyncExternalStore } from 'react';
import { overlayQueue, type OverlayKind } from './overlay-queue.ts';

/**
 * Holds a turn in the overlay queue while `wanted` (the overlay has something to show) and answers whether it is the
 * overlay's turn now: render only while it is. Unmounting or `wanted` turning false gives the turn back.
 */
export function useOverlayTurn(kind: OverlayKind, wanted: boolean): boolean {
  const [id, setId] = useState<number | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    const requested = overlayQueue.request(kind);
    setId(requested);
    return () => {
      overlayQueue.close(requested);
      setId(null);
    };
  }, [kind, wanted]);
  const current = useSyncExternalStore(overlayQueue.subscribe, overlayQueue.current, overlayQueue.current);
  return wanted && id !== null && current === id;
}

/** Marks the screen busy while mounted and `active` (a chat room, a payment): pop-ups that were not asked for wait. */
export function useBusyScreen(reason: string, active = true): void {
  useEffect(() => (active ? overlayQueue.markBusy(reason) : undefined), [reason, active]);
}

/** A field the fan types into: a composer or a form being filled. */
const typing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset', 'range'].includes(target.type)));

/**
 * Marks the screen busy while the fan types in any field of any page (a composer with focus, a form being filled),
 * so that no screen has to register its fields one by one. Installed once, with the always-on notices.
 */
export function useTypingBusy(): void {
  useEffect(() => {
    // A field may have had focus before this runs (the notices load after the page has started).
    let release: (() => void) | null = typing(document.activeElement) ? overlayQueue.markBusy('typing') : null;
    const onFocusIn = (event: FocusEvent) => {
      if (!typing(event.target)) return;
      release ??= overlayQueue.markBusy('typing');
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus moving from one field to another stays busy.
      if (typing(event.relatedTarget)) return;
      release?.();
      release = null;
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      release?.();
    };
  }, []);
}
