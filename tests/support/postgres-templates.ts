import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import type { SeedSummary } from '../../server/seed/sports-data.ts';

/**
 * Seeded PostgreSQL databases for the API suite, as tests/support/seeded-databases.ts keeps seeded PGlite files: the
 * first server of a run with a given seed and clock migrates and seeds a template database; every later one, in any
 * worker, gets a copy of it (CREATE DATABASE ... TEMPLATE, a file copy) instead of seeding again. The templates are
 * named after the base test database and the run's folder of seeded databases, so a run after a change to the migrations or the seed never reuses
 * an older run's; the global setup drops the ones a run left behind.
 */
const templatePrefix = (databaseUrl: string) => `${new URL(databaseUrl).pathname.slice(1).replace(/_w\d+$/, '')}_tpl_`;

/** A connection to the cluster's maintenance database, where databases are created and dropped. */
async function maintenance(databaseUrl: string): Promise<pg.Client> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

/** Database names are ours (a base name, a number, a hash), so double quotes are enough. */
const quoted = (name: string) => `"${name}"`;

/**
 * Makes `databaseUrl`'s database a fresh copy of the run's template for `key` (seeding the template with `seed` the
 * first time) and answers what the seed made. Other connections to that database are closed first: it belongs to
 * this vitest worker, and a server of the test before may still be closing.
 */
export async function copyOfSeededTemplate(
  databaseUrl: string,
  key: string,
  seed: (db: Database) => Promise<SeedSummary>,
): Promise<SeedSummary> {
  const run = process.env.SIDELINE_TEST_SEEDED_DATABASES ?? '';
  const template = `${templatePrefix(databaseUrl)}${createHash('sha256').update(`${run}\n${key}`).digest('hex').slice(0, 24)}`;
  const target = new URL(databaseUrl).pathname.slice(1);
  const client = await maintenance(databaseUrl);
  try {
    // One worker seeds a template while the others wait for it: a lock per template name.
    const lock = createHash('sha256').update(template).digest().readInt32BE(0);
    await client.query('select pg_advisory_lock($1)', [lock]);
    let summary: SeedSummary;
    try {
      summary = (await templateSummary(client, template)) ?? (await seedTemplate(client, databaseUrl, template, seed));
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lock]);
    }
    await client.query(`drop database if exists ${quoted(target)} with (force)`);
    await client.query(`create database ${quoted(target)} template ${quoted(template)}`);
    return summary;
  } finally {
    await client.end();
  }
}

async function templateSummary(client: pg.Client, template: string): Promise<SeedSummary | undefined> {
  const { rows } = await client.query<{ summary: string | null }>(
    `select shobj_description(oid, 'pg_database') as summary from pg_database where datname = $1`,
    [template],
  );
  return rows[0]?.summary ? (JSON.parse(rows[0].summary) as SeedSummary) : undefined;
}

/** Seeds a new template and writes the summary as its comment last: a template without one is unfinished. */
async function seedTemplate(
  client: pg.Client,
  databaseUrl: string,
  template: string,
  seed: (db: Database) => Promise<SeedSummary>,
): Promise<SeedSummary> {
  await client.query(`drop database if exists ${quoted(template)} with (force)`);
  await client.query(`create database ${quoted(template)}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${template}`;
  const db = await openDatabase({ url: url.toString() });
  let summary: SeedSummary;
  try {
    summary = await seed(db);
  } finally {
    await db.close();
  }
  // A comment is a literal, not a parameter: the JSON is quoted by the driver's own escaping.
  await client.query(`comment on database ${quoted(template)} is ${client.escapeLiteral(JSON.stringify(summary))}`);
  return summary;
}

/** Vitest global setup: drops the templates that earlier runs on this base database left in the cluster. */
export async function dropOldTemplates(databaseUrl: string): Promise<void> {
  const client = await maintenance(databaseUrl);
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [
      templatePrefix(databaseUrl),
    ]);
    for (const { datname } of rows) await client.query(`drop database if exists ${quoted(datname)} with (force)`);
  } finally {
    await client.end();
  }
}
