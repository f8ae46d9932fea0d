import type { Clock, Database } from '../ports.ts';
import { followersOfMatch } from '../matches/matches.ts';
import { matchPath, type MatchNotice } from './match-notices.ts';
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

/**
 * Sends a match's notices to the devices of its followers who chose the topic, each once (push-store.ts
 * claimDeliveries), and removes the subscriptions their push service says are gone.
 */
export async function sendMatchNotice(ports: PushPorts, notice: MatchNotice): Promise<FanOut> {
  const { db, clock } = ports;
  const followers = await followersOfMatch(db, notice.matchId);
  const now = clock.now();
  const claimed = await claimDeliveries(db, notice.key, notice.topic, followers, now.toISOString());
  const outcome = await sendAll(claimed, async (row) => {
    // Checked again at sending: a row stored under another rule (a restored or copied database) is never sent to.
    // It fails and stays (a configuration error loses no subscription); the fan re-subscribes from a push service.
    if (!endpointAllowed(row.endpoint, ports.policy)) return 'failed';
    const text = notice.text[row.lang];
    const payload = { ...text, url: matchPath(notice.matchId, notice.sportId), tag: `match-${notice.matchId}`, icon: ports.icon };
    return ports.sender.send({
      endpoint: row.endpoint,
      keys: { p256dh: row.p256dh, auth: row.auth },
      payload: Buffer.from(JSON.stringify(payload)),
      ttl: notice.topic === 'full_time' ? 3600 : 900,
      urgency: notice.topic === 'half_time' || notice.topic === 'full_time' ? 'normal' : 'high',
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
