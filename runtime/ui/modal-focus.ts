import { useEffect, useRef, useState, type RefObject } from 'react';

/** What may take focus; disabled, hidden and tabIndex -1 ones are left out by `reachable`. */
const focusable = 'a[href],button,input,select,textarea,[tabindex]';

const reachable = (box: HTMLElement): HTMLElement[] =>
  [...box.querySelectorAll<HTMLElement>(focusable)].filter(
    (item) => item.tabIndex >= 0 && !(item as HTMLButtonElement).disabled && item.offsetParent !== null,
  );

/** The dialogs on screen, the newest last: only the newest answers keys, so a confirm over a sheet owns Escape. */
const open: HTMLElement[] = [];

/**
 * Where Tab goes among `count` focusable elements when focus is at `current` (-1: none of them), so it never leaves
 * the dialog: the index to focus, -1 for the dialog itself (nothing focusable), or null to let the browser move.
 */
export function trappedTabTarget(count: number, current: number, backwards: boolean): number | null {
  if (count === 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}

/**
 * Makes the element in `ref` behave as a modal dialog while mounted (WAI-ARIA dialog pattern): focus moves into it
 * (its `autoFocus` element, else its first control, else itself: give it `tabIndex={-1}`), Tab and Shift+Tab stay
 * inside, Escape calls `onEscape` when given (omit it where the fan must answer), and on close focus returns to the
 * element that had it before, the opener. The element still carries `role="dialog"`, `aria-modal` and its name.
 */
export function useModalFocus(ref: RefObject<HTMLElement | null>, onEscape?: () => void): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  // Read at the first render: by the effects, an `autoFocus` control inside already holds focus.
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    open.push(box);
    if (!box.contains(document.activeElement)) {
      // An `autoFocus` control took focus before this ran; without one, the first control or the dialog itself.
      (reachable(box)[0] ?? box).focus();
    }
    const onKey = (event: KeyboardEvent) => {
      if (open[open.length - 1] !== box) return;
      if (event.key === 'Escape' && escape.current) {
        event.preventDefault();
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = reachable(box);
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const target = trappedTabTarget(items.length, active ? items.indexOf(active) : -1, event.shiftKey);
      if (target === null) return;
      event.preventDefault();
      (items[target] ?? box).focus();
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      open.splice(open.indexOf(box), 1);
      // Back to the opener unless the fan has since moved on (a page change, another control they chose).
      if (opener?.isConnected && (box.contains(document.activeElement) || document.activeElement === document.body)) {
        opener.focus();
      }
    };
  }, [ref, opener]);
}

/**
 * `useModalFocus` as an element, for a dialog shown conditionally inside a component that cannot call the hook at the
 * right time (after an early return): render it next to the dialog, with the dialog's ref.
 */
export function ModalFocus(props: { target: RefObject<HTMLElement | null>; onEscape?: () => void }): null {
  useModalFocus(props.target, props.onEscape);
  return null;
}
