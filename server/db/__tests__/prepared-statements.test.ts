import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../__tests__/test-server.ts';
import type { Database } from '../database.ts';
import { openDatabase } from '../open-database.ts';
import { PgliteStatements } from '../pglite-statements.ts';

const table = `create table kept (id serial primary key, name text not null unique, born timestamptz, tags text[], extra jsonb, score numeric, big bigint)`;

// The server's queries run as prepared statements on the embedded database (server/db/pglite-statements.ts): every
// value must come back as PGlite's own query gives it, and as PostgreSQL gives it through pg, whatever the driver.
describe.each(backends)('queries on $name', ({ databaseUrl }) => {
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase({ url: databaseUrl });
    if (databaseUrl) await db.exec('drop schema public cascade; create schema public;');
    await db.exec(table);
  });
  afterAll(() => db.close());

  it('answers the same rows for the same statement, with each type as the server reads it', async () => {
    const born = new Date('2026-06-01T12:00:00Z');
    const insert =
      'insert into kept (name, born, tags, extra, score, big) values ($1, $2, $3, $4, $5, $6) returning id, name, born, tags, extra, big';
    const [first] = await db.query(insert, ['ada', born, ['a', 'b'], { level: 3 }, 1.5, 9_007_199_254]);
    const [second] = await db.query(insert, ['bea', null, [], null, null, null]);
    expect(first).toEqual({ id: 1, name: 'ada', born, tags: ['a', 'b'], extra: { level: 3 }, big: 9_007_199_254 });
    expect(second).toEqual({ id: 2, name: 'bea', born: null, tags: [], extra: null, big: null });
    expect(await db.query('select count(*) as n from kept where name = any($1)', [['ada', 'bea', 'cid']])).toEqual([{ n: 2 }]);
  });

  it('keeps a refused statement refused with its code, and rolls its transaction back', async () => {
    const insert = 'insert into kept (name) values ($1)';
    const failure = await db
      .transaction(async (tx) => {
        await tx.query(insert, ['cid']);
        await tx.query(insert, ['ada']);
      })
      .catch((error: { code?: string }) => error);
    expect(failure).toMatchObject({ code: '23505' });
    expect(await db.query('select name from kept where name = $1', ['cid'])).toEqual([]);
    await db.query(insert, ['cid']);
    expect(await db.query('select name from kept where name = $1', ['cid'])).toEqual([{ name: 'cid' }]);
  });

  it('reads a table whose columns changed since the statement was first run', async () => {
    const all = 'select * from kept where id = $1';
    expect(Object.keys((await db.query(all, [1]))[0])).not.toContain('note');
    await db.exec("alter table kept add column note text not null default 'new'");
    // PostgreSQL refuses a prepared plan whose result type changed; the next call prepares it again.
    const answer = await db.query<{ note: string }>(all, [1]).catch(() => db.query<{ note: string }>(all, [1]));
    expect(answer[0].note).toBe('new');
    expect((await db.query<{ note: string }>(all, [1]))[0].note).toBe('new');
  });
});

describe('prepared statements on the embedded database', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.waitReady;
    await pglite.exec(table);
  });
  afterAll(() => pglite.close());

  const preparedNames = async () =>
    (await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((row) => row.name);

  it('prepares each text once and closes the least recently used past its limit', async () => {
    const statements = new PgliteStatements(pglite, 2);
    const run = (sql: string, value: number) => pglite._runExclusiveQuery(() => statements.query<{ v: number }>(sql, [value]));
    expect(await run('select $1::int + 1 as v', 1)).toEqual([{ v: 2 }]);
    expect(await run('select $1::int + 2 as v', 1)).toEqual([{ v: 3 }]);
    expect(await run('select $1::int + 1 as v', 5)).toEqual([{ v: 6 }]);
    expect(await preparedNames()).toEqual(['sideline_1', 'sideline_2']);
    // The third text closes the second (the first was used since).
    expect(await run('select $1::int + 3 as v', 1)).toEqual([{ v: 4 }]);
    expect(await preparedNames()).toEqual(['sideline_1', 'sideline_3']);
    expect(await run('select $1::int + 2 as v', 2)).toEqual([{ v: 4 }]);
    expect(await preparedNames()).toEqual(['sideline_3', 'sideline_4']);
  });
});
