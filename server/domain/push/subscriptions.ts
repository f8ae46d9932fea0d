import { DomainError } from '../errors.ts';
import type { Clock, Database } from '../ports.ts';
import { usableKeys } from './message-encryption.ts';
import { pushTopics, type PushTopic } from './match-notices.ts';
import { deleteSubscription, subscriptionOf, trimSubscriptions, upsertSubscription } from './push-store.ts';

/** Devices one fan keeps subscribed: a new one past this replaces the one updated longest ago. */
export const devicesPerFan = 10;

/** Where the server may send: push services answer on https; tests and the bench run one on plain http on loopback. */
export type EndpointPolicy = 'https' | 'https-or-loopback';

/** What a device sends to subscribe (a PushSubscription's JSON plus the topics chosen). */
export interface SubscribeInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  topics: string[];
}

/** Whether the server would send to `endpoint`: https (any push service), or http on 127.0.0.1 where the policy allows. */
export function endpointAllowed(endpoint: string, policy: EndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return policy === 'https-or-loopback' && url.protocol === 'http:' && url.hostname === '127.0.0.1';
}

/**
 * Stores the device's subscription for the fan with the topics chosen and the site's language, or updates it (the
 * same endpoint): a second subscribe is how a fan changes topics. Refuses an endpoint the server would not send to and
 * keys no message could be encrypted for, so a bad subscription fails here, not silently at the first goal.
 */
export async function subscribe(
  ports: { db: Database; clock: Clock; policy: EndpointPolicy },
  userId: number,
  input: SubscribeInput,
  lang: 'cn' | 'pt-br',
): Promise<{ topics: PushTopic[] }> {
  if (!endpointAllowed(input.endpoint, ports.policy)) throw new DomainError('BAD_INPUT', '参数错误: endpoint 不是推送服务的地址');
  if (!usableKeys(input.keys)) throw new DomainError('BAD_INPUT', '参数错误: keys 不是有效的推送密钥');
  const topics = pushTopics.filter((topic) => input.topics.includes(topic));
  await ports.db.transaction(async (db) => {
    await upsertSubscription(db, userId, { endpoint: input.endpoint, ...input.keys, topics, lang }, ports.clock.now().toISOString());
    await trimSubscriptions(db, userId, devicesPerFan);
  });
  return { topics };
}

/** Removes the device's subscription; answers whether there was one (opting out twice is not an error). */
export async function unsubscribe(db: Database, userId: number, endpoint: string): Promise<{ removed: boolean }> {
  return { removed: await deleteSubscription(db, userId, endpoint) };
}

/** The topics the fan chose on this device, or null when it is not subscribed (the settings screen's state). */
export async function subscriptionTopics(db: Database, userId: number, endpoint: string): Promise<{ topics: PushTopic[] | null }> {
  const row = await subscriptionOf(db, userId, endpoint);
  return { topics: row ? pushTopics.filter((topic) => row.topics.includes(topic)) : null };
}
