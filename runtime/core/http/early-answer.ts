/**
 * One request a page starts before its first render (from its route's `prefetch`, while React is still busy), kept
 * for the page's first load to take instead of asking again. Taken once; only while fresh and for the same
 * question, so a later visit or other filters ask the server as usual.
 */
export interface EarlyAnswer<T> {
  start(key: string, request: () => Promise<T>): void;
  take(key: string): Promise<T> | null;
}

/** An answer older than this is not used: the page asks again. */
const freshForMs = 10_000;

export function earlyAnswer<T>(now: () => number = Date.now): EarlyAnswer<T> {
  let early: { key: string; at: number; answer: Promise<T> } | null = null;
  return {
    start(key, request) {
      const answer = request();
      // A failure is the page's to handle when it takes the answer; until then it is not an unhandled rejection.
      answer.catch(() => undefined);
      early = { key, at: now(), answer };
    },
    take(key) {
      const taken = early;
      early = null;
      return taken && taken.key === key && now() - taken.at < freshForMs ? taken.answer : null;
    },
  };
}
