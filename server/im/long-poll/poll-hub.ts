import { randomBytes } from 'node:crypto';
import type { WireMessage } from '../../../runtime/im/protocol/codec.ts';
import { signPollKey, splitPollKey, verifyPollKey, withDelivered, type PollKeyClaims } from './poll-key.ts';
import { PollWaits, type HeldPoll } from './poll-waits.ts';
import { RoomTails } from './room-tail.ts';

/** One poll's view of its key: what the key claims, brought up to date by what this node saw of it. */
export type PollKey = PollKeyClaims & {
  /**
   * The key as the poll sent it, its signed part and what that claims, and the `delivered` it came with (its unsigned
   * tail, when later than the signed one): handed back as it is when nothing changed, with a new tail when only what
   * was delivered did, signed again otherwise.
   */
  readonly sent: { key: string; signed: string; claims: PollKeyClaims; delivered: number };
};

/** What the gateway tells the hub about the node it runs on. */
export interface PollHubOptions {
  /** The cluster's chat secret (`SIDELINE_IM_SECRET`): keys signed with it are good on every node. */
  secret(): string;
  /** This node's id: the node that counts a key's holder in the room's presence. */
  nodeId(): string;
  /** The presence window (ImSettings.presenceWindowMs): another node's count of a holder lasts that long. */
  presenceWindowMs(): number;
  /** The stored messages a room keeps (ImSettings.keepGroupMessages), which its tail holds too. */
  keepMessages(): number;
  now?: () => number;
}

/** Keys unused this long answer 10004; their holder must join again. */
const keyIdleMs = 10 * 60_000;
/** Keys this node remembers having answered (for clients that do not take the refreshed key); the oldest go first. */
const maxKeys = 100_000;
/** Online-only messages a room keeps for its keys: a key that polls after more than this many misses the oldest. */
const maxOnlineOnlyPerRoom = 100;
/**
 * A ban or quit is remembered this long: every key issued before it is refused from then on, so none is refreshed,
 * and after the idle limit all of them are dead anyway.
 */
const markKeepMs = 2 * keyIdleMs;

interface Mark {
  /** Keys issued before this stamp are ended. */
  stamp: number;
  /** When the mark was made (ms), to forget it after markKeepMs. */
  at: number;
}
/**
 * A key is signed again for its answer only when what it owes or who counts it changed, or its times are older than
 * this: a match's delta answers thousands of polls at once, and two HMACs a poll were a tenth of the server's CPU per
 * member (docs/decisions.md "Fan-out cost per member"). Times 5 s stale shift the 10-minute idle limit and the 60 s
 * presence hand-over by as much at most.
 */
const signAgainAfterMs = 5000;
/** A key used again within this keeps its place in the map of keys seen (see `use`). */
const reinsertAfterMs = 1000;

/**
 * Long-poll keys, the polls waiting for a group's next message, each room's newest messages ({@link RoomTails}), so
 * polls are answered from memory, and each room's recent online-only messages. A key is signed and carries what it
 * grants (poll-key.ts), so any node of the cluster answers it; this node keeps only what it saw: when it last
 * answered a key, the online-only messages it owes, and the bans and quits that end keys (which cross the bus).
 * Signed with a secret that is random per start unless `SIDELINE_IM_SECRET` is set: a single process's keys do not
 * survive its restart.
 */
export class PollHub {
  readonly tails: RoomTails;
  /** Keys answered here, by nonce, in order of last use. */
  private readonly seen = new Map<string, { lastUsed: number; delivered: number }>();
  private readonly onlineOnly = new Map<string, { stamp: number; message: WireMessage }[]>();
  private readonly stamps = new WeakMap<WireMessage, number>();
  private readonly banned = new Map<string, Mark>();
  private readonly revoked = new Map<string, Mark>();
  /** Keys this node verified, with their claims: a key polls again with the same string until it is signed again. */
  private readonly verified = new Map<string, PollKeyClaims>();
  private lastStamp = 0;
  private lastSweep = 0;
  private readonly now: () => number;
  private readonly waits = new PollWaits();

  constructor(private readonly options: PollHubOptions) {
    this.now = options.now ?? Date.now;
    this.tails = new RoomTails(options.keepMessages, this.now);
  }

  /**
   * A strictly increasing stamp (microseconds of the clock, or one more than the last stamp made or heard): orders
   * issues, bans and online-only messages across nodes whose clocks agree, as the machines' NTP clocks do.
   */
  private nextStamp(): number {
    this.lastStamp = Math.max(this.now() * 1000, this.lastStamp + 1);
    return this.lastStamp;
  }

  private heardStamp(stamp: number | undefined): number {
    if (stamp === undefined) return this.nextStamp();
    this.lastStamp = Math.max(this.lastStamp, stamp);
    return stamp;
  }

