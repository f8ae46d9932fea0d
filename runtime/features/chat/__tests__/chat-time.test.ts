import { describe, expect, it } from 'vitest';
import { clockLabel, conversationTime, dayName } from '../lib/chat-time.ts';
import { noonMar18 } from './chat-fixtures.ts';

const hour = 3600;

describe('chat times, in China time', () => {
  it('a conversation row shows the clock today, "yesterday", the date this year, the full date before', () => {
    expect(conversationTime(noonMar18 - 2 * hour, noonMar18)).toEqual({ relative: '', text: '10:00' });
    expect(conversationTime(noonMar18 - 13 * hour, noonMar18)).toEqual({ relative: 'yesterday', text: '' });
    expect(conversationTime(noonMar18 - 3 * 24 * hour, noonMar18)).toEqual({ relative: '', text: '03-15' });
    expect(conversationTime(noonMar18 - 120 * 24 * hour, noonMar18)).toEqual({ relative: '', text: '2025-11-18' });
    // No last message: no time.
    expect(conversationTime(0, noonMar18)).toEqual({ relative: '', text: '' });
  });

  it('days turn at midnight China time, whatever the device zone (UTC 16:00)', () => {
    const justBeforeMidnight = noonMar18 + 11 * hour + 59 * 60;
    expect(clockLabel(justBeforeMidnight)).toBe('23:59');
    expect(dayName(justBeforeMidnight, noonMar18 + 12 * hour)).toEqual({ relative: 'yesterday', date: '' });
    expect(dayName(noonMar18 + 12 * hour, noonMar18 + 12 * hour)).toEqual({ relative: 'today', date: '' });
  });
});
