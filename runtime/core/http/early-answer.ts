import type { SentRequest } from './http-client.ts';

/**
 * One request a page starts before its first render (from its route's `prefetch`, while React is still busy, or
 * from the page's head before the app has started), kept for the page's first load to take instead of asking
 * again. Taken once; only while fresh and for the same question, so a later visit or other filters ask the server
 * as usual. Starting the same question again while it is on its way and not yet taken sends nothing more: the
 * page's head and the router both start a route's first request.
 */
export interface EarlyAnswer<T> {
  /** `request` gives the answer, or a call already sent whose answer is read (toasts and all) when taken. */
  start(key: string, request: () => Promise<T> | SentRequest<T>): void;
  take(key: string): Promise<T> | null;
  /**
   * The data, taken, when a good answer to the same question has already come: the page's first render can show
   * it rather than a skeleton followed by a second render. Otherwise nothing is taken and it gives null.
   */
  takeNow(key: string): { data: T } | null;
}

/** An answer older than this is not used: the page asks again. */
const freshForMs = 10_000;

export function earlyAnswer<T>(now: () => number = Date.now): EarlyAnswer<T> {
  let early: { key: string; at: number; sent: SentRequest<T> } | null = null;
  const fresh = (key: string) => early !== null && early.key === key && now() - early.at < freshForMs;
  return {
    start(key, request) {
      if (fresh(key)) return;
      const started = request();
      early = { key, at: now(), sent: 'read' in started ? started : settledAnswer(started) };
    },
    take(key) {
      const taken = fresh(key) ? early : null;
      early = null;
      return taken ? taken.sent.read() : null;
    },
    takeNow(key) {
      const ready = fresh(key) ? (early?.sent.readNow() ?? null) : null;
      if (ready) early = null;
      return ready;
    },
  };
}

/** A request's promise seen as a sent request: its data can be read at once after it has resolved. */
function settledAnswer<T>(answer: Promise<T>): SentRequest<T> {
  let resolved: { data: T } | null = null;
  // A failure is the page's to handle when it takes the answer; until then it is not an unhandled rejection.
  answer.then(
    (data) => (resolved = { data }),
    () => undefined,
  );
  return { read: () => answer, readNow: () => resolved };
}
