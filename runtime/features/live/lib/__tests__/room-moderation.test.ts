import { describe, expect, it } from 'vitest';
import { managesRoom, moderationAfter, waitClock, type RoomModeration } from '../room-moderation.ts';

const fan: RoomModeration = { role: 'viewer', slowMode: 0, mutedUntil: null };
const at = 1_000_000;

describe('what the room\'s managers change for a viewer (docs/decisions.md "Room managers")', () => {
  it('slow mode follows changePubConfig, for every viewer', () => {
    const slow = moderationAfter(fan, { kind: 'slowMode', key: 'a', nick: '房管', seconds: 10 }, '42', at);
    expect(slow.slowMode).toBe(10);
    expect(moderationAfter(slow, { kind: 'slowMode', key: 'b', nick: '房管', seconds: 0 }, '', at).slowMode).toBe(0);
  });

  it("a ban of the viewer mutes them for its duration; a lift or someone else's ban does not", () => {
    const muted = moderationAfter(fan, { kind: 'banned', key: 'a', nick: 'me', uid: '42', duration: 600 }, '42', at);
    expect(muted.mutedUntil).toBe(at + 600_000);
    expect(moderationAfter(fan, { kind: 'banned', key: 'b', nick: 'x', uid: '43', duration: 600 }, '42', at)).toEqual(fan);
    expect(moderationAfter(muted, { kind: 'banned', key: 'c', nick: 'me', uid: '42', duration: 0 }, '42', at).mutedUntil).toBeNull();
    // A guest has no id: nobody's ban is theirs.
    expect(moderationAfter(fan, { kind: 'banned', key: 'd', nick: '', uid: '', duration: 600 }, '', at)).toEqual(fan);
  });

  it('an appointment makes the viewer a manager and a removal a viewer again; the anchor stays the anchor', () => {
    const appointed = moderationAfter(fan, { kind: 'manager', key: 'a', nick: 'me', uid: '42', manager: true }, '42', at);
    expect(appointed.role).toBe('manager');
    expect(managesRoom(appointed.role)).toBe(true);
    expect(moderationAfter(appointed, { kind: 'manager', key: 'b', nick: 'me', uid: '42', manager: false }, '42', at).role).toBe('viewer');
    expect(moderationAfter(fan, { kind: 'manager', key: 'c', nick: 'x', uid: '43', manager: true }, '42', at).role).toBe('viewer');
    expect(
      moderationAfter({ ...fan, role: 'anchor' }, { kind: 'manager', key: 'd', nick: 'me', uid: '42', manager: false }, '42', at).role,
    ).toBe('anchor');
    expect(managesRoom('viewer')).toBe(false);
  });

  it('tells a wait as a clock, up to the 3 days of the longest ban', () => {
    expect(waitClock(8)).toBe('0:08');
    expect(waitClock(599.2)).toBe('10:00');
    expect(waitClock(3600)).toBe('1:00:00');
    expect(waitClock(259_200)).toBe('72:00:00');
    expect(waitClock(-3)).toBe('0:00');
  });
});
