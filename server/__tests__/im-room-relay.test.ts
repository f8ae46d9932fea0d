import { describe, expect, it } from 'vitest';
import type { WireMessage } from '../../runtime/im/protocol/codec.ts';
import { RoomRelay } from '../im/bus/room-relay.ts';

/**
 * The order a gateway on a shared bus hands a room's stored messages to its sockets (docs/decisions.md "Several
 * nodes: what goes over the bus"): the stored messages are the room's rows, the bus may lose or reorder copies.
 */
function relayOver(stored: number[]): { relay: RoomRelay; delivered: number[]; reads: number[][]; idle(): Promise<void> } {
  const delivered: number[] = [];
  const reads: number[][] = [];
  const relay = new RoomRelay(
    async (_groupId, start, limit) => {
      const rows = stored.filter((sequence) => sequence >= start).slice(0, limit);
      reads.push(rows);
      return rows.map((sequence): WireMessage => ({ sequence }));
    },
    (_groupId, message) => delivered.push(message.sequence ?? 0),
    () => 1000,
    (error) => {
      throw error;
    },
  );
  return { relay, delivered, reads, idle: () => new Promise((resolve) => setTimeout(resolve, 10)) };
}

const message = (sequence: number): WireMessage => ({ sequence });

describe('room relay', () => {
  it('delivers consecutive messages at once, without reading the database', () => {
    const { relay, delivered, reads } = relayOver([1, 2, 3]);
    for (const sequence of [1, 2, 3]) relay.stored('live_1', message(sequence), false);
    expect(delivered).toEqual([1, 2, 3]);
    expect(reads).toEqual([]);
  });

  it('reads a gap the bus left from the database, in order, and drops the copy that comes late', async () => {
    const { relay, delivered, idle } = relayOver([1, 2, 3, 4, 5, 6]);
    relay.stored('live_1', message(1), false);
    relay.stored('live_1', message(4), false);
    relay.stored('live_1', message(5), false);
    await idle();
    relay.stored('live_1', message(3), false);
    relay.stored('live_1', message(6), false);
    expect(delivered).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('reads what was stored since the last delivered message once the bus is back', async () => {
    const { relay, delivered, idle } = relayOver([1, 2, 3, 4]);
    relay.stored('live_1', message(1), false);
    relay.resume();
    await idle();
    expect(delivered).toEqual([1, 2, 3, 4]);
  });

  it('delivers a room made anew, whose sequences start again, instead of taking them for late copies', () => {
    const { relay, delivered } = relayOver([]);
    relay.stored('live_1', message(5000), false);
    relay.stored('live_1', message(1), false);
    expect(delivered).toEqual([5000, 1]);
  });
});
