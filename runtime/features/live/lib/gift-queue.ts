import type { GiftCue } from './room-cues.ts';

/** Each gift is on screen this long (docs/decisions.md "Gift animation"). */
export const giftShowMs = 2500;
/** Gifts waiting beyond this many drop the oldest: a burst is not replayed for minutes. */
export const giftQueueCapacity = 20;
/** Keys remembered so a gift is shown once (the room's copy of the fan's own send, a rejoin's replay). */
const rememberedKeys = 200;

export interface GiftQueue {
  /** Queues a gift; the fan's own (`own`) goes on screen at once, ending the one shown. A key seen before is skipped. */
  push(cue: GiftCue): void;
  /** Stops the timer; nothing is shown after it. */
  dispose(): void;
}

/**
 * One gift on screen at a time, in arrival order. `onShow` hears each change (null when the queue runs dry). Pure
 * apart from setTimeout, so its timing is tested with fake timers.
 */
export function createGiftQueue(onShow: (cue: GiftCue | null) => void, options: { showMs?: number; capacity?: number } = {}): GiftQueue {
  const showMs = options.showMs ?? giftShowMs;
  const capacity = options.capacity ?? giftQueueCapacity;
  let waiting: GiftCue[] = [];
  let current: GiftCue | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  const seen = new Set<string>();

  const show = (cue: GiftCue | null) => {
    clearTimeout(timer);
    timer = undefined;
    current = cue;
    onShow(cue);
    if (cue) timer = setTimeout(() => show(waiting.shift() ?? null), showMs);
  };

  /** The fan's own copy of a gift whose room copy came first: on screen now, marked own, without playing it twice. */
  const promote = (cue: GiftCue) => {
    if (current?.key === cue.key) {
      if (current.own) return;
      current = cue;
      onShow(cue);
      return;
    }
    const before = waiting.length;
    waiting = waiting.filter((item) => item.key !== cue.key);
    if (waiting.length < before) show(cue);
  };

  return {
    push(cue) {
      if (disposed) return;
      if (seen.has(cue.key)) {
        // The room's copy of the fan's own send can arrive before the send's answer (the socket and the HTTP answer
        // race): the own gift still goes on screen at once, as the fan's, and still once.
        if (cue.own) promote(cue);
        return;
      }
      seen.add(cue.key);
      if (seen.size > rememberedKeys) seen.delete(seen.values().next().value as string);
      if (cue.own || !current) {
        show(cue);
        return;
      }
      waiting.push(cue);
      if (waiting.length > capacity) waiting = waiting.slice(waiting.length - capacity);
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      waiting = [];
    },
  };
}
