import { describe, expect, it } from 'vitest';
import { timeline } from '../lib/timeline.ts';
import { message, noonMar18 } from './chat-fixtures.ts';

const minute = 60;
const shape = (entries: ReturnType<typeof timeline>) =>
  entries.map((e) =>
    e.kind === 'separator' ? `[${e.day.relative || e.day.date} ${e.time}]` : (e.message.payload as { text: string }).text,
  );

describe('the chat room timeline', () => {
  it('puts a day separator before the first message and at each new day', () => {
    const yesterdayLate = noonMar18 - 13 * 3600;
    const messages = [
      message(yesterdayLate, { payload: { text: 'a' } }),
      message(yesterdayLate + minute, { payload: { text: 'b' } }),
      message(noonMar18 - 2 * minute, { payload: { text: 'c' } }),
    ];
    expect(shape(timeline(messages, noonMar18))).toEqual(['[yesterday 23:00]', 'a', 'b', '[today 11:58]', 'c']);
  });

  it('a quiet spell of more than five minutes starts a new time line within the day', () => {
    const messages = [
      message(noonMar18, { payload: { text: 'a' } }),
      message(noonMar18 + 5 * minute, { payload: { text: 'b' } }),
      message(noonMar18 + 10 * minute + 1, { payload: { text: 'c' } }),
    ];
    expect(shape(timeline(messages, noonMar18 + 3600))).toEqual(['[today 12:00]', 'a', 'b', '[today 12:10]', 'c']);
  });

  it('keys a message by sender, receiver and random, so it keeps its row when the server numbers it', () => {
    const sending = message(noonMar18, { flow: 'out', status: 'unsend', sequence: 0, ID: '7-9-42-0', random: 42 });
    const sent = { ...sending, status: 'success' as const, sequence: 12, ID: '7-9-42-12' };
    const keys = (list: ReturnType<typeof timeline>) => list.map((e) => e.key);
    expect(keys(timeline([sent], noonMar18))).toEqual(keys(timeline([sending], noonMar18)));
    expect(timeline([], noonMar18)).toEqual([]);
  });
});
