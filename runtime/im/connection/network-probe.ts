import { newAbortController, timers, type FetchLike } from '../core/host.ts';
import { ErrorCode, ServerCode } from '../errors.ts';

/** Spec 001 §9: the network wait time; a probe that has no answer by then failed. */
export const probeWaitMs = 3000;

/**
 * Codes of a server that answered but is busy. Spec 001 §8 counts over-frequency and service-overload answers as
 * network OK when probing: a server that says "too often" or "overloaded" is reachable.
 */
const busyCodes: ReadonlySet<number> = new Set([
  ErrorCode.OVER_FREQUENCY_LIMIT,
  ErrorCode.OPEN_SERVICE_OVERLOAD,
  ServerCode.SERVICE_OVERLOAD,
]);

/**
 * Whether the network works, asked after three failed reconnects (spec 001 §4 Connection). Any HTTP answer means it
 * does, whatever its status (429 and 503 are the HTTP forms of over-frequency and overload); so does a rejection
 * that carries an over-frequency or overload code (an app's own `fetch` may turn such answers into errors). A
 * request that fails to reach the server, or gets no answer within the network wait, means it does not. Without
 * fetch there is nothing to ask: the network is taken as fine and reconnecting goes on.
 */
export function probeNetwork(fetch: FetchLike | undefined, url: string, waitMs = probeWaitMs): Promise<boolean> {
  if (!fetch) return Promise.resolve(true);
  const abort = newAbortController();
  return new Promise((resolve) => {
    const timer = timers.setTimeout(() => {
      abort?.abort();
      resolve(false);
    }, waitMs);
    fetch(url, { method: 'GET', signal: abort?.signal })
      .then(
        () => true,
        (error: unknown) => busyCodes.has(Number((error as { code?: unknown } | null)?.code)),
      )
      .then((ok) => {
        timers.clearTimeout(timer);
        resolve(ok);
      });
  });
}
