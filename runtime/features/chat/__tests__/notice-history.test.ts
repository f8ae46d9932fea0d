import { describe, expect, it } from 'vitest';
import type { GroupTipPayload } from '../../../im/index.ts';
import { dateTimeLabel } from '../lib/chat-time.ts';
import { noticeHistory } from '../lib/notice-history.ts';
import { message, noonMar18 } from './chat-fixtures.ts';

const tip = (time: number, operationType: number, newGroupProfile: Record<string, unknown>, operatorID = '7') => {
  const payload: GroupTipPayload = { operationType, operatorID, userIDList: [], newGroupProfile, data: '' };
  return message(time, { type: 'TIMGroupTipElem', payload, conversationType: 'GROUP', conversationID: 'GROUP@TGS#1' });
};

describe('a group notification history', () => {
  it('lists every notification a manager set, newest first, with who and when, a cleared one as empty text', () => {
    const held = [
      tip(noonMar18, 6, { notification: '周六 20:00 一起看决赛' }, '7'),
      message(noonMar18 + 60, { conversationType: 'GROUP', conversationID: 'GROUP@TGS#1', payload: { text: '收到' } }),
      tip(noonMar18 + 120, 6, { name: '新群名' }),
      tip(noonMar18 + 180, 1, {}),
      tip(noonMar18 + 240, 6, { notification: '' }, '9'),
      tip(noonMar18 + 300, 6, { notification: '<img src=x onerror=alert(1)>', introduction: 'x' }, '9'),
    ];
    expect(noticeHistory(held).map(({ text, operatorID, time }) => [text, operatorID, time - noonMar18])).toEqual([
      ['<img src=x onerror=alert(1)>', '9', 300],
      ['', '9', 240],
      ['周六 20:00 一起看决赛', '7', 0],
    ]);
  });

  it('keeps the order of the history for changes made within the same second', () => {
    const held = [
      tip(noonMar18, 6, { notification: 'first' }),
      tip(noonMar18, 6, { notification: 'second' }),
      tip(noonMar18, 6, { notification: 'third' }),
    ];
    expect(noticeHistory(held).map((notice) => notice.text)).toEqual(['third', 'second', 'first']);
  });

  it('is empty for a group whose notification never changed', () => {
    expect(noticeHistory([message(noonMar18), tip(noonMar18, 6, { ownerID: '9' })])).toEqual([]);
  });

  it('dates a notification in China time', () => {
    expect(dateTimeLabel(noonMar18)).toBe('2026-03-18 12:00');
  });
});
