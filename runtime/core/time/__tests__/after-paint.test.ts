import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../after-paint.ts';

/** A page whose frames run only when the test says (a browser paints after the frame's callbacks). */
function page(hidden: boolean) {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('document', { hidden });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  return { paint: () => frames.splice(0).forEach((callback) => callback(0)) };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the next frame, then resolves in a task after it (after its paint)', async () => {
    const { paint } = page(false);
    const waiting = afterNextPaint();
    expect(await settled(waiting)).toBe(false);
    paint();
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves at once on a hidden page, which paints no frame', async () => {
    page(true);
    expect(await settled(afterNextPaint())).toBe(true);
  });

  it('resolves after a second when no frame comes (the page was hidden meanwhile)', async () => {
    page(false);
    const waiting = afterNextPaint();
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
