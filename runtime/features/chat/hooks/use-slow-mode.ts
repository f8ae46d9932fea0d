import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '../lib/slow-mode.ts';

/**
 * The countdown of a group's slow mode in the room: `hold(seconds)` starts it (after a send, the group's interval;
 * after the gateway's refusal, the seconds it said are left) and `left` is the whole seconds to go, re-read from the
 * clock once a second while it runs, so a busy phone that skips ticks still shows the truth.
 */
export function useSlowMode(): { left: number; hold(seconds: number): void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(Date.now);
  const left = secondsLeft(until, now);
  useEffect(() => {
    if (left <= 0) return undefined;
    // Wakes when the whole seconds left change: the remainder of the time to go.
    const timer = setTimeout(() => setNow(Date.now()), Math.ceil(until * 1000 - now) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [left, now, until]);
  const hold = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at / 1000 + seconds);
  }, []);
  return { left, hold };
}
