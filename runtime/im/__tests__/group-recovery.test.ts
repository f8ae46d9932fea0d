import { describe, expect, it } from 'vitest';
import type { ChatContext } from '../core/chat-context.ts';
import { Logger } from '../core/logger.ts';
import { GroupOrder } from '../groups/module/group-order.ts';
import { GroupRecovery, refreshPageSize } from '../groups/module/group-recovery.ts';
import { StackedMessages } from '../messages/stacked-messages.ts';
import type { FrameBody, WireMessage } from '../protocol/codec.ts';

const room = 'live_7';
const wire = (sequence: number, to = room): WireMessage => ({ sequence, to, from: 'u1', random: sequence || 1, conversationType: 2 });
const sequencesOf = (messages: readonly WireMessage[]) => messages.map((m) => m.sequence);

/**
 * A server holding the room's messages 1..`last` (those up to `trimmedUpTo` are gone), answering `group.pull` in
 * pages the way server/im/commands/history-commands.ts does, and recording each pull.
 */
function fakeServer(last: number, options: { loggedIn?: boolean; trimmedUpTo?: number } = {}) {
  const pulls: { sequence: number; count: number }[] = [];
  const logs: string[] = [];
  const context = {
    isLoggedIn: () => options.loggedIn ?? true,
    log: new Logger((level, message) => logs.push(`${level}: ${message}`), 0),
    request: async (command: string, body?: FrameBody) => {
      expect(command).toBe('group.pull');
      const sequence = body?.groupPullRequest?.sequence ?? 0;
      const count = body?.groupPullRequest?.count ?? 15;
      pulls.push({ sequence, count });
      const messages: WireMessage[] = [];
      for (let s = Math.max(sequence, (options.trimmedUpTo ?? 0) + 1); s <= last && messages.length < count; s++) messages.push(wire(s));
      const reached = messages.at(-1)?.sequence ?? sequence - 1;
      return { groupPullResponse: { messages, lastSequence: last, complete: reached >= last } };
    },
  } as unknown as ChatContext;
  return { context, pulls, logs };
}

function recoveryOn(server: ReturnType<typeof fakeServer>, joinedAt: number) {
  const released: WireMessage[] = [];
  const recovery = new GroupRecovery(server.context, (messages) => released.push(...messages), new StackedMessages(server.context.log));
  recovery.order.start(room, joinedAt);
  return { recovery, released };
}

describe('group order (spec 001 §4 Connection)', () => {
  it('releases in sequence order, holds what skips ahead, drops repeats, passes online-only and unknown groups', () => {
    const order = new GroupOrder();
    order.start(room, 10);
    expect(sequencesOf(order.offer([wire(11), wire(11)]))).toEqual([11]);
    expect(order.offer([wire(14)])).toEqual([]);
    expect(order.gapOf(room)).toEqual({ groupID: room, from: 12, to: 13 });
    expect(sequencesOf(order.offer([wire(0), wire(5, 'live_other')]))).toEqual([0, 5]);
    expect(sequencesOf(order.offer([wire(13), wire(12)]))).toEqual([12, 13, 14]);
    expect(order.gapOf(room)).toBeUndefined();
    order.expect(room, 20);
    expect(order.gapOf(room)).toEqual({ groupID: room, from: 15, to: 20 });
  });
});

describe('group gap recovery (spec 001 §4 Connection, §9)', () => {
  it('pulls a gap of 1 to 299 in pages of 15 and releases everything once, in order', async () => {
    const server = fakeServer(60);
    const { recovery, released } = recoveryOn(server, 10);
    recovery.offer([wire(11), wire(60)]);
    await recovery.recover(room);
    expect(sequencesOf(released)).toEqual(Array.from({ length: 50 }, (_, i) => 11 + i));
    expect(server.pulls.map((p) => p.sequence)).toEqual([12, 27, 42, 57]);
    expect(server.pulls.every((p) => p.count === 15)).toBe(true);
  });

  it('after a reconnect pulls from the last sequence seen up to the group last sequence', async () => {
    const server = fakeServer(35);
    const { recovery, released } = recoveryOn(server, 5);
    await recovery.catchUp(room, 35);
    expect(sequencesOf(released)).toEqual(Array.from({ length: 30 }, (_, i) => 6 + i));
    recovery.offer([wire(35), wire(36)]);
    expect(sequencesOf(released).slice(-1)).toEqual([36]);
  });

  it('takes the notification path for a gap of 300 or more: only the newest page is shown, then newer messages flow', async () => {
    const server = fakeServer(400);
    const { recovery, released } = recoveryOn(server, 10);
    recovery.offer([wire(400)]);
    await recovery.recover(room);
    expect(sequencesOf(released)).toEqual(Array.from({ length: refreshPageSize + 1 }, (_, i) => 400 - refreshPageSize + i));
    expect(server.pulls).toEqual([{ sequence: 400 - refreshPageSize, count: 15 }]);
    expect(server.logs.some((line) => line.includes('missed 389 messages'))).toBe(true);
    recovery.offer([wire(401)]);
    expect(sequencesOf(released).at(-1)).toBe(401);
  });

  it('pulls a gap of 299 rather than refreshing', async () => {
    const server = fakeServer(310);
    const { recovery, released } = recoveryOn(server, 10);
    recovery.offer([wire(310)]);
    await recovery.recover(room);
    expect(released).toHaveLength(300);
    expect(server.pulls).toHaveLength(20);
  });

  it('skips what the server no longer has and goes on in order', async () => {
    const server = fakeServer(30, { trimmedUpTo: 20 });
    const { recovery, released } = recoveryOn(server, 10);
    recovery.offer([wire(30)]);
    await recovery.recover(room);
    expect(sequencesOf(released)).toEqual(Array.from({ length: 10 }, (_, i) => 21 + i));
  });

  it('cannot pull without a login: a visitor skips the gap at once', async () => {
    const server = fakeServer(30, { loggedIn: false });
    const { recovery, released } = recoveryOn(server, 10);
    recovery.offer([wire(30)]);
    await recovery.recover(room);
    expect(server.pulls).toEqual([]);
    expect(sequencesOf(released)).toEqual([30]);
  });
});
