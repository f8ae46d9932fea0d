import { describe, expect, it } from 'vitest';
import { OtherNodesOnline } from '../im/other-nodes-online.ts';

/** User status on several nodes: who is logged in on the others (docs/decisions.md "User status across nodes"). */
describe('users online on other nodes', () => {
  it("follows each node's changes and lists, and forgets a node silent for a window, answering its users", () => {
    let now = 0;
    const online = new OtherNodesOnline(
      () => 60_000,
      () => now,
    );
    online.replace('gateway-b', ['7', '8']);
    online.changed('gateway-c', '9', true);
    expect(['7', '8', '9', '10'].map((user) => online.has(user))).toEqual([true, true, true, false]);
    online.changed('gateway-b', '8', false);
    expect(online.has('8')).toBe(false);
    // A list replaces what was known: a change the bus lost is mended by it.
    now = 50_000;
    online.replace('gateway-b', ['7', '10']);
    expect(['7', '10'].map((user) => online.has(user))).toEqual([true, true]);
    // gateway-c last spoke 61 s ago (it died): its users are offline, and prune names them for their followers.
    now = 61_000;
    expect(online.has('9')).toBe(false);
    expect(online.prune()).toEqual(['9']);
    expect(online.has('7')).toBe(true);
  });
});
