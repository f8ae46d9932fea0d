import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../server/db/pglite.ts';
import { runCli } from '../../cli/run-cli.ts';
import { postData as call, startDataFolderServer, type DataFolderServer } from '../../support/data-folder-server.ts';

const query = 'platform=3&sp_source=9';

/** Every ledger row and every balance, read from the folder directly (no server holds it). */
async function books(dataDir: string): Promise<{ ledger: unknown[]; balances: unknown[] }> {
  const db = await openPglite(dataDir);
  try {
    return {
      ledger: await db.query('select * from ledger order by id'),
      balances: await db.query('select id, gold, diamond from users order by id'),
    };
  } finally {
    await db.close();
  }
}

describe('sideline backup and restore (embedded database)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'sideline-backup-'));
  const original = join(folder, 'original');
  const restored = join(folder, 'restored');
  const file = join(folder, 'qutu.backup');
  let server: DataFolderServer | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every ledger row and balance through a round trip, and never overwrites a database', async () => {
    server = await startDataFolderServer(original);
    const fans: { id: number; token: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const fan = await call<{ id: number; token: string }>(server.url, `/webapi/user/regist?${query}`, {
        account: `backup_fan_${i}`,
        password: 'backup2026',
      });
      await call(
        server.url,
        '/admin/wallet/grant',
        { user_id: fan.id, gold: 5_000, ref: `backup-${i}` },
        { 'x-admin-token': 'test-admin' },
      );
      for (let spend = 0; spend <= i; spend++)
        await call(server.url, `/api/model/subscribe?${query}&token=${fan.token}`, { plan_id: 11, request_id: `backup-${i}-${spend}` });
      fans.push(fan);
    }
    // A running server holds the folder: a backup now is refused, not a torn copy.
    const busy = await runCli(['backup', file, '--data', original]);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toMatch(/in use by process \d+; stop it first/);
    await server.stop();
    server = undefined;

    const backup = await runCli(['backup', file, '--data', original]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^backed up .*original to .*qutu\.backup \([\d.]+ MB\): \d+ users, \d+ ledger rows\n$/);
    expect((await runCli(['backup', file, '--data', original])).stderr).toContain('exists: name a new file');

    const restore = await runCli(['restore', file, '--data', restored]);
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('restored');
    const again = await runCli(['restore', file, '--data', restored]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is not empty: restore into a new folder');

    const before = await books(original);
    expect(before.ledger.length).toBeGreaterThanOrEqual(3 + 6);
    expect(await books(restored)).toEqual(before);

    // The restored folder serves: the fans' sessions, balances and books are as they were.
    server = await startDataFolderServer(restored);
    const info = await call<{ gold: number }>(server.url, `/webapi/User/getUserInfo?${query}&token=${fans[2].token}`, {});
    expect(info.gold).toBe(5_000 - 3 * 100);
    const audit = await fetch(`${server.url}/admin/wallet/audit`, { headers: { 'x-admin-token': 'test-admin' } });
    expect(((await audit.json()) as { data: { rows: number; mismatches: unknown[] } }).data).toMatchObject({
      rows: before.ledger.length,
      mismatches: [],
    });
  });
});
