/** Longest wait for a frame: a tab hidden while waiting paints none. */
const frameCapMs = 1_000;

/**
 * Resolves once the screen has painted its next frame: a task queued from the frame's requestAnimationFrame runs after
 * that frame's paint. A hidden page paints nothing, so it resolves at once; a page hidden meanwhile, after a second.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame === 'undefined' || document.hidden) return Promise.resolve();
  return new Promise((resolve) => {
    const cap = setTimeout(resolve, frameCapMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(cap);
        resolve();
      }, 0),
    );
  });
}
