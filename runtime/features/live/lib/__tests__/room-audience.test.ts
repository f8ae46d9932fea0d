import { describe, expect, it, vi } from 'vitest';
import { audienceOfMessage } from '../room-audience.ts';
import { createRoomFeed } from '../room-feed.ts';
import type { RoomMessageInput } from '../room-lines.ts';

const custom = (data: unknown, from = 'administrator'): RoomMessageInput => ({
  type: 'TIMCustomElem',
  payload: { data: JSON.stringify(data) },
  nick: '',
  from,
  to: 'live_101',
  random: 7,
  flow: 'in',
});
const told = { type: 'LiveGroupMemberJoinExit', liveid: 101, online: 5007 };

describe('the audience a room is told', () => {
  it('LiveGroupMemberJoinExit from the system sender gives the room its audience', () => {
    expect(audienceOfMessage(custom(told), 'live_101')).toBe(5007);
    expect(audienceOfMessage(custom({ ...told, online: 0 }), 'live_101')).toBe(0);
  });

  it('only the system sender, only for this room, only a whole count of zero or more', () => {
    expect(audienceOfMessage(custom(told, '12345'), 'live_101')).toBeNull();
    expect(audienceOfMessage(custom(told), 'live_102')).toBeNull();
    for (const online of [-1, 1.5, '5007', null, 1e300]) expect(audienceOfMessage(custom({ ...told, online }), 'live_101')).toBeNull();
    expect(audienceOfMessage(custom({ type: 'EnterRoomMessage', nick_name: 'x', uid: '1' }), 'live_101')).toBeNull();
    expect(audienceOfMessage({ ...custom(told), type: 'TIMTextElem' }, 'live_101')).toBeNull();
  });
});

describe('the room feed the live room page holds', () => {
  it('hands events to every listener until it unsubscribes', () => {
    const feed = createRoomFeed();
    const listener = vi.fn();
    const off = feed.on(listener);
    feed.emit([{ kind: 'enter', key: 'a', nick: 'x' }]);
    off();
    feed.emit([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the membership state for a chat tab opened later, and tells watchers only of a change', () => {
    const feed = createRoomFeed();
    const watcher = vi.fn();
    feed.watch(watcher);
    const first = feed.state();
    expect(first).toEqual({ status: 'joining', canSend: false });
    feed.update({ status: 'joining' });
    expect(feed.state()).toBe(first);
    feed.update({ status: 'joined' });
    feed.update({ canSend: true });
    expect(feed.state()).toEqual({ status: 'joined', canSend: true });
    expect(watcher).toHaveBeenCalledTimes(2);
  });
});
