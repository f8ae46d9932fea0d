import type { im } from '../protocol/generated/im.js';
import { decodeConfigResponse, type ConfigResponse } from '../protocol/service-codec.ts';
import { timers, type TimerId } from './host.ts';
import { validPurchaseBits } from '../protocol/purchase-bits.ts';

/** Spec 001 §8, §9 Configuration: when the commercial and cloud configs are fetched again. */
export const configTiming = {
  /** An error answer (or no answer): 2 minutes. */
  errorMs: 2 * 60_000,
  /** An answer without a usable config (the commercial config's missing code, the cloud config's bad format): 1 hour. */
  badAnswerMs: 60 * 60_000,
  /** The socket is not logged in when a fetch is due: 2 s, then again. */
  notLoggedInMs: 2000,
} as const;

/** What an answer of config.commercial means: the bits to keep (none: keep the ones held) and when to ask again. */
export function commercialAnswer(response: ConfigResponse | undefined): { bits?: string; nextMs: number } {
  if (!response || !validPurchaseBits(response.purchaseBits) || !response.expiredTime) return { nextMs: configTiming.badAnswerMs };
  return { bits: response.purchaseBits, nextMs: response.expiredTime * 1000 };
}

/** What an answer of config.cloud means: its values (a JSON object of strings; none when malformed) and when to ask again. */
export function cloudAnswer(response: ConfigResponse | undefined): { values?: Record<string, string>; nextMs: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(response?.cloudControlConfig ?? '');
  } catch {
    return { nextMs: configTiming.badAnswerMs };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !response?.expiredTime) return { nextMs: configTiming.badAnswerMs };
  const values = Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { values, nextMs: response.expiredTime * 1000 };
}

export interface RemoteConfigHost {
  /** Whether the socket is logged in now (not only the session). */
  socketLoggedIn(): boolean;
  request(command: string): Promise<im.Frame>;
  /** The commercial config's bits arrived: requireAbility reads them from now on. */
  purchaseBits(bits: string): void;
  /** The cloud config's values arrived: the client merges them under the app's own. */
  cloudValues(values: Record<string, string>): void;
}

/**
 * The commercial config (purchase bits) and the cloud control config of one session, each fetched after login and
 * again when the server's expiredTime has passed (spec 001 §8, §9). Loaded on demand after the first login: until
 * the commercial config answers, the core holds the login answer's bits.
 */
export class RemoteConfig {
  /** Counts sessions, so an answer that arrives after the session ended is dropped. */
  private session = 0;
  private readonly due = new Map<string, TimerId>();

  constructor(private readonly host: RemoteConfigHost) {}

  /** A session began: both configs are fetched now. */
  start(): void {
    this.stop();
    void this.fetch('config.commercial');
    void this.fetch('config.cloud');
  }

  /** The session ended: nothing due. */
  stop(): void {
    for (const timer of this.due.values()) timers.clearTimeout(timer);
    this.due.clear();
    this.session += 1;
  }

  private async fetch(command: 'config.commercial' | 'config.cloud'): Promise<void> {
    this.due.delete(command);
    if (!this.host.socketLoggedIn()) return this.schedule(command, configTiming.notLoggedInMs);
    const session = this.session;
    let frame: im.Frame;
    try {
      frame = await this.host.request(command);
    } catch {
      if (session === this.session) this.schedule(command, configTiming.errorMs);
      return;
    }
    if (session !== this.session) return;
    const response = configResponseOf(frame);
    if (command === 'config.commercial') {
      const answer = commercialAnswer(response);
      if (answer.bits !== undefined) this.host.purchaseBits(answer.bits);
      return this.schedule(command, answer.nextMs);
    }
    const answer = cloudAnswer(response);
    if (answer.values) this.host.cloudValues(answer.values);
    this.schedule(command, answer.nextMs);
  }

  private schedule(command: 'config.commercial' | 'config.cloud', ms: number): void {
    this.due.set(
      command,
      timers.setTimeout(() => void this.fetch(command), ms),
    );
  }
}

/** The answer's config, or none when its `service` bytes are missing or are not a ConfigResponse. */
function configResponseOf(frame: im.Frame): ConfigResponse | undefined {
  if (!frame.service || frame.service.length === 0) return undefined;
  try {
    return decodeConfigResponse(frame.service);
  } catch {
    return undefined;
  }
}
