import type pg from 'pg';

/**
 * PostgreSQL advisory locks that say which node of a cluster does a job (docs/decisions.md "Node state in a
 * cluster"). A session-level lock lives as long as the connection that took it: each lock has its own connection,
 * outside the pool, and a node that dies (even by SIGKILL) drops the connection and with it the lock. On the embedded
 * database a single process is the only node, and holds every lock.
 */
export const lockKeys = {
  /** The match simulator and the clock's other jobs (kickoff notices, settlements, robots): one node runs them. */
  simulator: 0x5e1d_0001,
  /** Migrating and seeding at start: nodes started together take turns, the first one does the work. */
  startup: 0x5e1d_0002,
} as const;

/** A lock this node holds, or keeps trying to take. */
export interface HeldLock {
  readonly held: boolean;
  /** Lets the lock go (another node takes it at its next try) and stops trying. */
  close(): Promise<void>;
}

/**
 * Tries to take the lock now and every `retryMs` while another node holds it; while held, checks the connection at
 * the same pace, so a broken one (database restart) gives the lock up here and lets another node take it there.
 */
export async function holdLock(databaseUrl: string | undefined, key: number, retryMs = 5_000): Promise<HeldLock> {
  if (!databaseUrl) return { held: true, close: async () => undefined };
  const { default: postgres } = await import('pg');
  let client: pg.Client | undefined;
  let held = false;
  let closed = false;
  const drop = (lost: pg.Client | undefined) => {
    if (!lost || client !== lost) return;
    client = undefined;
    held = false;
    void lost.end().catch(() => undefined);
  };
  let trying = false;
  const attempt = async () => {
    if (closed || trying) return;
    trying = true;
    let current = client;
    try {
      if (!current) {
        const fresh = (current = client = new postgres.Client({ connectionString: databaseUrl }));
        fresh.on('error', () => drop(fresh));
        fresh.on('end', () => drop(fresh));
        await fresh.connect();
      }
      if (held) await current.query('select 1');
      else held = !closed && (await current.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [key])).rows[0].taken;
    } catch {
      drop(current);
    } finally {
      trying = false;
    }
  };
  await attempt();
  const timer = setInterval(() => void attempt(), retryMs);
  timer.unref();
  return {
    get held() {
      return held;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      const last = client;
      client = undefined;
      held = false;
      // Ending the connection releases the lock.
      await last?.end().catch(() => undefined);
    },
  };
}

/** Runs `work` while holding the lock, waiting for it if another node has it (start-up: one node migrates at a time). */
export async function whileLocked<T>(databaseUrl: string | undefined, key: number, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const { default: postgres } = await import('pg');
  const client = new postgres.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}
