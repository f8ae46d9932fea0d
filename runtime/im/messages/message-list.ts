import type { Message } from '../types.ts';
import { messageKeyOf } from './message-id.ts';

export { messageKeyOf };

/**
 * One conversation's messages in server order (sequence), with messages still being sent after them. A message is
 * held once: a copy arriving again (push and sync, the sender's own copy from another device, a resend the server
 * already had) updates the one held. Bounded: the oldest are dropped past `capacity`.
 */
export class MessageList {
  private readonly items: Message[] = [];
  private readonly byKey = new Map<string, Message>();

  constructor(private capacity: number) {}

  /** Lowers the cap (a conversation turned out to be a live room) and drops what no longer fits. */
  limitTo(capacity: number): void {
    if (capacity >= this.capacity) return;
    this.capacity = capacity;
    this.trim(capacity);
  }

  get messages(): readonly Message[] {
    return this.items;
  }

  get(key: string): Message | undefined {
    return this.byKey.get(key);
  }

  /** Adds a message, or merges it into the copy held; returns whether it was new. */
  upsert(message: Message): boolean {
    const key = messageKeyOf(message);
    const held = this.byKey.get(key);
    if (held) {
      if (message.sequence && !held.sequence) {
        this.remove(held);
        Object.assign(held, { ID: message.ID, sequence: message.sequence, time: message.time, status: 'success' });
        this.insert(held);
      }
      return false;
    }
    this.byKey.set(key, message);
    this.insert(message);
    if (this.items.length > this.capacity) this.trim(this.capacity);
    return true;
  }

  /** Keeps the newest `count` numbered messages (and every unsent one). */
  trim(count: number): void {
    while (this.items.length > count && this.items[0].sequence) {
      const dropped = this.items.shift();
      if (dropped) this.byKey.delete(messageKeyOf(dropped));
    }
  }

  delete(message: Message): void {
    const held = this.byKey.get(messageKeyOf(message));
    if (!held) return;
    this.remove(held);
    this.byKey.delete(messageKeyOf(held));
  }

  /** Messages before `beforeID` (the newest when absent), oldest first, at most `count`. */
  page(beforeID: string | undefined, count: number): Message[] {
    const end = beforeID ? this.items.findIndex((m) => m.ID === beforeID) : this.items.length;
    const stop = end < 0 ? this.items.length : end;
    return this.items.slice(Math.max(0, stop - count), stop);
  }

  get oldestSequence(): number {
    return this.items.find((m) => m.sequence)?.sequence ?? 0;
  }

  private remove(message: Message): void {
    const index = this.items.indexOf(message);
    if (index >= 0) this.items.splice(index, 1);
  }

  /** Messages mostly arrive in order, so the search starts at the end. */
  private insert(message: Message): void {
    if (!message.sequence) {
      this.items.push(message);
      return;
    }
    let index = this.items.length;
    while (index > 0 && (!this.items[index - 1].sequence || this.items[index - 1].sequence > message.sequence)) index--;
    this.items.splice(index, 0, message);
  }
}