  /** A new key for `memberId` (a visitor when absent) in the group; this node counts its holder in the room. */
  issue(groupId: string, memberId?: string): { key: string; memberId: string } {
    this.sweep();
    const nonce = randomBytes(12).toString('base64url');
    const stamp = this.nextStamp();
    // Owed from this instant on: what another node stamped in this same millisecond counts as after the join.
    const claims: PollKeyClaims = {
      groupId,
      memberId: memberId ?? `anonymous:${nonce}`,
      nonce,
      issuedAt: stamp,
      usedAt: this.now(),
      delivered: stamp - 1,
      countedBy: this.options.nodeId(),
      countedAt: this.now(),
    };
    return { key: signPollKey(this.options.secret(), claims), memberId: claims.memberId };
  }

  /** The key's claims as of now; undefined for a key not signed by this cluster, idle too long, or ended by a quit. */
  use(key: string): PollKey | undefined {
    // One reading of the clock for the whole poll (a delta's polls all ask at once).
    const now = this.now();
    // Polls may come to a node that issues no key: they sweep too, at most once a second.
    if (now - this.lastSweep > 1000) this.sweep();
    const { signed, delivered: tail } = splitPollKey(key);
    if (Number.isNaN(tail)) return undefined;
    const claims = this.verified.get(signed) ?? this.verify(signed);
    if (!claims) return undefined;
    const sentDelivered = Math.max(claims.delivered, tail ?? 0);
    const local = this.seen.get(claims.nonce);
    if (now - Math.max(claims.usedAt, local?.lastUsed ?? 0) > keyIdleMs || this.ended(this.revoked, claims)) {
      this.seen.delete(claims.nonce);
      return undefined;
    }
    // Re-inserting keeps the map ordered by last use, so the sweep stops at the first fresh key; a key used within the
    // last second keeps its place (a delta re-polls every key at once, and the map's churn was a cost per member), so
    // the order is by last use to the second, and a key the sweep passes over goes at its next use or sweep.
    const delivered = Math.max(sentDelivered, local?.delivered ?? 0);
    if (local && now - local.lastUsed < reinsertAfterMs) {
      local.lastUsed = now;
      local.delivered = delivered;
    } else {
      this.seen.delete(claims.nonce);
      this.seen.set(claims.nonce, { lastUsed: now, delivered });
    }
    // Written out rather than spread from the claims: every poll's entry then has one shape, whose fields the poll's
    // later steps (counts, refreshed) read and write without a lookup of its own each.
    return {
      groupId: claims.groupId,
      memberId: claims.memberId,
      nonce: claims.nonce,
      issuedAt: claims.issuedAt,
      usedAt: claims.usedAt,
      delivered,
      countedBy: claims.countedBy,
      countedAt: claims.countedAt,
      sent: { key, signed, claims, delivered: sentDelivered },
    };
  }

  /** The claims of a signed key not verified here yet, kept for its next polls. */
  private verify(signed: string): PollKeyClaims | undefined {
    const claims = verifyPollKey(this.options.secret(), signed);
    if (claims) this.remember(signed, claims);
    return claims;
  }

  /** Keeps a signed key's claims (at most `maxKeys`, the oldest dropped first), so its next polls make no MAC. */
  private remember(signed: string, claims: PollKeyClaims): void {
    this.verified.set(signed, claims);
    if (this.verified.size > maxKeys) this.verified.delete(this.verified.keys().next().value!);
  }

  /** Whether the key's holder was banned from the room since its join: its answer is event 21, then the key ends. */
  isBanned(entry: PollKey): boolean {
    return this.ended(this.banned, entry);
  }

  /**
   * Whether this node counts the holder in the room's presence now: it does while it is the key's counting node, or
   * once the node that counted it has not for a whole window (its count lapsed). Never two nodes at once.
   */
  counts(entry: PollKey): boolean {
    const mine = entry.countedBy === this.options.nodeId();
    if (!mine && this.now() - entry.countedAt < this.options.presenceWindowMs()) return false;
    entry.countedBy = this.options.nodeId();
    entry.countedAt = this.now();
    return true;
  }

  /**
   * The key to hand back with an answer: used now, owed only what came after what it was answered with. A delta
   * delivered to every poll of a room moves only `delivered`: that goes in the key's unsigned tail, so the thousands of
   * answers a delta wakes make no MAC; the rest is signed again when its times are 5 s old or the counting node moved.
   */
  refreshed(entry: PollKey): string {
    const { key, signed, claims, delivered } = entry.sent;
    const now = this.now();
    const fresh = now - claims.usedAt < signAgainAfterMs && now - claims.countedAt < signAgainAfterMs;
    if (fresh && entry.countedBy === claims.countedBy) return entry.delivered === delivered ? key : withDelivered(signed, entry.delivered);
    // The client polls with the new key from now on, whose claims this node knows without verifying it.
    this.verified.delete(signed);
    entry.usedAt = now;
    const claimsNow: PollKeyClaims = {
      groupId: entry.groupId,
      memberId: entry.memberId,
      nonce: entry.nonce,
      issuedAt: entry.issuedAt,
      usedAt: entry.usedAt,
      delivered: entry.delivered,
      countedBy: entry.countedBy,
      countedAt: entry.countedAt,
    };
    const next = signPollKey(this.options.secret(), claimsNow);
    this.remember(next, claimsNow);
    return next;
  }

