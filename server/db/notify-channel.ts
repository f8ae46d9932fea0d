import type pg from 'pg';
import type { Database } from './database.ts';

// PostgreSQL's NOTIFY and LISTEN, for what the nodes of a cluster tell each other (docs/decisions.md "Node state in
// a cluster"). Channel names are the server's own constants, never input: LISTEN takes no parameter.

/** Sends `payload` to every node listening on `channel` (this one too). */
export async function notifyChannel(db: Database, channel: string, payload: string): Promise<void> {
  await db.query('select pg_notify($1, $2)', [channel, payload]);
}

/** What a listener is told: each notice, and whether it listens (false from the moment its connection is lost). */
export interface ChannelEvents {
  notice(payload: string | undefined): void;
  listening(on: boolean): void;
}

/**
 * Listens on `channel` over a connection of its own (outside the pool), until closed: a lost connection is told and
 * replaced every `retryMs` until one listens again.
 */
export async function listenChannel(
  databaseUrl: string,
  channel: string,
  events: ChannelEvents,
  retryMs: number,
): Promise<{ close(): Promise<void> }> {
  const { default: postgres } = await import('pg');
  let client: pg.Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    events.listening(false);
    void which.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void listen(), retryMs);
    retry?.unref();
  };
  const listen = async () => {
    const listener = (client = new postgres.Client({ connectionString: databaseUrl }));
    listener.on('error', () => lost(listener));
    listener.on('end', () => lost(listener));
    listener.on('notification', (message) => events.notice(message.payload));
    try {
      await listener.connect();
      await listener.query(`listen ${channel}`);
      if (client === listener) events.listening(true);
    } catch {
      lost(listener);
    }
  };
  await listen();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
