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
});