  /** Ends every key of the member in the group issued before `stamp` (this instant when absent); returns the stamp. */
  revoke(groupId: string, memberId: string, stamp?: number): number {
    return this.mark(this.revoked, groupId, memberId, stamp);
  }

  /** The member was banned from the room (the SDK's live-room ban): their polls answer event 21 and stop. */
  ban(groupId: string, memberId: string, stamp?: number): number {
    const at = this.mark(this.banned, groupId, memberId, stamp);
    this.wakeWaiters(groupId);
    return at;
  }

  private mark(marks: Map<string, Mark>, groupId: string, memberId: string, stamp: number | undefined): number {
    const at = this.heardStamp(stamp);
    const name = `${groupId}\n${memberId}`;
    marks.delete(name);
    marks.set(name, { stamp: Math.max(at, marks.get(name)?.stamp ?? 0), at: this.now() });
    return at;
  }

  private ended(marks: Map<string, Mark>, claims: PollKeyClaims): boolean {
    // Asked two or three times a poll: without any mark, the name is not built.
    if (marks.size === 0) return false;
    const mark = marks.get(`${claims.groupId}\n${claims.memberId}`);
    return mark !== undefined && claims.issuedAt < mark.stamp;
  }

  /**
   * Keeps an online-only message for the group's keys (each gets it once, with its next answer), then wakes the
   * group's polls. `stamp`: the one the sending node gave it (heard over the bus); a message sent here gets one.
   */
  deliverOnlineOnly(groupId: string, message: WireMessage, stamp?: number): void {
    const at = this.heardStamp(stamp);
    this.stamps.set(message, at);
    let kept = this.onlineOnly.get(groupId);
    if (!kept) this.onlineOnly.set(groupId, (kept = []));
    kept.push({ stamp: at, message });
    if (kept.length > maxOnlineOnlyPerRoom) kept.shift();
    this.wakeWaiters(groupId);
  }

  /** The stamp an online-only message got here, for the bus: every node then owes it to the same keys. */
  stampOf(message: WireMessage): number | undefined {
    return this.stamps.get(message);
  }

  /** The online-only messages the key is owed (in the order they came), now counted as delivered to it. */
  takeOnlineOnly(entry: PollKey): WireMessage[] {
    const kept = this.onlineOnly.get(entry.groupId);
    if (!kept) return [];
    // A loop, not filter and map: every poll a delta answers takes its online-only messages.
    let owed: WireMessage[] | undefined;
    let delivered = entry.delivered;
    for (const { stamp, message } of kept) {
      if (stamp <= entry.delivered) continue;
      (owed ??= []).push(message);
      if (stamp > delivered) delivered = stamp;
    }
    if (!owed) return [];
    entry.delivered = delivered;
    const local = this.seen.get(entry.nonce);
    if (local) local.delivered = Math.max(local.delivered, delivered);
    return owed;
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
    this.waits.wake(groupId);
  }

  /**
   * A poll arrived: it counts as in progress until its response closes ({@link HeldPoll.closed}), and waits on its
   * room through the same object (`watch`, `until`, `cancel`).
   */
  hold(): HeldPoll {
    return this.waits.hold();
  }

  /**
   * Shutdown: every waiting poll answers now, and later ones do not wait. Resolves once the answers went out, or
   * after `graceMs`, so the server does not cut the connections of polls that were about to answer.
   */
  close(graceMs = 1000): Promise<void> {
    return this.waits.close(graceMs);
  }

  /** Forgets keys idle past the limit (or the oldest beyond maxKeys), old marks, and rooms silent that long. */
  private sweep(): void {
    this.lastSweep = this.now();
    const oldest = this.now() - keyIdleMs;
    for (const [nonce, { lastUsed }] of this.seen) {
      if (lastUsed >= oldest && this.seen.size < maxKeys) break;
      this.seen.delete(nonce);
    }
    for (const [key, { usedAt }] of this.verified) {
      if (usedAt >= oldest - signAgainAfterMs) break;
      this.verified.delete(key);
    }
    for (const marks of [this.banned, this.revoked]) {
      for (const [name, { at }] of marks) {
        if (at >= this.now() - markKeepMs) break;
        marks.delete(name);
      }
    }
    const oldestStamp = oldest * 1000;
    for (const [groupId, kept] of this.onlineOnly) if ((kept.at(-1)?.stamp ?? 0) < oldestStamp) this.onlineOnly.delete(groupId);
  }
}
