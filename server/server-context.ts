import type { Clock } from './clock.ts';
import type { ContentLanguage } from './domain/ports.ts';
import type { HeldLock } from './db/advisory-lock.ts';
import type { Database } from './db/database.ts';
import type { ImGateway } from './im/gateway.ts';
import type { MatchDeltas } from './domain/match-deltas-port.ts';
import type { AbuseLimits } from './security/abuse-limits.ts';
import { SharedRateLimit } from './domain/limits/shared-rate-limit.ts';
import type { Robots } from './jobs/robots.ts';
import type { Captchas } from './domain/accounts/captchas.ts';
import type { ReadCache } from './db/read-cache.ts';
import type { SessionCache } from './domain/accounts/session-cache.ts';
import type { QueueEvents } from './jobs/queue-events.ts';
import type { WebPush } from './domain/push/ports.ts';

/** What every route needs: the database, the clock, this site and the secrets. */
export interface ServerContext {
  db: Database;
  clock: Clock;
  /** Site code this server answers for (switch flags and config). */
  site: string;
  /** The language the site's generated content is written in: its manifest's default language (domain/ports.ts). */
  language: ContentLanguage;
  /** Key for chat-layer user signatures. */
  imSecret: string;
  /** Key for pre-signed upload URLs (separate from imSecret: one leaked key must not forge the other). */
  uploadSecret: string;
  /** Key the sandbox payment provider signs its callbacks with (server/domain/money/wallet/sandbox-provider.ts). */
  paySecret: string;
  /** Token for the admin API; empty disables it. */
  adminToken: string;
  /** The per-account limits, counted in the database so every node counts the same attempts (domain/limits/shared-rate-limit.ts). */
  limits: {
    login: SharedRateLimit;
    sendCode: SharedRateLimit;
    comments: SharedRateLimit;
    feedback: SharedRateLimit;
    /** The console's sign-in failures, per account and per address (domain/operators/sessions.ts). */
    operatorSignIn: { account: SharedRateLimit; address: SharedRateLimit };
  };
  /** How often one address or one fan may try the costly calls (security/abuse-limits.ts). */
  abuse: AbuseLimits;
  /** Reads of reference data; cleared by every write to it. */
  cache: ReadCache;
  captchas: Captchas;
  /** Sessions this node has read (domain/accounts/session-cache.ts); whatever ends a session forgets it here after its commit. */
  sessions: SessionCache;
  /** The chat gateway (server/im/): its sockets, long polls and fault injection. */
  im: ImGateway;
  /** The live rooms' simulated viewers (jobs/robots.ts), when the server runs them. */
  robots?: Robots;
  /** The simulator lock of a cluster (jobs/simulator-node.ts): the clock's jobs run where it is held. Absent: always here. */
  simulator?: HeldLock;
  /** The console's live queue counts (jobs/queue-events.ts), on nodes that serve the console's API. */
  queueEvents?: QueueEvents;
  /** Publishes each change of a match into its channel (jobs/match-deltas.ts); set when the app is created. */
  matchDeltas?: MatchDeltas;
  /** Web Push: the site's VAPID keys and the sender the clock's node tells followers with (docs/push.md). */
  push: WebPush;
}

export function rateLimits(db: Database, clock: Clock): ServerContext['limits'] {
  const now = () => clock.now().getTime();
  return {
    // Five wrong passwords per account and address in ten minutes.
    login: new SharedRateLimit(db, 'login', 5, 10 * 60_000, now),
    // One code per phone number a minute.
    sendCode: new SharedRateLimit(db, 'send-code', 1, 60_000, now),
    // Five video comments a minute per fan.
    comments: new SharedRateLimit(db, 'comments', 5, 60_000, now),
    // Five feedbacks and reports an hour per fan (per address for a guest).
    feedback: new SharedRateLimit(db, 'feedback', 5, 3600_000, now),
    // The console: five failed sign-ins per operator account and twenty per address in fifteen minutes.
    operatorSignIn: {
      account: new SharedRateLimit(db, 'operator-account', 5, 15 * 60_000, now),
      address: new SharedRateLimit(db, 'operator-address', 20, 15 * 60_000, now),
    },
  };
}
