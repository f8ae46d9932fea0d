import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Database } from '../db/database.ts';
import type { SessionCache, SessionEnding } from './session-cache.ts';

/** The PostgreSQL channel the nodes of a cluster tell each other ended sessions on. */
const channel = 'sessions_ended';

/**
 * Makes an ended session stop at once on every node of a cluster (docs/decisions.md "Session cache", "Node state in a
 * cluster"): each ending is sent with NOTIFY, and each node LISTENs on a connection of its own and forgets what the
 * others name. A node that loses that connection caches no session until it listens again, so it reads every session
 * from the database meanwhile. On the embedded database a single process is the only node: nothing to share.
 */
export async function shareSessionEndings(
  databaseUrl: string | undefined,
  db: Database,
  cache: SessionCache,
  retryMs = 2_000,
): Promise<{ close(): Promise<void> }> {
  if (!databaseUrl) return { close: async () => undefined };
  const { default: postgres } = await import('pg');
  const self = randomUUID();
  cache.onEnding = (ending) =>
    void db.query('select pg_notify($1, $2)', [channel, JSON.stringify({ ...ending, from: self })]).catch(() => cache.setHearing(false));
  let client: pg.Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    cache.setHearing(false);
    void which.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void listen(), retryMs);
    retry?.unref();
  };
  const listen = async () => {
    const listener = (client = new postgres.Client({ connectionString: databaseUrl }));
    listener.on('error', () => lost(listener));
    listener.on('end', () => lost(listener));
    listener.on('notification', (message) => {
      const ending = JSON.parse(message.payload ?? '{}') as SessionEnding & { from?: string };
      if (ending.from !== self) cache.heard(ending);
    });
    try {
      await listener.connect();
      await listener.query(`listen ${channel}`);
      if (client === listener) cache.setHearing(true);
    } catch {
      lost(listener);
    }
  };
  cache.setHearing(false);
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
