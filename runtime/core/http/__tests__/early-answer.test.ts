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

  it('sends the same question once while it is on its way; once taken, a new start asks again', async () => {
    const early = earlyAnswer<string>();
    const request = vi.fn(() => Promise.resolve('today'));
    early.start('k', request);
    early.start('k', request);
    expect(request).toHaveBeenCalledTimes(1);
    await expect(early.take('k')).resolves.toBe('today');
    early.start('k', request);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('asks again for the same question once the first answer is 10 s old', () => {
    let now = 0;
    const early = earlyAnswer<string>(() => now);
    const request = vi.fn(() => Promise.resolve('old'));
    early.start('k', request);
    now = 10_000;
    early.start('k', request);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('reads a sent request only when the page takes it, so its toasts and dialogs come on that page', async () => {
    const early = earlyAnswer<string>();
    const read = vi.fn(() => Promise.resolve('today'));
    early.start('k', () => ({ read, readNow: () => null }));
    early.start('other', () => ({ read, readNow: () => null }));
    expect(read).not.toHaveBeenCalled();
    expect(early.take('k')).toBeNull();
    early.start('k', () => ({ read, readNow: () => null }));
    await expect(early.take('k')).resolves.toBe('today');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('gives the data at once only when a good answer has come; before that it leaves the answer to take', async () => {
    const early = earlyAnswer<string>();
    let answer!: (value: string) => void;
    early.start('k', () => new Promise<string>((resolve) => (answer = resolve)));
    expect(early.takeNow('k')).toBeNull();
    answer('today');
    await Promise.resolve();
    expect(early.takeNow('other')).toBeNull();
    expect(early.takeNow('k')).toEqual({ data: 'today' });
    expect(early.takeNow('k')).toBeNull();
    expect(early.take('k')).toBeNull();
  });

  it('leaves a failed answer to take, for the page to show its error', async () => {
    const early = earlyAnswer<string>();
    early.start('k', () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(early.takeNow('k')).toBeNull();
    await expect(early.take('k')).rejects.toThrow('offline');
  });

  it('takes a sent request at once only when it says its answer is good', () => {
    const early = earlyAnswer<string>();
    let ready: { data: string } | null = null;
    const read = vi.fn(() => Promise.resolve('today'));
    early.start('k', () => ({ read, readNow: () => ready }));
    expect(early.takeNow('k')).toBeNull();
    ready = { data: 'today' };
    expect(early.takeNow('k')).toEqual({ data: 'today' });
    expect(early.take('k')).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });
});
