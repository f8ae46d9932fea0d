import { describe, expect, it, vi } from 'vitest';
import { earlyAnswer } from '../early-answer.ts';

describe('earlyAnswer', () => {
  it('gives the started answer once, to the same question', async () => {
    const early = earlyAnswer<string>();
    const request = vi.fn(() => Promise.resolve('today'));
    early.start('2026-11-22', request);
    expect(request).toHaveBeenCalledTimes(1);
    await expect(early.take('2026-11-22')).resolves.toBe('today');
    expect(early.take('2026-11-22')).toBeNull();
  });

  it('gives nothing for another question, and forgets the early one', () => {
    const early = earlyAnswer<string>();
    early.start('2026-11-22', () => Promise.resolve('today'));
    expect(early.take('2026-11-23')).toBeNull();
    expect(early.take('2026-11-22')).toBeNull();
  });

  it('gives nothing once the answer is 10 s old', () => {
    let now = 0;
    const early = earlyAnswer<string>(() => now);
    early.start('k', () => Promise.resolve('old'));
    now = 10_000;
    expect(early.take('k')).toBeNull();
  });

  it('leaves a failed early request to whoever takes it, without an unhandled rejection', async () => {
    const early = earlyAnswer<string>();
    early.start('k', () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(early.take('k')).rejects.toThrow('offline');
  });
});
