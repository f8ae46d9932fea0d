import type { Clock, Database } from '../ports.ts';
import { followersOfMatch } from '../matches/matches.ts';
import { followersOfAnchor } from '../accounts/follows.ts';
import { roomsCovering } from '../rooms/rooms.ts';
import { matchPath, type MatchNotice, type PushTopic } from './match-notices.ts';
import { roomLiveNotice, roomPath } from './room-notices.ts';
import { claimDeliveries, deleteSubscriptions, forgetDeliveries, type SubscriptionRow } from './push-store.ts';
import type { PushSender, SendOutcome } from './push-sender.ts';
import { endpointAllowed, type EndpointPolicy } from './subscriptions.ts';

/** How many messages are on their way at once: enough to keep the sockets busy, few enough to keep memory flat. */
const inFlight = 256;
/** Deliveries are kept this long: long enough to outlive any fail-over, short enough to keep the table small. */
const keepDeliveriesMs = 2 * 24 * 3600_000;

/** What one notice's fan-out did, for logs and the bench. */
export interface FanOut {
  sent: number;
  gone: number;
  failed: number;
}

/** What sending needs: the database, the clock, the sender, where it may send, and the brand's icon (a URL under /m/) when the site has one. */
export interface PushPorts {
  db: Database;
  clock: Clock;
  sender: PushSender;
  policy: EndpointPolicy;
  icon?: string;
}

/** One notice on its way: who may hear it, under which event key and topic, what it says, where a tap opens. */
interface Outgoing {
  key: string;
  topic: PushTopic;
  audience: readonly number[];
  text: Record<'cn' | 'pt-br', { title: string; body: string }>;
  url: string;
  tag: string;
  ttl: number;
  urgency: 'normal' | 'high';
}

/**
 * Sends a match's notices to the devices of its followers who chose the topic, each once (push-store.ts
 * claimDeliveries), and removes the subscriptions their push service says are gone.
 */
export async function sendMatchNotice(ports: PushPorts, notice: MatchNotice): Promise<FanOut> {
  return fanOut(ports, {
    key: notice.key,
    topic: notice.topic,
    audience: await followersOfMatch(ports.db, notice.matchId),
    text: notice.text,
    url: matchPath(notice.matchId, notice.sportId),
    tag: `match-${notice.matchId}`,
    ttl: notice.topic === 'full_time' ? 3600 : 900,
    urgency: notice.topic === 'half_time' || notice.topic === 'full_time' ? 'normal' : 'high',
  });
}

/**
 * Tells the followers of each anchor whose room covers the match, on the devices that chose `anchor_live`, that the
 * room is going live (room-notices.ts), once per room and match. A live lasts the match, so the notice keeps an hour.
 */
export async function sendRoomsLive(ports: PushPorts, matchId: number): Promise<(FanOut & { key: string })[]> {
  const results: (FanOut & { key: string })[] = [];
  for (const room of await roomsCovering(ports.db, matchId)) {
    const notice = roomLiveNotice(room, matchId);
    const audience = await followersOfAnchor(ports.db, notice.anchorId);
    const url = roomPath(notice.liveId);
    const sent = await fanOut(ports, { ...notice, audience, url, tag: `room-${notice.liveId}`, ttl: 3600, urgency: 'normal' });
    results.push({ key: notice.key, ...sent });
  }
  return results;
}

/** Claims the event for the audience's devices that chose its topic, sends to those claimed, drops those gone. */
async function fanOut(ports: PushPorts, notice: Outgoing): Promise<FanOut> {
  const { db, clock } = ports;
  const now = clock.now();
  const claimed = await claimDeliveries(db, notice.key, notice.topic, notice.audience, now.toISOString());
  const payload = (lang: 'cn' | 'pt-br') =>
    Buffer.from(JSON.stringify({ ...notice.text[lang], url: notice.url, tag: notice.tag, icon: ports.icon }));
  const outcome = await sendAll(claimed, async (row) => {
    // Checked again at sending: a row stored under another rule (a restored or copied database) is never sent to.
    // It fails and stays (a configuration error loses no subscription); the fan re-subscribes from a push service.
    if (!endpointAllowed(row.endpoint, ports.policy)) return 'failed';
    return ports.sender.send({
      endpoint: row.endpoint,
      keys: { p256dh: row.p256dh, auth: row.auth },
      payload: payload(row.lang),
      ttl: notice.ttl,
      urgency: notice.urgency,
    });
  });
  await deleteSubscriptions(db, outcome.goneIds);
  await forgetDeliveries(db, new Date(now.getTime() - keepDeliveriesMs).toISOString());
  return { sent: outcome.sent, gone: outcome.goneIds.length, failed: outcome.failed };
}

/** Sends to every row, `inFlight` at a time. */
async function sendAll(
  rows: SubscriptionRow[],
  send: (row: SubscriptionRow) => Promise<SendOutcome>,
): Promise<{ sent: number; failed: number; goneIds: number[] }> {
  const result = { sent: 0, failed: 0, goneIds: [] as number[] };
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const row = rows[next++];
      const outcome = await send(row);
      if (outcome === 'sent') result.sent++;
      else if (outcome === 'gone') result.goneIds.push(row.id);
      else result.failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, rows.length) }, lane));
  return result;
}
