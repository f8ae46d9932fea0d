import { describe, expect, it } from 'vitest';
import type { WireMessage } from '../../runtime/im/protocol/codec.ts';
import { PollHub } from '../im/long-poll/poll-hub.ts';
import { signPollKey, verifyPollKey } from '../im/long-poll/poll-key.ts';

const secret = 'cluster-secret';
const room = 'live_1';

/** Two gateway nodes' hubs on one clock and one secret, as two processes of a cluster with synchronised clocks. */
function twoNodes() {
  const clock = { now: 1_800_000_000_000 };
  const hub = (nodeId: string) =>
    new PollHub({
      secret: () => secret,
      nodeId: () => nodeId,
      presenceWindowMs: () => 60_000,
      keepMessages: () => 1000,
      now: () => clock.now,
    });
  return { clock, a: hub('gateway-a'), b: hub('gateway-b') };
}

const onlineOnly = (text: string): WireMessage => ({ to: room, sequence: 0, onlineOnly: true, elements: [{ type: 'TIMTextElem', text }] });
const texts = (messages: WireMessage[]) => messages.map((message) => message.elements?.[0]?.text);

/** An online-only message sent on `from`, heard by `to` over the bus with the stamp `from` gave it. */
function send(from: PollHub, to: PollHub, text: string): void {
  const message = onlineOnly(text);
  from.deliverOnlineOnly(room, message);
  to.deliverOnlineOnly(room, { ...message }, from.stampOf(message));
}

/** One poll on `hub` as the SDK makes it: the key it holds, and the key the answer hands back. */
function poll(hub: PollHub, key: string): { key: string; messages: WireMessage[] } | undefined {
  const entry = hub.use(key);
  if (!entry) return undefined;
  const messages = hub.takeOnlineOnly(entry);
  return { key: hub.refreshed(entry), messages };
}

/** docs/decisions.md "Long-poll keys on any node": a key issued by one node is good on every node of the cluster. */
describe('long-poll keys across gateway nodes', () => {
  it('answers a key issued on one node on the other, and hands each online-only message to it once, wherever it polls', () => {
    const { a, b } = twoNodes();
    let key = a.issue(room).key;
    const heard: string[] = [];
    const hubs = [b, a, b, b, a];
    for (const [turn, hub] of hubs.entries()) {
      send(turn % 2 ? a : b, turn % 2 ? b : a, `gift ${turn}`);
      const answer = poll(hub, key)!;
      heard.push(...texts(answer.messages).map(String));
      key = answer.key;
    }
    expect(heard).toEqual(hubs.map((_, turn) => `gift ${turn}`));
  });

  it('refuses a forged, altered or foreign key on every node, and one idle past ten minutes', () => {
    const { clock, a, b } = twoNodes();
    const { key } = a.issue(room);
    const claims = verifyPollKey(secret, key)!;
    const [version, payload, mac] = key.split('.');
    const otherPayload = Buffer.from(Buffer.from(payload, 'base64url').toString().replace(room, 'live_2')).toString('base64url');
    const forged = [
      signPollKey('another-secret', claims),
      `${version}.${otherPayload}.${mac}`,
      `${key}x`,
      'no-such-key',
      `2.${payload}.${mac}`,
    ];
    for (const hub of [a, b]) for (const bad of forged) expect(hub.use(bad)).toBeUndefined();
    // Used within the limit the key stays good, on the node that did not see the last use too (the answer's key says).
    clock.now += 9 * 60_000;
    const fresh = poll(b, key)!.key;
    clock.now += 9 * 60_000;
    expect(poll(a, fresh)).toBeDefined();
    clock.now += 10 * 60_000 + 1;
    for (const hub of [a, b]) for (const idle of [key, fresh]) expect(hub.use(idle)).toBeUndefined();
  });

  it('bans the member on the node that hears the ban, for keys issued on any node before it; a later join is good', () => {
    const { a, b } = twoNodes();
    const before = a.issue(room, '42').key;
    const stamp = a.ban(room, '42');
    b.ban(room, '42', stamp);
    for (const hub of [a, b]) expect(hub.isBanned(hub.use(before)!)).toBe(true);
    // Told of its ban on B, the key ends there and, by the revoke crossing the bus, on A.
    a.revoke(room, '42', b.revoke(room, '42'));
    for (const hub of [a, b]) expect(hub.use(before)).toBeUndefined();
    const after = b.issue(room, '42').key;
    for (const hub of [a, b]) expect(hub.isBanned(hub.use(after)!)).toBe(false);
  });

  it('counts a holder in the room on one node at a time: the node counting it, or another once that count lapsed', () => {
    const { clock, a, b } = twoNodes();
    let key = a.issue(room).key;
    const counted = (hub: PollHub) => {
      const entry = hub.use(key)!;
      const counts = hub.counts(entry);
      key = hub.refreshed(entry);
      return counts;
    };
    expect([counted(b), counted(a), counted(b)]).toEqual([false, true, false]);
    clock.now += 60_000;
    expect([counted(b), counted(a), counted(b)]).toEqual([true, false, true]);
  });

  it('hands a key back as it came while nothing it owes changed, and signs it again once it is 5 s old or owes less', () => {
    const { clock, a, b } = twoNodes();
    const key = a.issue(room).key;
    clock.now += 1000;
    expect(poll(a, key)!.key).toBe(key);
    clock.now += 4000;
    const resigned = poll(a, key)!.key;
    expect(resigned).not.toBe(key);
    expect(verifyPollKey(secret, resigned)!.usedAt).toBe(clock.now);
    // An online-only message delivered changes what the key owes: the next answer carries a new key at once.
    send(b, a, 'gift');
    const afterGift = poll(a, resigned)!;
    expect(texts(afterGift.messages)).toEqual(['gift']);
    expect(afterGift.key).not.toBe(resigned);
    expect(poll(b, afterGift.key)!.messages).toEqual([]);
  });

  it("carries what a delta delivered in the key's unsigned tail, which no node lets reach back past the signed part", () => {
    const { clock, a, b } = twoNodes();
    const key = a.issue(room).key;
    send(a, b, 'goal 1');
    clock.now += 1000;
    const first = poll(a, key)!;
    expect(texts(first.messages)).toEqual(['goal 1']);
    // The signed part is handed back as it came, with what was delivered after it: no MAC made for the delta's answer.
    expect(first.key.startsWith(`${key}.`)).toBe(true);
    expect(verifyPollKey(secret, first.key)!.delivered).toBe(a.stampOf(first.messages[0]));
    // The other node owes it nothing more, and hands on the next delta once.
    send(b, a, 'goal 2');
    const second = poll(b, first.key)!;
    expect(texts(second.messages)).toEqual(['goal 2']);
    expect(poll(a, second.key)!.messages).toEqual([]);
    // A tail altered downwards gets nothing from before the join (the signed part's `delivered`); a malformed one is refused.
    for (const hub of [a, b]) expect(hub.use(`${key}.x1`)).toBeUndefined();
    const late = twoNodes();
    const joined = late.a.issue(room).key;
    late.a.deliverOnlineOnly(room, onlineOnly('before the join'), 1);
    expect(poll(late.b, `${joined}.0`)!.messages).toEqual([]);
  });
});
