import type { Database } from '../ports.ts';

/** One subscription as stored: where to send, the keys to encrypt with, what the fan chose and in which language. */
export interface SubscriptionRow {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  topics: string[];
  lang: 'cn' | 'pt-br';
}

/** What a fan's device asks for (`POST /api/push/subscribe`), checked. */
export interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  topics: string[];
  lang: 'cn' | 'pt-br';
}

/**
 * Stores the device's subscription for the fan, or replaces its keys and topics: the endpoint names one device, so a
 * device signed in to another account moves to that account. Answers the row's id.
 */
export async function upsertSubscription(db: Database, userId: number, input: SubscriptionInput, at: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, topics, lang, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7)
     on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
       topics = excluded.topics, lang = excluded.lang, updated_at = excluded.updated_at
     returning id`,
    [userId, input.endpoint, input.p256dh, input.auth, input.topics, input.lang, at],
  );
  return row.id;
}

/** Removes the fan's subscriptions beyond the `keep` most recently updated: a fan's old devices do not pile up. */
export async function trimSubscriptions(db: Database, userId: number, keep: number): Promise<void> {
  await db.query(
    `delete from push_subscriptions where user_id = $1 and id not in
       (select id from push_subscriptions where user_id = $1 order by updated_at desc, id desc limit $2)`,
    [userId, keep],
  );
}

/** Removes the fan's subscription of this endpoint; false when the fan had none there. */
export async function deleteSubscription(db: Database, userId: number, endpoint: string): Promise<boolean> {
  return (await db.query('delete from push_subscriptions where user_id = $1 and endpoint = $2 returning 1', [userId, endpoint])).length > 0;
}

/** The fan's subscription of this endpoint, if any. */
export async function subscriptionOf(db: Database, userId: number, endpoint: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.query<SubscriptionRow>('select * from push_subscriptions where user_id = $1 and endpoint = $2', [
    userId,
    endpoint,
  ]);
  return row;
}

/** Removes subscriptions the push service said are gone (404, 410). */
export async function deleteSubscriptions(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.query('delete from push_subscriptions where id = any($1)', [ids]);
}

/**
 * Claims the event for every subscription of these fans that chose the topic and was not sent it yet, in one
 * statement: the delivery rows are written before anything leaves, so another node, or this one after a fail-over,
 * claims nothing twice. Answers the subscriptions claimed, to send to.
 */
export async function claimDeliveries(
  db: Database,
  eventKey: string,
  topic: string,
  userIds: readonly number[],
  at: string,
): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db.query<SubscriptionRow>(
    `with claimed as (
       insert into push_deliveries (event_key, subscription_id, sent_at)
       select $1, id, $4 from push_subscriptions where user_id = any($3) and $2 = any(topics)
       on conflict do nothing
       returning subscription_id)
     select s.id, s.user_id, s.endpoint, s.p256dh, s.auth, s.topics, s.lang
     from push_subscriptions s join claimed c on c.subscription_id = s.id`,
    [eventKey, topic, userIds, at],
  );
}

/** Forgets deliveries older than `before`: an event is news for minutes, and its key never comes again. */
export async function forgetDeliveries(db: Database, before: string): Promise<void> {
  await db.query('delete from push_deliveries where sent_at < $1', [before]);
}
