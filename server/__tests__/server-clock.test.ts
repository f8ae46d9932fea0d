import { describe, expect, it } from 'vitest';
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
