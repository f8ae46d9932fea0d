import { matchTopics, optIn, readPushState, type PushCalls, type PushHost, type PushState } from './push-optin.ts';

/** Where this device remembers it was offered alerts (the site's own origin keeps it). */
export const offerKey = 'sideline-push-offer';

/** What the offer needs: the browser and the server (push-optin.ts), where to remember, how to ask and to tell. */
export interface OfferPorts {
  host: PushHost;
  calls: PushCalls;
  memory: Pick<Storage, 'getItem' | 'setItem'>;
  /** Shows the offer; resolves true when the fan taps to turn alerts on. */
  ask(): Promise<boolean>;
  /** Tells the fan what the opt-in came to (`failed`: a call or the browser failed; nothing changed). */
  tell(outcome: PushState | 'failed'): void;
}

/** What one offer came to: not made, declined, failed, or the opt-in's state. */
export type OfferOutcome = 'not-offered' | 'declined' | 'failed' | PushState;

/**
 * Offers match alerts after a follow, once per device and only to a fan who has made no choice yet (docs/push.md
 * "Opting in"): never offered here before, not subscribed, and the browser has never been asked (a fan who refused
 * it, or allowed it and later turned alerts off, has chosen). Remembered before it shows, so a page closed over the
 * offer does not bring it back. A tap on it runs the opt-in with the match topics; only that asks the browser.
 */
export async function offerAfterFollow(ports: OfferPorts): Promise<OfferOutcome> {
  if (ports.memory.getItem(offerKey) !== null) return 'not-offered';
  // A device whose state cannot be read now is not offered: the next follow asks again.
  const state = await readPushState(ports.host, ports.calls).catch(() => undefined);
  if (state?.kind !== 'off' || ports.host.notification?.permission !== 'default') return 'not-offered';
  ports.memory.setItem(offerKey, 'offered');
  if (!(await ports.ask())) return 'declined';
  const outcome = await optIn(ports.host, ports.calls, matchTopics).catch(() => 'failed' as const);
  ports.tell(outcome);
  return outcome;
}
