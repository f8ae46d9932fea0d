import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { prepareServer, siteServerOptions, type ServerOptions } from '../../server/start.ts';
import { loadTenant } from '../../schema/index.ts';
import { projectRoot } from '../support/project-root.ts';
import { runStart, siteNow } from './site-clock.ts';
import { runSeededDatabases } from '../support/seeded-databases.ts';

export const e2eDist = fileURLToPath(new URL('../../test-results/e2e-dist', import.meta.url));

export interface E2eSite {
  url: string;
  /** Token of the admin API (/admin/...), for tests that set up server state. */
  adminToken: string;
  /** Reads the site's database, for tests that need the ids the seed chose (never to change state: use the API). */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Serves dist/<code>/ with the reference server (in-memory database, seed 1, the run's clock, the site's default
 * language as `serve` gives it) on a free loopback port
 * for one test, so the app meets the real API; close() stops it. The data is seeded for the run's start, as if the
 * server had run since, so every server of the run loads one seeded database (tests/support/seeded-databases.ts).
 * Seeded kickoffs are not announced: their popups could cover what a test taps (tests/e2e/notices.spec.ts announces
 * its own matches). No robots either (no `robots` option): a room's chat and audience stay what a test set up.
 */
export async function serveSite(code: string, options: Partial<ServerOptions> = {}): Promise<E2eSite> {
  const adminToken = 'e2e-admin';
  // A landing page waits for its rows however busy the machine (the render's first load included), so that what a test
  // sees never depends on its speed.
  const server = await prepareServer({
    // As `serve` starts the site: its chat app id, its demo content in its default language.
    ...siteServerOptions(code, loadTenant(projectRoot, code).manifest),
    siteDir: `${e2eDist}/${code}`,
    // The operators' console, built by the global setup beside the sites.
    consoleDir: `${e2eDist}/ops`,
    seed: 1,
    adminToken,
    startAt: siteNow().toISOString(),
    seedAt: runStart().toISOString(),
    kickoffNotices: false,
    seededDatabases: runSeededDatabases(),
    rowsWaitMs: 60_000,
    ...options,
  });
  // The server's clock starts once its database is loaded, seconds after startAt on a busy machine: it is set to the
  // run's clock, so that the pages (whose clocks are the run's) and the server agree on how old an answer is.
  if (!options.clock && !options.speed && !options.startAt) (server.context.clock as { now: () => Date }).now = siteNow;
  const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  return { url, adminToken, query: (sql, params) => server.db.query(sql, params), close: () => server.close() };
}

/** Calls the admin API of a served site (server state for a test) and returns its data; fails the test on a non-zero status. */
export async function adminCall(request: APIRequestContext, site: E2eSite, method: 'get' | 'post', path: string, data?: unknown) {
  const response = await request[method](`${site.url}${path}`, { headers: { 'x-admin-token': site.adminToken }, data });
  const body = await response.json();
  expect(body.status, JSON.stringify(body)).toBe(0);
  return body.data;
}

/** Calls the site's public API (POST JSON) and returns its data. */
export async function apiCall<T>(request: APIRequestContext, site: E2eSite, path: string, data: unknown = {}): Promise<T> {
  const body = await (await request.post(`${site.url}${path}`, { data })).json();
  expect(body.status, JSON.stringify(body)).toBe(0);
  return body.data as T;
}

/** Opens `path` on `site` and waits until the app (a guest: anonymously, by long poll) has joined `channel`. */
export async function openJoined(page: Page, site: E2eSite, path: string, channel: string): Promise<void> {
  const joined = page.waitForResponse(
    (r) => r.url().endsWith('/im/anonymous-join') && (r.request().postDataBuffer()?.includes(channel) ?? false),
    { timeout: 20_000 },
  );
  await page.goto(`${site.url}/m${path}`);
  await joined;
}
