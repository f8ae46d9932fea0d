import { isIP } from 'node:net';
import { DomainError } from '../errors.ts';
import type { Clock, Database } from '../ports.ts';
import { usableKeys } from './message-encryption.ts';
import { pushTopics, type PushTopic } from './match-notices.ts';
import { deleteSubscription, subscriptionOf, trimSubscriptions, upsertSubscription } from './push-store.ts';

/** Devices one fan keeps subscribed: a new one past this replaces the one updated longest ago. */
export const devicesPerFan = 10;

/**
 * Where the server may send: `https` is production's rule (a public push service on https, port 443, named by a host
 * name); tests and the bench run a push service on plain http on 127.0.0.1 and add `https-or-loopback`.
 */
export type EndpointPolicy = 'https' | 'https-or-loopback';

/** What a device sends to subscribe (a PushSubscription's JSON plus the topics chosen). */
export interface SubscribeInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  topics: string[];
}

/**
 * Whether the server would send to `endpoint`. Production's rule (docs/security.md "Web Push"): https on port 443,
 * no credentials, and a host name, never an IP literal (v4 or v6) nor `localhost` or a name under it, so a fan cannot
 * point the server at a machine of its own network or at a port of its own. `https-or-loopback` also allows plain
 * http on 127.0.0.1 (any port), for the push services of tests and benches.
 */
export function endpointAllowed(endpoint: string, policy: EndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return url.port === '' && isPublicName(url.hostname);
  return policy === 'https-or-loopback' && url.protocol === 'http:' && url.hostname === '127.0.0.1';
}

/** A DNS name that is not loopback by name: the URL parser already turned any numeric form of an address into one. */
function isPublicName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name.startsWith('[') || isIP(name) !== 0) return false;
  if (name === '' || name === 'localhost' || name.endsWith('.localhost')) return false;
  return name.includes('.');
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
