import { afterEach, describe, expect, it, vi } from 'vitest';
import { PollWaits } from '../im/long-poll/poll-waits.ts';

/** Settles what the promises under test can settle without the clock moving. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
};

function watched(promise: Promise<void>): { done: boolean } {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

afterEach(() => {
  vi.useRealTimers();
});

/** The long polls a node holds (poll-waits.ts): woken by their room, their hold, a shutdown, or their client leaving. */
describe('held long polls', () => {
  it("wakes every poll waiting on a room at its next message, and a poll whose hold ran out, and nobody else's", async () => {
    vi.useFakeTimers();
    const waits = new PollWaits();
    const [first, second, other] = [waits.hold(), waits.hold(), waits.hold()];
    first.watch('live_1');
    second.watch('live_1');
    other.watch('live_2');
    const [a, b, c] = [watched(first.until(90_000)), watched(second.until(90_000)), watched(other.until(300))];
    await settle();
    expect([a.done, b.done, c.done]).toEqual([false, false, false]);
    expect([waits.waitingOn('live_1'), waits.waitingOn('live_2')]).toEqual([2, 1]);
    waits.wake('live_1');
    await settle();
    expect([a.done, b.done, c.done]).toEqual([true, true, false]);
    vi.advanceTimersByTime(299);
    await settle();
    expect(c.done).toBe(false);
    vi.advanceTimersByTime(1);
    await settle();
    expect(c.done).toBe(true);
    // Nothing is left behind: no poll in a room's list, no timer.
    expect([waits.waitingOn('live_1'), waits.waitingOn('live_2')]).toEqual([0, 0]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not wait for a poll whose client left, and a message stored between its listing and its wait still wakes it', async () => {
    const waits = new PollWaits();
    const gone = waits.hold();
    gone.closed();
    gone.watch('live_1');
    expect(waits.waitingOn('live_1')).toBe(0);
    await expect(gone.until(90_000)).resolves.toBeUndefined();
    const early = waits.hold();
    early.watch('live_1');
    waits.wake('live_1');
    await expect(early.until(90_000)).resolves.toBeUndefined();
  });

  it('answers every waiting poll at shutdown, and the close waits for their answers, at most its grace', async () => {
    vi.useFakeTimers();
    const waits = new PollWaits();
    const poll = waits.hold();
    poll.watch('live_1');
    const waiting = watched(poll.until(90_000));
    const closing = watched(waits.close(1000));
    await settle();
    expect(waiting.done).toBe(true);
    expect(closing.done).toBe(false);
    poll.closed();
    poll.closed();
    await settle();
    expect(closing.done).toBe(true);
    // A poll that never answers holds the close for the grace only; later polls do not wait at all.
    const stuck = waits.hold();
    const closingAgain = watched(waits.close(1000));
    vi.advanceTimersByTime(1000);
    await settle();
    expect(closingAgain.done).toBe(true);
    stuck.watch('live_1');
    await expect(stuck.until(90_000)).resolves.toBeUndefined();
  });
});
