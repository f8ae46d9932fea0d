import { describe, expect, it } from 'vitest';
import { Inbox } from '../messages/inbox.ts';
import { MessageList } from '../messages/message-list.ts';
import type { Message } from '../types.ts';

const wire = (inboxSequence: number) => ({ inboxSequence, sequence: inboxSequence, from: 'a', to: 'b', random: inboxSequence });
const message = (random: number, sequence: number): Message =>
  ({ ID: `a-b-${random}-${sequence}`, from: 'a', to: 'b', random, sequence, status: sequence ? 'success' : 'unsend' }) as Message;

describe('inbox order and gaps', () => {
  it('releases in inbox order, holds what skips ahead, and reports the gap', () => {
    const inbox = new Inbox();
    inbox.startAt(10);
    expect(inbox.offer([wire(11)]).released.map((m) => m.inboxSequence)).toEqual([11]);
    const ahead = inbox.offer([wire(13)]);
    expect(ahead).toEqual({ released: [], gap: true });
    expect(inbox.offer([wire(12), wire(13)]).released.map((m) => m.inboxSequence)).toEqual([12, 13]);
    expect(inbox.offer([wire(12)]).released).toEqual([]);
    expect(inbox.position).toBe(13);
  });

  it('settles at the sync cookie', () => {
    const inbox = new Inbox();
    inbox.offer([wire(3)]);
    inbox.settle(5);
    expect(inbox.position).toBe(5);
    expect(inbox.offer([wire(6)]).gap).toBe(false);
  });
});

describe('message list', () => {
  it('keeps server order whatever the arrival order, with unsent messages last', () => {
    const list = new MessageList(100);
    list.upsert(message(1, 0));
    for (const sequence of [5, 2, 4, 3]) list.upsert(message(100 + sequence, sequence));
    expect(list.messages.map((m) => m.sequence)).toEqual([2, 3, 4, 5, 0]);
  });

  it('holds a message once: the server copy of a message being sent merges into it', () => {
    const list = new MessageList(100);
    const local = message(7, 0);
    list.upsert(local);
    expect(list.upsert(message(7, 9))).toBe(false);
    expect(list.messages).toEqual([local]);
    expect(local).toMatchObject({ sequence: 9, status: 'success', ID: 'a-b-7-9' });
  });

  it('drops the oldest past its capacity and pages backwards', () => {
    const list = new MessageList(3);
    for (let sequence = 1; sequence <= 5; sequence++) list.upsert(message(sequence, sequence));
    expect(list.messages.map((m) => m.sequence)).toEqual([3, 4, 5]);
    expect(list.page(undefined, 2).map((m) => m.sequence)).toEqual([4, 5]);
    expect(list.page('a-b-4-4', 2).map((m) => m.sequence)).toEqual([3]);
  });
});
