import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimiter } from '../core/rate-limiter.ts';
import { ErrorCode } from '../errors.ts';
import { DedupeWindow } from '../messages/dedupe-window.ts';
import { mayRefreshOnlineCount } from '../groups/module/online-count.ts';
import { throttle } from '../core/throttle.ts';

describe('local rate limits (spec 001 §9)', () => {
  it('allows setAllMessageRead once per second', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    expect(limiter.check('setAllMessageRead')).toBeUndefined();
    expect(limiter.check('setAllMessageRead')?.code).toBe(ErrorCode.OVER_FREQUENCY_LIMIT);
    now = 1000;
    expect(limiter.check('setAllMessageRead')).toBeUndefined();
  });

  it('allows 20 group info calls a second, and takes overrides from cmd_frequency_limit', () => {
    const limiter = new RateLimiter(() => 0);
    for (let i = 0; i < 20; i++) expect(limiter.check('getGroupProfile')).toBeUndefined();
    expect(limiter.check('getGroupProfile')?.code).toBe(ErrorCode.OVER_FREQUENCY_LIMIT);
    const tuned = new RateLimiter(() => 0);
    tuned.applyCloudConfig('{"getGroupProfile":[1,2],"bad":[0,1]}');
    expect(tuned.check('getGroupProfile')).toBeUndefined();
    expect(tuned.check('getGroupProfile')).toBeUndefined();
    expect(tuned.check('getGroupProfile')?.code).toBe(ErrorCode.OVER_FREQUENCY_LIMIT);
  });

  it('ignores a cloud value that is not JSON', () => {
    const limiter = new RateLimiter(() => 0);
    limiter.applyCloudConfig('{oops');
    expect(limiter.check('setAllMessageRead')).toBeUndefined();
  });
});

describe('dedupe window', () => {
  it('drops a key seen within the window and forgets the oldest beyond its capacity', () => {
    const window = new DedupeWindow<number>(200);
    for (let i = 0; i < 200; i++) expect(window.add(i)).toBe(true);
    expect(window.add(5)).toBe(false);
    expect(window.add(200)).toBe(true);
    expect(window.size).toBe(200);
    expect(window.add(0)).toBe(true);
  });
});

describe('online member count refresh (spec 001 §9)', () => {
  it('refreshes only when expired, updated over 10 s ago and requested over 3 s ago', () => {
    expect(mayRefreshOnlineCount(undefined, 0)).toBe(true);
    const cache = { count: 5, expiresAt: 60_000, updatedAt: 0, requestedAt: 0 };
    expect(mayRefreshOnlineCount(cache, 59_999)).toBe(false);
    expect(mayRefreshOnlineCount(cache, 60_000)).toBe(true);
    expect(mayRefreshOnlineCount({ ...cache, updatedAt: 55_000 }, 60_000)).toBe(false);
    expect(mayRefreshOnlineCount({ ...cache, requestedAt: 58_000 }, 60_000)).toBe(false);
  });
});

describe('update events (spec 001 §9: once a second)', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once, then folds calls within a second into one run at its end', () => {
    vi.useFakeTimers();
    let runs = 0;
    const throttled = throttle(
      () => runs++,
      1000,
      () => Date.now(),
    );
    throttled.run();
    throttled.run();
    throttled.run();
    expect(runs).toBe(1);
    vi.advanceTimersByTime(999);
    expect(runs).toBe(1);
    vi.advanceTimersByTime(1);
    expect(runs).toBe(2);
  });
});
