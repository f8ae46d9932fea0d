import { describe, expect, it } from 'vitest';
import { onlineState, onlineWindowSeconds } from '../lib/online-state.ts';
import { reportTarget } from '../lib/report-target.ts';

describe('a user profile', () => {
  it('says 在线 within five minutes of the last activity the server saw, 离线 after, 未登录 when never signed in', () => {
    const now = 1_773_806_400;
    expect(onlineState(now - 20, now)).toBe('online');
    expect(onlineState(now - onlineWindowSeconds, now)).toBe('online');
    expect(onlineState(now - onlineWindowSeconds - 1, now)).toBe('offline');
    expect(onlineState(0, now)).toBe('never');
  });
});

describe('a report address', () => {
  it('names a user or a group by id, and nothing else', () => {
    expect(reportTarget('user', '42')).toEqual({ type: 'user', id: '42' });
    expect(reportTarget('group', 'anchor_7')).toEqual({ type: 'group', id: 'anchor_7' });
    // A group a fan created has the gateway's id, @TGS# and 10 letters or digits.
    expect(reportTarget('group', '@TGS#a1b2c3d4e5')).toEqual({ type: 'group', id: '@TGS#a1b2c3d4e5' });
    expect(reportTarget('user', undefined)).toBeNull();
    expect(reportTarget('42', undefined)).toBeNull();
    expect(reportTarget('user', '<script>')).toBeNull();
    expect(reportTarget('team', '1')).toBeNull();
  });
});
