/** Longest wait for a frame: a tab hidden while waiting paints none. */
const frameCapMs = 1_000;

/**
 * Resolves once the screen has painted its next frame: a task queued from the frame's requestAnimationFrame runs after
 * that frame's paint. A hidden page paints nothing, so it resolves at once; a page hidden meanwhile, after a second
 * (whichever of the two timers comes first resolves it; the other's call does nothing). In the browser only.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.hidden) return resolve();
    setTimeout(resolve, frameCapMs);
    requestAnimationFrame(() => setTimeout(resolve));
  });
}
