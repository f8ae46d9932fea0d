import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { ImGateway } from '../im/gateway.ts';
import type { MatchDeltas } from '../im/match-deltas.ts';
import type { AbuseLimits } from '../security/abuse-limits.ts';
import { RateLimit } from '../security/rate-limit.ts';
import type { Robots } from './robots/robots.ts';
import { CaptchaStore } from './captcha.ts';
import { ReadCache } from './read-cache.ts';
import { SessionCache } from './session-cache.ts';

/** What every route needs: the database, the clock, this site and the secrets. */
export interface ServerContext {
  db: Database;
  clock: Clock;
  /** Site code this server answers for (switch flags and config). */
  site: string;
  /** Key for chat-layer user signatures. */
  imSecret: string;
  /** Key for pre-signed upload URLs (separate from imSecret: one leaked key must not forge the other). */
  uploadSecret: string;
  /** Key the sandbox payment provider signs its callbacks with (server/services/wallet/sandbox-provider.ts). */
  paySecret: string;
  /** Token for the admin API; empty disables it. */
  adminToken: string;
  limits: { login: RateLimit; sendCode: RateLimit };
  /** How often one address or one fan may try the costly calls (security/abuse-limits.ts). */
  abuse: AbuseLimits;
  /** Reads of reference data; cleared by every write to it. */
  cache: ReadCache;
  captchas: CaptchaStore;
  /** Sessions this node has read (session-cache.ts); whatever ends a session forgets it here after its commit. */
  sessions: SessionCache;
  /** The chat gateway (server/im/): its sockets, long polls and fault injection. */
  im: ImGateway;
  /** The live rooms' simulated viewers (services/robots/), when the server runs them. */
  robots?: Robots;
  /** Publishes each change of a match into its channel (im/match-deltas.ts); set when the app is created. */
  matchDeltas?: MatchDeltas;
}

export { CaptchaStore, ReadCache, SessionCache };

export function rateLimits(clock: Clock): ServerContext['limits'] {
  const now = () => clock.now().getTime();
  return {
    // Five wrong passwords per account and address in ten minutes.
    login: new RateLimit(5, 10 * 60_000, now),
    // One code per phone number a minute.
    sendCode: new RateLimit(1, 60_000, now),
  };
}
