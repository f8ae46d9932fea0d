import { describe, expect, it } from 'vitest';
import { LossDetector } from '../messages/loss-detector.ts';

function detector() {
  const reports: { conversationID: string; missing: number[] }[] = [];
  return { reports, losses: new LossDetector((conversationID, missing) => reports.push({ conversationID, missing })) };
}

/** Feeds sequences 1..`until`, leaving out `skip`, in order. */
function feed(losses: LossDetector, conversationID: string, sequences: number[]): void {
  for (const sequence of sequences) losses.observe(conversationID, sequence);
}

const range = (from: number, to: number, skip: number[] = []) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((s) => !skip.includes(s));

describe('loss detection in two rounds (spec 001 §4 Connection, §9)', () => {
  it('warns at the 80th message about a hole of 2 to 20 that the 50th found and that is still open', () => {
    const { reports, losses } = detector();
    feed(losses, 'C2Cpeer', range(1, 82, [30, 31]));
    expect(reports).toEqual([{ conversationID: 'C2Cpeer', missing: [30, 31] }]);
  });

  it('stays quiet when the hole fills between the two rounds', () => {
    const { reports, losses } = detector();
    const sequences = range(1, 82, [30]);
    sequences.splice(60, 0, 30);
    feed(losses, 'C2Cpeer', sequences);
    expect(reports).toEqual([]);
  });

  it('does not check before the 50th message, nor report a hole the first round did not see', () => {
    const { reports, losses } = detector();
    feed(losses, 'GROUPlive_1', range(1, 49, [10]));
    expect(reports).toEqual([]);
    // The hole at 60 opens after the first round (message 50): the second round has nothing to confirm.
    feed(losses, 'GROUPlive_1', range(50, 90, [60]));
    expect(reports).toEqual([{ conversationID: 'GROUPlive_1', missing: [10] }]);
  });

  it('ignores jumps of more than 20 (skipped on purpose, or history not loaded)', () => {
    const { reports, losses } = detector();
    feed(losses, 'GROUPlive_1', [...range(1, 20), ...range(400, 470)]);
    expect(reports).toEqual([]);
  });

  it('checks each conversation on its own count', () => {
    const { reports, losses } = detector();
    for (const sequence of range(1, 82, [5])) {
      losses.observe('C2Ca', sequence);
      losses.observe('C2Cb', sequence + 1);
    }
    expect(reports.map((r) => r.conversationID)).toEqual(['C2Ca', 'C2Cb']);
  });
});
