import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { listenChannel, notifyChannel } from '../db/notify-channel.ts';
import type { SessionCache, SessionEnding } from '../domain/accounts/session-cache.ts';

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
  const self = randomUUID();
  cache.onEnding = (ending) =>
    void notifyChannel(db, channel, JSON.stringify({ ...ending, from: self })).catch(() => cache.setHearing(false));
  cache.setHearing(false);
  return listenChannel(
    databaseUrl,
    channel,
    {
      notice(payload) {
        const ending = JSON.parse(payload ?? '{}') as SessionEnding & { from?: string };
        if (ending.from !== self) cache.heard(ending);
      },
      listening: (on) => cache.setHearing(on),
    },
    retryMs,
  );
}
