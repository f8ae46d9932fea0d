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
});
