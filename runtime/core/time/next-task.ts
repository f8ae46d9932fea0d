interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task of the main thread, so that the browser can paint and answer a tap between two steps of
 * work that would otherwise run as one long task. `scheduler.yield()` where the browser has it (its continuation runs
 * before other queued tasks of the page), a zero timeout otherwise.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
