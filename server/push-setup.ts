import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PendingWork } from './domain/push/pending-work.ts';
import { PushSender } from './domain/push/push-sender.ts';
import type { WebPush } from './domain/push/ports.ts';
import type { EndpointPolicy } from './domain/push/subscriptions.ts';
import { checkVapidKeys, generateVapidKeys, VapidSigner, type VapidKeys } from './domain/push/vapid.ts';

/** The environment variables of the site's VAPID identity (docs/deploy.md): the same on every node. */
export const vapidVariables = ['SIDELINE_VAPID_PUBLIC_KEY', 'SIDELINE_VAPID_PRIVATE_KEY', 'SIDELINE_VAPID_SUBJECT'] as const;

/** The contact a development server names when none is configured. */
const developmentSubject = 'mailto:push@localhost';

/**
 * The site's VAPID keys: from the environment when set (production requires it: cli/commands/serve), else the pair
 * kept in the data folder (made there at the first start, so subscriptions survive restarts), else a pair for this
 * run only (an in-memory server's subscriptions die with it anyway). Throws, naming the variable, on a bad pair.
 */
export function vapidKeys(dataDir: string | undefined, env: NodeJS.ProcessEnv = process.env): VapidKeys {
  const [publicName, privateName, subjectName] = vapidVariables;
  if (env[publicName] || env[privateName]) {
    const keys = { publicKey: env[publicName] ?? '', privateKey: env[privateName] ?? '', subject: env[subjectName] || developmentSubject };
    const problem = checkVapidKeys(keys);
    if (problem) throw new Error(`${publicName}/${privateName}/${subjectName}: ${problem} (docs/deploy.md "Web Push")`);
    return keys;
  }
  if (!dataDir) return generateVapidKeys(developmentSubject);
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  const keys = generateVapidKeys(developmentSubject);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}

/** The built site's apple-touch-icon (its URL under /m/): the brand's own picture for the notifications. */
export function brandIcon(siteDir: string | undefined): string | undefined {
  if (!siteDir || !existsSync(join(siteDir, 'index.html'))) return undefined;
  return readFileSync(join(siteDir, 'index.html'), 'utf8').match(/<link rel="apple-touch-icon"[^>]*href="([^"]+)"/)?.[1];
}

/** Web Push for the context: keys, a sender signing with them (by the wall clock: push services check real time). */
export function webPush(options: { dataDir?: string; siteDir?: string; pushEndpoints?: EndpointPolicy }): WebPush {
  const keys = vapidKeys(options.dataDir);
  const policy = options.pushEndpoints ?? endpointPolicy(process.env.SIDELINE_PUSH_ENDPOINTS);
  // Under the https rule the sender has no http agent at all: no stored row can make it speak plain http.
  const sender = new PushSender(new VapidSigner(keys, () => Math.floor(Date.now() / 1000)), { plainHttp: policy === 'https-or-loopback' });
  return {
    keys,
    sender,
    policy,
    icon: brandIcon(options.siteDir),
    pending: new PendingWork(),
  };
}

/** SIDELINE_PUSH_ENDPOINTS=https-or-loopback lets the nodes of a multi-node test send to a push service on loopback. */
function endpointPolicy(value: string | undefined): EndpointPolicy {
  return value === 'https-or-loopback' ? value : 'https';
}
