import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { openDatabase } from '../../../db/open-database.ts';
import { migrate } from '../../../db/migrate.ts';
import { backends } from '../../../__tests__/test-server.ts';
import { claimAndMove, ledgerMismatches, move } from '../ledger/ledger.ts';
import type { Account } from '../ledger/ledger-kinds.ts';

/** One operation of a random history: a credit or a debit of one account of one of four users. */
const operation = fc.record({
  user: fc.integer({ min: 0, max: 3 }),
  account: fc.constantFrom<Account>('gold', 'diamond'),
  amount: fc.integer({ min: -5_000, max: 5_000 }).filter((n) => n !== 0),
});

describe.each(backends)('ledger invariants on $name', ({ databaseUrl }) => {
  let db: Database;
  let users: number[];
  let refs = 0;

  beforeAll(async () => {
    db = await openDatabase({ url: databaseUrl });
    if (databaseUrl) await db.exec('drop schema public cascade; create schema public;');
    await migrate(db);
    users = [];
    for (let i = 0; i < 4; i++) {
      const [row] = await db.query<{ id: number }>(
        "insert into users (account, password_hash, nick_name, sp_source, regist_time) values ($1, 'x', $1, 9, now()) returning id",
        [`ledger_${i}`],
      );
      users.push(row.id);
    }
  });
  afterAll(() => db.close());

  const balances = async () =>
    db.query<{ id: number; gold: number; diamond: number }>('select id, gold, diamond from users where id = any($1) order by id', [users]);

  it('random batches of concurrent credits and debits: no balance below zero, every accepted move in the ledger, the sums equal the balances', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(operation, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 6 }), async (batches) => {
        for (const batch of batches) {
          const before = await balances();
          // Each batch runs at once, each move in its own transaction, as concurrent requests would.
          const results = await Promise.all(
            batch.map((op) =>
              db.transaction((tx) =>
                move(tx, {
                  userId: users[op.user],
                  account: op.account,
                  amount: op.amount,
                  kind: 'grant',
                  ref: `property:${++refs}`,
                  now: new Date(),
                }),
              ),
            ),
          );
          const after = await balances();
          for (const [index, user] of after.entries()) {
            for (const account of ['gold', 'diamond'] as const) {
              const accepted = batch.filter((op, i) => op.user === index && op.account === account && results[i] !== null);
              expect(user[account]).toBeGreaterThanOrEqual(0);
              expect(user[account]).toBe(before[index][account] + accepted.reduce((sum, op) => sum + op.amount, 0));
            }
          }
          // A refused move is refused only because the balance could not cover it when it ran.
          for (const [i, op] of batch.entries()) if (results[i] === null) expect(op.amount).toBeLessThan(0);
        }
        expect(await ledgerMismatches(db)).toEqual([]);
      }),
      { numRuns: 25, seed: Number(process.env.LEDGER_SEED ?? 20261125) },
    );
  });

  it('a claim and its payment in one statement: concurrent repeats of a key pay once, a claim too big for the balance is kept unpaid', async () => {
    let keys = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ key: fc.integer({ min: 0, max: 5 }), price: fc.integer({ min: 1, max: 3_000 }) }), {
          minLength: 1,
          maxLength: 16,
        }),
        async (batch) => {
          const fan = users[3];
          const base = keys;
          keys += 6;
          const gold = async () => (await db.query<{ gold: number }>('select gold from users where id = $1', [fan]))[0].gold;
          const before = await gold();
          // Every spend of the batch at once, as concurrent requests with repeated request ids would arrive.
          const results = await Promise.all(
            batch.map(({ key, price }) =>
              db.transaction((tx) =>
                claimAndMove(
                  tx,
                  {
                    sql: `insert into model_subscriptions (user_id, plan_id, kind, amount, status, request_id, created_at) values ($1, 11, 1, $2, 0, $3, now())
                        on conflict (user_id, request_id) do nothing returning id`,
                    params: [fan, price, `claim-${base + key}`],
                  },
                  { userId: fan, account: 'gold', amount: -price, kind: 'model', refTable: 'model_subscriptions', now: new Date() },
                ),
              ),
            ),
          );
          const claimed = results.filter((result) => result !== null);
          // One claim per distinct key, whichever request got there first.
          expect(claimed).toHaveLength(new Set(batch.map(({ key }) => key)).size);
          const paid = claimed.filter((result) => result.balance !== null);
          const rows = await db.query<{ ref: string; amount: number }>(
            "select ref, amount from ledger where user_id = $1 and kind = 'model' and ref = any($2)",
            [fan, claimed.map((result) => `model_subscriptions:${result.id}`)],
          );
          expect(rows.map((row) => row.ref).sort()).toEqual(paid.map((result) => `model_subscriptions:${result.id}`).sort());
          const after = await gold();
          expect(after).toBeGreaterThanOrEqual(0);
          expect(after).toBe(before + rows.reduce((sum, row) => sum + row.amount, 0));
          // An unpaid claim was refused only because the gold left could not cover it.
          for (const result of claimed.filter((r) => r.balance === null)) {
            const [{ amount }] = await db.query<{ amount: number }>('select amount from model_subscriptions where id = $1', [result.id]);
            expect(amount).toBeGreaterThan(after);
          }
          await db.transaction((tx) =>
            move(tx, { userId: fan, account: 'gold', amount: 2_000, kind: 'grant', ref: `claim-topup:${base}`, now: new Date() }),
          );
          expect(await ledgerMismatches(db)).toEqual([]);
        },
      ),
      { numRuns: 25, seed: Number(process.env.LEDGER_SEED ?? 20261126) },
    );
  });

  it('one business event posts each kind once: a second row with the same ref is refused and moves nothing', async () => {
    const now = new Date();
    await db.transaction((tx) => move(tx, { userId: users[0], account: 'gold', amount: 100, kind: 'grant', ref: 'once:1', now }));
    const [before] = await balances();
    await expect(
      db.transaction((tx) => move(tx, { userId: users[0], account: 'gold', amount: 100, kind: 'grant', ref: 'once:1', now })),
    ).rejects.toThrow();
    expect((await balances())[0].gold).toBe(before.gold);
  });
});

describe('only the ledger changes a balance', () => {
  const serverDir = fileURLToPath(new URL('../../../', import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === '__tests__' || name === 'migrations' ? [] : files(path);
      return path.endsWith('.ts') ? [path] : [];
    });

  it('no server code outside the ledger store writes gold or diamond', () => {
    const writers = files(serverDir).filter((path) => /\b(set|,)\s+(gold|diamond)\s*=|\$\{column\}\s*=/.test(readFileSync(path, 'utf8')));
    expect(writers.map((path) => relative(serverDir, path))).toEqual(['domain/money/ledger/ledger-store.ts']);
  });
});
