import type { WireMessage } from '../../../runtime/im/protocol/codec.ts';
import type { Database } from '../../db/database.ts';
import { nextGroupSequence } from '../groups.ts';
import { wireMessage } from '../wire.ts';
import { newestGroupMessagesBefore } from '../store/history-store.ts';

/** A sequence hole older than this means a message was stored without being recorded here: reload from the database. */
const holeTimeoutMs = 1000;
/** How long a poll trusts that its room still exists: a dismissed room ends its polls within this (plus a hold). */
const roomCheckMs = 5000;

/** Stored messages of a room from a sequence, and the sequence to poll from next. */
export interface StoredPage {
  messages: WireMessage[];
  nextSequence: number;
}

interface Tail {
  /** Consecutive stored messages, oldest first, ending just before `next`. */
  messages: WireMessage[];
  /** The sequence the room's next stored message gets, as far as this tail knows. */
  next: number;
  /** Messages recorded beyond a hole (two stores finishing out of order), until the hole fills. */
  early: Map<number, WireMessage>;
  holeSince: number;
  /** The database said so: reload before the next read (a store this tail was not told about). */
  stale: boolean;
  /** Being read from the database: records wait in `early`. */
  loading: boolean;
}

/**
 * The newest stored messages of each live room, in memory (at most the room's keep window, 1,000), so a long poll is
 * answered without the database: the room is loaded once, then every stored message is recorded as it is published
 * (`PollHub.wake` with the message). Correct as long as one gateway process stores a room's messages, the premise of
 * the poll keys in memory too; a wake without a message (a store path that does not hand it over) marks the room
 * stale, and a hole that does not fill within a second reloads it, so a missed record costs a reload, never a
 * message.
 */
export class RoomTails {
  private readonly tails = new Map<string, Tail>();
  private readonly loading = new Map<string, Promise<Tail>>();
  private readonly roomsCheckedAt = new Map<string, number>();
  private readonly roomChecks = new Map<string, Promise<void>>();

  constructor(
    private readonly capacity: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A stored message of the room: new (appended) or changed (revoked: replaced). Ignored for rooms not loaded. */
  record(groupId: string, message: WireMessage): void {
    const tail = this.tails.get(groupId);
    const sequence = message.sequence ?? 0;
    if (!tail || !sequence) return;
    if (tail.loading || sequence >= tail.next) {
      tail.early.set(sequence, message);
      if (!tail.loading) this.drain(tail);
      return;
    }
    const index = sequence - (tail.next - tail.messages.length);
    if (index >= 0) tail.messages[index] = message;
  }

  /** Whether the room was found to exist within the last 5 s, so a poll need not ask the database again. */
  roomRecentlyChecked(groupId: string): boolean {
    return this.now() - (this.roomsCheckedAt.get(groupId) ?? -Infinity) < roomCheckMs;
  }

  roomChecked(groupId: string): void {
    this.roomsCheckedAt.set(groupId, this.now());
  }

  /**
   * Checks that the room exists (`check` rejects when not) at most once per 5 s, and once for all the polls that
   * arrive together: a delta to a match channel wakes thousands of polls at once, and each asking the database (a
   * queue in the embedded one) held the next admin call for seconds (bench/match-fanout.ts).
   */
  checkRoom(groupId: string, check: () => Promise<unknown>): Promise<void> {
    if (this.roomRecentlyChecked(groupId)) return Promise.resolve();
    const inFlight = this.roomChecks.get(groupId);
    if (inFlight) return inFlight;
    const checking = check()
      .then(() => this.roomChecked(groupId))
      .finally(() => this.roomChecks.delete(groupId));
    this.roomChecks.set(groupId, checking);
    return checking;
  }

  /** Something was stored in the room without the message: reload it before the next read. */
  invalidate(groupId: string): void {
    const tail = this.tails.get(groupId);
    if (tail) tail.stale = true;
  }

  /**
   * Stored messages from `start` (0: from the next one; older than the oldest kept: from the oldest kept), at most
   * `limit`, and the sequence to poll from next: the same answer the database would give (collect-messages.ts).
   */
  async read(db: Database, groupId: string, start: number, limit: number): Promise<StoredPage> {
    return this.readLoaded(groupId, start, limit) ?? this.readTail(await this.tailOf(db, groupId), start, limit);
  }

  /**
   * The same answer without waiting when the room's tail is in memory and current, else undefined (then `read`): a
   * delta wakes thousands of polls, each reading twice, and an answer read at once costs no promise and no turn.
   */
  readLoaded(groupId: string, start: number, limit: number): StoredPage | undefined {
    const tail = this.tails.get(groupId);
    return tail && this.current(tail) ? this.readTail(tail, start, limit) : undefined;
  }

  private current(tail: Tail): boolean {
    const holeTooOld = tail.early.size > 0 && this.now() - tail.holeSince > holeTimeoutMs;
    return !tail.loading && !tail.stale && !holeTooOld;
  }

  private readTail(tail: Tail, start: number, limit: number): StoredPage {
    const oldest = tail.next - tail.messages.length;
    if (start > tail.next) return { messages: [], nextSequence: tail.next };
    const from = Math.max(start === 0 ? tail.next : start, oldest);
    const messages = tail.messages.slice(from - oldest, from - oldest + limit);
    return { messages, nextSequence: from + messages.length };
  }

  private async tailOf(db: Database, groupId: string): Promise<Tail> {
    const tail = this.tails.get(groupId);
    if (tail && this.current(tail)) return tail;
    let loading = this.loading.get(groupId);
    if (!loading) {
      loading = this.load(db, groupId).finally(() => this.loading.delete(groupId));
      this.loading.set(groupId, loading);
    }
    return loading;
  }

  /** Reads the room's kept messages; records made while the query runs are merged, so none is lost. */
  private async load(db: Database, groupId: string): Promise<Tail> {
    const pending: Tail = { messages: [], next: 0, early: new Map(), holeSince: 0, stale: false, loading: true };
    const previous = this.tails.get(groupId);
    this.tails.set(groupId, pending);
    try {
      const next = await nextGroupSequence(db, groupId);
      const rows = await newestGroupMessagesBefore(db, groupId, next, this.capacity());
      // The oldest kept row starts the tail (rows are consecutive: the room keeps its newest messages).
      const loaded: Tail = {
        messages: [],
        next: rows.at(-1)?.sequence ?? next,
        early: pending.early,
        holeSince: 0,
        stale: false,
        loading: false,
      };
      for (const row of rows) if (!loaded.early.has(row.sequence)) loaded.early.set(row.sequence, wireMessage(row));
      for (const sequence of loaded.early.keys()) if (sequence < loaded.next) loaded.early.delete(sequence);
      this.drain(loaded);
      this.tails.set(groupId, loaded);
      return loaded;
    } catch (error) {
      if (previous) this.tails.set(groupId, previous);
      else this.tails.delete(groupId);
      throw error;
    }
  }

  private drain(tail: Tail): void {
    for (let message = tail.early.get(tail.next); message; message = tail.early.get(tail.next)) {
      tail.early.delete(tail.next);
      tail.messages.push(message);
      tail.next += 1;
    }
    if (tail.early.size > 0 && tail.holeSince === 0) tail.holeSince = this.now();
    if (tail.early.size === 0) tail.holeSince = 0;
    const excess = tail.messages.length - this.capacity();
    if (excess > 0) tail.messages.splice(0, excess);
  }
}
