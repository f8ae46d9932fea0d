import { describe, expect, it } from 'vitest';
import { kickoffLabel, serverDay } from '../server-time.ts';

describe("dates of the server's match days (China Standard Time)", () => {
  it('a kickoff as MM-DD HH:mm, past midnight UTC+8 on the next day', () => {
    expect(kickoffLabel(Date.parse('2026-06-01T04:25:00Z') / 1000)).toBe('06-01 12:25');
    expect(kickoffLabel(Date.parse('2026-05-31T16:30:00Z') / 1000)).toBe('06-01 00:30');
  });

  it('a day as YYYY-MM-DD', () => {
    expect(serverDay(Date.parse('2026-05-31T15:59:59Z') / 1000)).toBe('2026-05-31');
    expect(serverDay(Date.parse('2026-05-31T16:00:00Z') / 1000)).toBe('2026-06-01');
  });
});
