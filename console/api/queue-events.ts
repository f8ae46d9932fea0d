import { apiBase } from './client.ts';
import type { QueueCounts } from './types.ts';

/**
 * Listens to `/ops/api/events` (Server-Sent Events) for the queues' counts; the browser reconnects by itself after a
 * drop. Returns the function that stops listening.
 */
export function listenToQueueCounts(onCounts: (counts: QueueCounts) => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(`${apiBase}/events`, { withCredentials: true });
  source.addEventListener('counts', (event) => {
    try {
      onCounts(JSON.parse((event as MessageEvent<string>).data) as QueueCounts);
    } catch {
      // A malformed event changes nothing: the next one carries the whole counts again.
    }
  });
  return () => source.close();
}
