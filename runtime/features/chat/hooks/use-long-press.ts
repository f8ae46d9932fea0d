import { useRef, type PointerEvent } from 'react';

/** Holding this long is a long press, as on a phone's own lists. */
const holdMs = 500;

/**
 * Long press on a row or a bubble: holding a finger (or the mouse) still for half a second, or the context menu (a
 * right click, Android's own long press), runs `onLongPress`; the click that ends such a press is swallowed.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const fired = useRef(false);
  const start = useRef({ x: 0, y: 0 });
  const cancel = () => clearTimeout(timer.current);
  const fire = () => {
    fired.current = true;
    onLongPress();
  };
  return {
    onPointerDown(event: PointerEvent) {
      fired.current = false;
      start.current = { x: event.clientX, y: event.clientY };
      cancel();
      timer.current = setTimeout(fire, holdMs);
    },
    // A finger that moves is scrolling, not pressing.
    onPointerMove(event: PointerEvent) {
      if (Math.abs(event.clientX - start.current.x) + Math.abs(event.clientY - start.current.y) > 10) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onContextMenu(event: { preventDefault(): void }) {
      event.preventDefault();
      cancel();
      if (!fired.current) fire();
    },
    /** Whether the click now arriving ends a long press (and should do nothing). */
    consumeClick(): boolean {
      const was = fired.current;
      fired.current = false;
      return was;
    },
  };
}
