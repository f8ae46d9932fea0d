import { describe, expect, it } from 'vitest';
import { Presence } from '../im/presence.ts';

/** `group.onlineCount` on several nodes: each node's own count plus the others' latest (docs/decisions.md "Several nodes"). */
describe('presence across nodes', () => {
  it("adds the other nodes' counts of the room to this node's, and stops counting a node silent for a window", () => {
    let now = 0;
    const presence = new Presence(
      () => 60_000,
      () => now,
    );
    presence.touch('live_1', 'anonymous:a');
    presence.otherNodeCounts('gateway-b', { live_1: 40, live_2: 3 });
    presence.otherNodeCounts('gateway-c', { live_1: 2 });
    expect(presence.count('live_1', ['7'])).toBe(2 + 40 + 2);
    expect(presence.count('live_2', [])).toBe(3);
    // A node's new counts replace its old ones.
    presence.otherNodeCounts('gateway-c', { live_1: 5 });
    expect(presence.count('live_1', [])).toBe(1 + 40 + 5);
    now = 50_000;
    presence.otherNodeCounts('gateway-b', { live_1: 10 });
    now = 61_000;
    // gateway-c last spoke 61 s ago (it died); this node's own sighting is past the window too.
    expect(presence.count('live_1', [])).toBe(10);
    expect(presence.localCount('live_1', ['7'])).toBe(1);
  });

  it('counts a member seen again within a second once, and drops those whose last sighting left the window', () => {
    let now = 0;
    const presence = new Presence(
      () => 60_000,
      () => now,
    );
    // a polls several times a second throughout (it keeps its first place); b once at 500 ms; c at 900 ms.
    presence.touch('live_1', 'anonymous:a');
    now = 500;
    presence.touch('live_1', 'anonymous:b');
    presence.touch('live_1', 'anonymous:a');
    now = 900;
    presence.touch('live_1', 'anonymous:c');
    presence.touch('live_1', 'anonymous:a');
    expect(presence.localCount('live_1', [])).toBe(3);
    // At 60.6 s b's sighting has left the window, a's (at 900 ms) and c's have not, though b took its place after a.
    now = 60_600;
    expect(presence.localCount('live_1', [])).toBe(2);
    expect(presence.isPresent('live_1', 'anonymous:b')).toBe(false);
    expect(presence.isPresent('live_1', 'anonymous:a')).toBe(true);
    now = 60_950;
    expect(presence.localCount('live_1', [])).toBe(0);
    // Seen again after its place was a second old, a takes a new place at the end.
    now = 61_000;
    presence.touch('live_1', 'anonymous:c');
    presence.touch('live_1', 'anonymous:a');
    now = 121_001;
    presence.touch('live_1', 'anonymous:a');
    expect(presence.localCount('live_1', [])).toBe(1);
  });
});
