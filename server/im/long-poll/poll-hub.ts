import { randomBytes } from 'node:crypto';
import type { WireMessage } from '../../../runtime/im/protocol/codec.ts';
import { RoomTails } from './room-tail.ts';

/** A long-polling key: the capability a join hands out, bound to one group and one member. */
export interface PollKey {
  key: string;
  groupId: string;
  /** The user id of a logged-in join, or `anonymous:<key>` for a visitor. */
  memberId: string;
  lastUsed: number;
  /** Online-only messages sent since this key's last poll: never stored, so they wait here (at most 100). */
  onlineOnly: WireMessage[];
  /** Set when the member was banned from the room: the key's next answer (or the one waiting) is event 21, then it goes. */
  banned?: boolean;
}

/** Keys unused this long are forgotten; their holder must join again (the poll answers 10004). */
const keyIdleMs = 10 * 60_000;
const maxKeys = 100_000;
const maxOnlineOnlyPerKey = 100;
/** A key used again within this keeps its place in the map of keys (see `use`). */
const reinsertAfterMs = 1000;

/**
 * Long-poll keys (indexed by group too, so an online-only message costs the room's keys, not every key), the polls
 * waiting for a group's next message, and each room's newest messages ({@link RoomTails}), so polls are answered
 * from memory. In memory: keys do not survive a restart.
 */
export class PollHub {
  readonly tails: RoomTails;
  private readonly keys = new Map<string, PollKey>();
  private readonly keysByGroup = new Map<string, Set<PollKey>>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private closed = false;
  private inProgress = 0;
  private readonly settledWaiters: (() => void)[] = [];

  /** `keepMessages`: the stored messages a room keeps (ImSettings.keepGroupMessages), which its tail holds too. */
  constructor(
    private readonly now: () => number = Date.now,
    keepMessages: () => number = () => 1000,
  ) {
    this.tails = new RoomTails(keepMessages, now);
  }

  /** A new key for `memberId` in the group. */
  issue(groupId: string, memberId?: string): PollKey {
    this.sweep();
    const key = randomBytes(18).toString('base64url');
    const entry: PollKey = { key, groupId, memberId: memberId ?? `anonymous:${key}`, lastUsed: this.now(), onlineOnly: [] };
    this.keys.set(key, entry);
    let ofGroup = this.keysByGroup.get(groupId);
    if (!ofGroup) this.keysByGroup.set(groupId, (ofGroup = new Set()));
    ofGroup.add(entry);
    return entry;
  }

  /** The key's entry, marked as used now; undefined for an unknown or forgotten key. */
  use(key: string): PollKey | undefined {
    const entry = this.keys.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.lastUsed > keyIdleMs) {
      this.drop(entry);
      return undefined;
    }
    // Re-inserting keeps the map ordered by last use, so the sweep stops at the first fresh key; a key used within the
    // last second keeps its place (a delta re-polls every key at once, and the map's churn was a cost per member), so
    // the order is by last use to the second, and a key the sweep passes over goes at its next use or sweep.
    const now = this.now();
    if (now - entry.lastUsed >= reinsertAfterMs) {
      this.keys.delete(key);
      this.keys.set(key, entry);
    }
    entry.lastUsed = now;
    return entry;
  }

  /** Forgets every key of a member in a group (it quit). */
  revoke(groupId: string, memberId: string): void {
    for (const entry of [...(this.keysByGroup.get(groupId) ?? [])]) if (entry.memberId === memberId) this.drop(entry);
  }

  /** The member was banned from the room (the SDK's live-room ban): their polls answer event 21 and stop. */
  ban(groupId: string, memberId: string): void {
    for (const entry of this.keysByGroup.get(groupId) ?? []) if (entry.memberId === memberId) entry.banned = true;
    this.wakeWaiters(groupId);
  }

  /** Queues an online-only message for every key of the group, then wakes the group's polls. */
  deliverOnlineOnly(groupId: string, message: WireMessage): void {
    for (const entry of this.keysByGroup.get(groupId) ?? []) {
      entry.onlineOnly.push(message);
      if (entry.onlineOnly.length > maxOnlineOnlyPerKey) entry.onlineOnly.shift();
    }
    this.wakeWaiters(groupId);
  }

  /**
   * A message was stored in the group: it joins the room's tail and the group's polls wake. Without the message (a
   * store path that does not hand it over) the tail is reloaded from the database before the next answer.
   */
  wake(groupId: string, stored?: WireMessage): void {
    if (stored) this.tails.record(groupId, stored);
    else this.tails.invalidate(groupId);
    this.wakeWaiters(groupId);
  }

  /** A stored message of the group changed (revoked): later answers carry the new state. Polls are not woken. */
  changed(groupId: string, message: WireMessage): void {
    this.tails.record(groupId, message);
  }

  private wakeWaiters(groupId: string): void {
    const waiting = this.waiters.get(groupId);
    if (!waiting) return;
    this.waiters.delete(groupId);
    for (const resolve of waiting) resolve();
  }

  /**
   * Registers a wait on the group before the caller looks for messages, so one stored in between still wakes it.
   * `until(ms)` resolves on a wake, after `ms`, or at shutdown; `cancel()` when the look found something.
   */
  waiter(groupId: string): { until(ms: number): Promise<void>; cancel(): void } {
    // Methods of one object rather than closures in variables: the server runs under tsx, which names each such
    // closure with a property write as it is made, and a delta makes one waiter per poll (long-poll-routes.ts).
    let release!: () => void;
    const woken = new Promise<void>((resolve) => (release = resolve));
    const waiters = this.waiters;
    if (this.closed) release();
    else {
      let waiting = waiters.get(groupId);
      if (!waiting) waiters.set(groupId, (waiting = new Set()));
      waiting.add(release);
    }
    const wait = {
      cancel(): void {
        const waiting = waiters.get(groupId);
        waiting?.delete(release);
        if (waiting?.size === 0) waiters.delete(groupId);
        release();
      },
      async until(ms: number): Promise<void> {
        const timer = setTimeout(wait.cancel, ms);
        await woken;
        clearTimeout(timer);
        wait.cancel();
      },
    };
    return wait;
  }

  /** Counts a poll as in progress until the returned function is called (when its answer went out). */
  hold(): () => void {
    this.inProgress += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inProgress -= 1;
      if (this.inProgress === 0) for (const resolve of this.settledWaiters.splice(0)) resolve();
    };
  }

  /**
   * Shutdown: every waiting poll answers now, and later ones do not wait. Resolves once the answers went out, or
   * after `graceMs`, so the server does not cut the connections of polls that were about to answer.
   */
  async close(graceMs = 1000): Promise<void> {
    this.closed = true;
    for (const groupId of [...this.waiters.keys()]) this.wakeWaiters(groupId);
    if (this.inProgress === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, graceMs);
      this.settledWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private sweep(): void {
    const oldest = this.now() - keyIdleMs;
    for (const entry of this.keys.values()) {
      if (entry.lastUsed >= oldest && this.keys.size < maxKeys) break;
      this.drop(entry);
    }
  }

  private drop(entry: PollKey): void {
    this.keys.delete(entry.key);
    const ofGroup = this.keysByGroup.get(entry.groupId);
    ofGroup?.delete(entry);
    if (ofGroup?.size === 0) this.keysByGroup.delete(entry.groupId);
  }
}
