import { describe, expect, it } from 'vitest';
import type { ChatContext } from '../core/chat-context.ts';
import { Logger } from '../core/logger.ts';
import { GroupRecovery } from '../groups/module/group-recovery.ts';
import { maxStackedReports, StackedMessages, stackedThreshold } from '../messages/stacked-messages.ts';
import type { WireMessage } from '../protocol/codec.ts';

function warnings() {
  const lines: string[] = [];
  return { lines, log: new Logger((level, message) => level === 'warn' && lines.push(message), 0) };
}

describe('stacked messages (spec 001 §8, §9: 100 or more stacked messages warn, at most 5 times)', () => {
  it('warns once a pile reaches 100, not at 99, and not again while it stays over', () => {
    const { lines, log } = warnings();
    const stacked = new StackedMessages(log);
    expect([stackedThreshold, maxStackedReports]).toEqual([100, 5]);
    stacked.observe('the inbox', 99);
    expect(lines).toEqual([]);
    stacked.observe('the inbox', 100);
    stacked.observe('the inbox', 150);
    expect(lines).toEqual(['chat: 100 messages stacked in the inbox behind a gap (report 1 of 5)']);
  });

  it('warns again after the pile drained below 100, and at most 5 times in all, over every place', () => {
    const { lines, log } = warnings();
    const stacked = new StackedMessages(log);
    for (let pile = 0; pile < 4; pile++) {
      stacked.observe('the inbox', 120);
      stacked.observe('the inbox', 0);
    }
    stacked.observe('live_1', 100);
    stacked.observe('live_2', 100);
    stacked.observe('the inbox', 300);
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toBe('chat: 100 messages stacked in live_1 behind a gap (report 5 of 5)');
  });

  it('counts the live-room messages held while a gap is pulled', async () => {
    const { lines, log } = warnings();
    let answerPull: (() => void) | undefined;
    const context = {
      isLoggedIn: () => true,
      log,
      // The pull of the missing sequence 11 hangs until the test answers it; pushes keep coming meanwhile.
      request: () =>
        new Promise(
          (resolve) => (answerPull = () => resolve({ groupPullResponse: { messages: [room(11)], lastSequence: 111, complete: true } })),
        ),
    } as unknown as ChatContext;
    const released: number[] = [];
    const recovery = new GroupRecovery(
      context,
      (messages) => released.push(...messages.map((m) => m.sequence ?? 0)),
      new StackedMessages(context.log),
    );
    recovery.order.start('live_1', 10);
    for (let sequence = 12; sequence <= 110; sequence++) recovery.offer([room(sequence)]);
    expect(lines).toEqual([]);
    recovery.offer([room(111)]);
    expect(lines).toEqual(['chat: 100 messages stacked in live_1 behind a gap (report 1 of 5)']);
    answerPull?.();
    await recovery.recover('live_1');
    expect(released).toEqual(Array.from({ length: 101 }, (_, i) => 11 + i));
  });
});

function room(sequence: number): WireMessage {
  return { conversationType: 2, from: 'fan', to: 'live_1', sequence, random: sequence };
}
