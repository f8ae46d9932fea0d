import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/open-database.ts';
import { grantWallet } from '../domain/money/ledger/ledger.ts';
import { migrateAndSeed, prepareServer, type RunningServer, type ServerOptions } from '../start.ts';
import { workerDatabaseUrl } from './worker-databases.ts';
import { onePixelPng } from '../../tests/support/images.ts';
import { copyOfSeededTemplate } from '../../tests/support/postgres-templates.ts';
import { runSeededDatabases } from '../../tests/support/seeded-databases.ts';

/** The databases the API suite runs against: always the embedded one; PostgreSQL too when CI provides it. */
export const backends: { name: string; databaseUrl?: string }[] = [
  { name: 'PGlite' },
  ...(process.env.SIDELINE_TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL', databaseUrl: workerDatabaseUrl(process.env.SIDELINE_TEST_DATABASE_URL) }]
    : []),
];

export const fixedNow = '2026-06-01T12:00:00Z';

export interface TestServer extends RunningServer {
  url: string;
  /** POST JSON (or GET when `method` says so) and return the parsed envelope. */
  call<T = unknown>(
    path: string,
    body?: unknown,
    options?: { method?: 'GET' | 'POST'; query?: Record<string, string> },
  ): Promise<{ data: T; msg: string; status: number; http: number }>;
}

/** Starts the real server in-process on a free loopback port. */
export async function startTestServer({
  keepDatabase = false,
  port = 0,
  ...options
}: Partial<ServerOptions> & { keepDatabase?: boolean; port?: number } = {}): Promise<TestServer> {
  // The chat suites send as fast as a socket goes, above the per-user limit of 20 messages a second; the limit itself
  // is tested at its default in abuse-limits.test.ts (which asks for it).
  const serverOptions: ServerOptions = {
    site: 'qutu',
    seed: 1,
    clock: fixedNow,
    seededDatabases: runSeededDatabases(),
    imSendsPerSecond: 1_000_000,
    // Every console answer a test reads is checked against its schema (schema/api/ops), so the two cannot drift.
    checkAnswers: true,
    ...options,
  };
  // keepDatabase: a restart (a later --clock on the same data) rather than a fresh server.
  if (serverOptions.databaseUrl && !keepDatabase)
    serverOptions.seededAlready = await freshPostgres(serverOptions.databaseUrl, serverOptions);
  const server = await prepareServer(serverOptions);
  // port: a restart on the address its clients already use.
  const address = await server.app.listen({ host: '127.0.0.1', port });
  return {
    ...server,
    url: address,
    async call(path, body, { method = 'POST', query = {} } = {}) {
      const search = new URLSearchParams({ platform: '3', sp_source: '9', ...query });
      const response = await fetch(`${address}${path}?${search}`, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      });
      return { ...((await response.json()) as { data: never; msg: string; status: number }), http: response.status };
    },
  };
}

/**
 * A real PostgreSQL outlives the test: each fresh server starts from a copy of the run's seeded template for its seed
 * and clock (tests/support/postgres-templates.ts), or, for a server seeded at the wall clock's time, from an empty
 * schema, as PGlite in memory does. Answers what the template's seed made, if it was used.
 */
async function freshPostgres(databaseUrl: string, options: ServerOptions): Promise<ServerOptions['seededAlready']> {
  const seedTime = options.seedAt ?? options.clock ?? options.startAt;
  if (seedTime)
    return copyOfSeededTemplate(databaseUrl, JSON.stringify([options.seed ?? 1, seedTime, options.language ?? 'cn']), (db) =>
      migrateAndSeed(db, options.seed ?? 1, new Date(seedTime), options.language),
    );
  const db = await openDatabase({ url: databaseUrl });
  await db.exec('drop schema public cascade; create schema public;');
  await db.close();
  return undefined;
}

export function temporaryDataDir(): string {
  return join(mkdtempSync(join(tmpdir(), 'sideline-db-')), 'data');
}

let walletRefs = 0;

/** Sets a user's balances the way the operator would, through the ledger (a grant of the difference), so the books hold. */
export async function setWallet(
  server: TestServer,
  where: { id: number } | { account: string },
  balances: { gold?: number; diamond?: number },
): Promise<void> {
  const [user] = await server.db.query<{ id: number; gold: number; diamond: number }>(
    'id' in where ? 'select id, gold, diamond from users where id = $1' : 'select id, gold, diamond from users where account = $1',
    ['id' in where ? where.id : where.account],
  );
  const difference = { gold: (balances.gold ?? user.gold) - user.gold, diamond: (balances.diamond ?? user.diamond) - user.diamond };
  await grantWallet(server.db, user.id, difference, `test:${++walletRefs}`, server.context.clock.now());
}

/** Moves a running server's clock to `at` (the routes hold the clock object, so its `now` is replaced in place). */
export function setClock(server: TestServer, at: Date): void {
  (server.context.clock as { now: () => Date }).now = () => new Date(at);
}

/** Registers a fan through the API: their id, their token, and the query that signs a call in as them. */
export async function registerFan(server: TestServer, account: string): Promise<{ id: number; token: string; query: { token: string } }> {
  const { data } = await server.call<{ token: string; id: number }>('/webapi/user/regist', { account, password: 'goal2026' });
  return { id: data.id, token: data.token, query: { token: data.token } };
}

/** A POST to the admin API with the server's admin token (start the server with `adminToken`); answers the envelope. */
export async function adminPost<T = unknown>(
  server: TestServer,
  path: string,
  body: unknown,
): Promise<{ data: T; status: number; msg: string }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': server.context.adminToken },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data: T; status: number; msg: string };
}

/** A real one-pixel PNG, for uploads. */

/** Uploads a PNG as the signed-in fan through the pre-signed PUT, as the app does; answers its public address. */
export async function uploadPng(server: TestServer, token: string): Promise<string> {
  const keys = await server.call<{ put_url: string; url: string }>(
    '/api/config/getTempKeysForMinio',
    { key: 'picture.png' },
    { query: { token } },
  );
  const put = await fetch(keys.data.put_url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: onePixelPng });
  if (((await put.json()) as { status: number }).status !== 0) throw new Error('upload refused');
  return keys.data.url;
}
