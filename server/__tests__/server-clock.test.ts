import { describe, expect, it } from 'vitest';
import { serverDate, serverMinute } from '../clock.ts';
import { prepareServer } from '../start.ts';

describe('the server clock (start options)', () => {
  it('runs in real time from startAt, so tests get a chosen time of day that still moves', async () => {
    const server = await prepareServer({ site: 'qutu', seed: 1, startAt: '2026-06-01T04:00:00Z' });
    try {
      const first = server.context.clock.now().getTime();
      expect(first - Date.parse('2026-06-01T04:00:00Z')).toBeGreaterThanOrEqual(0);
      expect(first - Date.parse('2026-06-01T04:00:00Z')).toBeLessThan(60_000);
      expect(server.context.clock.fixed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(server.context.clock.now().getTime()).toBeGreaterThan(first);
    } finally {
      await server.close();
    }
  });

  it('refuses a startAt that is not a time, naming the expected form', async () => {
    await expect(prepareServer({ site: 'qutu', seed: 1, startAt: 'noon' })).rejects.toThrow(/startAt expects an ISO time.*"noon"/);
  });
});

describe("the server's day and minute (China time)", () => {
  it('reads an instant on the server wall clock, across the day that UTC has not reached yet', () => {
    const late = new Date('2026-06-01T16:05:59Z');
    expect([serverDate(late), serverMinute(late)]).toEqual(['2026-06-02', '2026-06-02 00:05']);
    const early = new Date('2026-06-01T15:59:00Z');
    expect([serverDate(early), serverMinute(early)]).toEqual(['2026-06-01', '2026-06-01 23:59']);
  });
});
