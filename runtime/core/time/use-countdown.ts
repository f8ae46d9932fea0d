import { useEffect, useState } from 'react';

/** Seconds before an SMS code may be asked for again (the server allows one a minute per phone). */
export const resendSeconds = 60;

/**
 * A countdown in whole seconds: `start(n)` sets it, and it ticks down to 0 once a second while the screen is shown
 * (the timer goes with the component). What "resend in 42 s" buttons render from.
 */
export function useCountdown(): [seconds: number, start: (seconds: number) => void] {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = setTimeout(() => setSeconds(seconds - 1), 1_000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds];
}
