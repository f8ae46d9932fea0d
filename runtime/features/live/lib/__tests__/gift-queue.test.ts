import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGiftQueue, giftQueueCapacity, giftShowMs } from '../gift-queue.ts';
import type { GiftCue } from '../room-cues.ts';

const cue = (n: number, own = false): GiftCue => ({
  kind: 'gift',
  key: `send-${n}`,
  nick: `fan${n}`,
  gift: '鲜花',
  giftEn: 'Flower',
  icon: '/static/gifts/2.svg',
  count: 1,
  ...(own ? { own } : {}),
});

describe('gift animation queue: one at a time, ~2.5 s each, capped, the own gift at once', () => {
  let shown: (string | null)[];
  const record = (c: GiftCue | null) => shown.push(c ? c.key : null);
  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
  });
  afterEach(() => vi.useRealTimers());

  it('shows gifts one after another, each for 2.5 s, then nothing', () => {
    const queue = createGiftQueue(record);
    queue.push(cue(1));
    queue.push(cue(2));
    expect(giftShowMs).toBe(2500);
    expect(shown).toEqual(['send-1']);
    vi.advanceTimersByTime(2499);
    expect(shown).toEqual(['send-1']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['send-1', 'send-2']);
    vi.advanceTimersByTime(2500);
    expect(shown).toEqual(['send-1', 'send-2', null]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps at most 20 waiting: beyond that the oldest waiting are dropped', () => {
    const queue = createGiftQueue(record);
    for (let n = 1; n <= 1 + giftQueueCapacity + 5; n++) queue.push(cue(n));
    vi.advanceTimersByTime(giftShowMs * 30);
    expect(giftQueueCapacity).toBe(20);
    // 1 was on screen; 2..6 were pushed out by 22..26; 7..26 played in order.
    expect(shown.filter((k) => k !== null)).toEqual(['send-1', ...Array.from({ length: 20 }, (_, i) => `send-${i + 7}`)]);
  });

  it("the fan's own gift goes on screen at once, and the room's copy of it (same send) is not shown again", () => {
    const queue = createGiftQueue(record);
    queue.push(cue(1));
    queue.push(cue(2));
    vi.advanceTimersByTime(1000);
    queue.push(cue(9, true));
    expect(shown).toEqual(['send-1', 'send-9']);
    queue.push(cue(9));
    // The own gift gets its full time, then the queue goes on where it was.
    vi.advanceTimersByTime(2499);
    expect(shown).toEqual(['send-1', 'send-9']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['send-1', 'send-9', 'send-2']);
    vi.advanceTimersByTime(2500);
    expect(shown).toEqual(['send-1', 'send-9', 'send-2', null]);
  });

  it("the room's copy of the fan's own send arriving first: the own copy takes its place on screen, or jumps the queue, and plays once", () => {
    const queue = createGiftQueue((c) => shown.push(c ? `${c.key}${c.own ? ' own' : ''}` : null));
    queue.push(cue(9));
    queue.push(cue(9, true));
    expect(shown).toEqual(['send-9', 'send-9 own']);
    queue.push(cue(3));
    queue.push(cue(4));
    queue.push(cue(4, true));
    expect(shown).toEqual(['send-9', 'send-9 own', 'send-4 own']);
    vi.advanceTimersByTime(2500);
    expect(shown).toEqual(['send-9', 'send-9 own', 'send-4 own', 'send-3']);
    // Once gone from the screen, a late own copy plays nothing.
    vi.advanceTimersByTime(2500);
    queue.push(cue(9, true));
    expect(shown).toEqual(['send-9', 'send-9 own', 'send-4 own', 'send-3', null]);
  });

  it('dispose leaves no timer behind and shows nothing more', () => {
    const queue = createGiftQueue(record);
    queue.push(cue(1));
    queue.push(cue(2));
    queue.dispose();
    expect(vi.getTimerCount()).toBe(0);
    queue.push(cue(3));
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual(['send-1']);
  });
});
