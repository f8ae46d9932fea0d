import type { OpsEvents } from '../../schema/generated/api.ts';
import { apiBase } from './client.ts';

/** A changed row of a queue, or (`rooms`) a live room whose bans or managers changed, as the `row` event names it. */
export type QueueRowChange = OpsEvents['row'];

/** What to do with each event of the stream, by its name (schema/api/ops/events.json). */
type EventHandlers = { [K in keyof OpsEvents]: (data: OpsEvents[K]) => void };

/**
 * Listens to `/ops/api/events` (Server-Sent Events) for the queues' counts and changed rows; the browser reconnects by
 * itself after a drop. Returns the function that stops listening.
 */
export function listenToQueueCounts(handlers: EventHandlers): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(`${apiBase}/events`, { withCredentials: true });
  const listen = <K extends keyof OpsEvents>(name: K) =>
    source.addEventListener(name, (event) => {
      try {
        // The server writes each event as its schema says (test servers check every one it writes).
        handlers[name](JSON.parse((event as MessageEvent<string>).data) as OpsEvents[K]);
      } catch {
        // A malformed event changes nothing: the next one carries the whole counts again.
      }
    });
  for (const name of Object.keys(handlers) as (keyof OpsEvents)[]) listen(name);
  return () => source.close();
}
