import { describe, expect, it } from 'vitest';
import { Entrances } from '../im/entrances.ts';

describe('live-room entrances (EnterRoomMessage at most once a window)', () => {
  it('announces a user once within the window, again after it; other users and rooms apart', () => {
    let now = 1_000_000;
    const entrances = new Entrances(
      () => 60_000,
      () => now,
    );
    expect(entrances.announce('live_1', 'fan')).toBe(true);
    now += 500;
    // A quit and a join again half a second later: the room heard this fan come in already.
    expect(entrances.announce('live_1', 'fan')).toBe(false);
    expect(entrances.announce('live_1', 'other')).toBe(true);
    expect(entrances.announce('live_2', 'fan')).toBe(true);
    now += 59_500;
    expect(entrances.announce('live_1', 'fan')).toBe(false);
    now += 1;
    expect(entrances.announce('live_1', 'fan')).toBe(true);
    now += 500;
    // The other fan's announcement went stale meanwhile: forgotten, so announced again.
    expect(entrances.announce('live_1', 'other')).toBe(true);
    expect(entrances.announce('live_1', 'other')).toBe(false);
  });

  it('forgets the rooms no one has joined within a window, at the next announcement anywhere', () => {
    let now = 1_000_000;
    const entrances = new Entrances(
      () => 60_000,
      () => now,
    );
    for (let room = 0; room < 100; room += 1) entrances.announce(`live_${room}`, 'fan');
    expect(entrances.size).toBe(100);
    now += 60_001;
    expect(entrances.announce('live_new', 'fan')).toBe(true);
    expect(entrances.size).toBe(1);
  });
});
