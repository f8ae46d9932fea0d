import type { OpsQueueCounts, OpsQueueRowChange } from '../../schema/generated/api.ts';
import { apiBase } from './client.ts';

/** A changed row of a queue, or (`rooms`) a live room whose bans or managers changed, as the `row` event names it. */
export type QueueRowChange = OpsQueueRowChange;

/**
 * Listens to `/ops/api/events` (Server-Sent Events) for the queues' counts and changed rows; the browser reconnects by
 * itself after a drop. Returns the function that stops listening.
 */
export function listenToQueueCounts(onCounts: (counts: OpsQueueCounts) => void, onRow: (change: QueueRowChange) => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(`${apiBase}/events`, { withCredentials: true });
  const listen = <T>(name: string, handle: (value: T) => void) =>
    source.addEventListener(name, (event) => {
      try {
        handle(JSON.parse((event as MessageEvent<string>).data) as T);
      } catch {
        // A malformed event changes nothing: the next one carries the whole counts again.
      }
    });
  listen('counts', onCounts);
  listen('row', onRow);
  return () => source.close();
}
