import { timers, type TimerId } from './host.ts';

/**
 * Runs `task` at most once per `intervalMs`: the first call runs at once, later calls within the interval fold into
 * one run at its end (spec 001 §9: list and unread updates at most once a second).
 */
export function throttle(task: () => void, intervalMs: number, now: () => number): { run(): void; cancel(): void } {
  let lastRun = -Infinity;
  let timer: TimerId | undefined;
  const fire = () => {
    timer = undefined;
    lastRun = now();
    task();
  };
  return {
    run() {
      if (timer !== undefined) return;
      const wait = lastRun + intervalMs - now();
      if (wait <= 0) fire();
      else timer = timers.setTimeout(fire, wait);
    },
    cancel() {
      timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
