import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postData as call, startDataFolderServer, type DataFolderServer } from '../../support/data-folder-server.ts';

/**
 * docs/ledger.md "What survives": an acknowledged spend of the embedded database is in the WAL on disk before the
 * answer. The server runs under strace; for every spend answered, the trace must show the WAL written and then
 * fsync'd on that file before the HTTP answer is written to the socket.
 */
const straceUsable = spawnSync('strace', ['-f', '-e', 'trace=none', 'true']).status === 0;
if (!straceUsable) console.warn('durable-spends: strace cannot run here (not installed, or ptrace is not allowed): test skipped');

const query = 'platform=3&sp_source=9';

interface Spend {
  walWrites: number;
  walSyncedAfterLastWrite: boolean;
}

/** Walks the trace in order and, for each HTTP answer written, says what happened to the WAL since the previous one. */
function spendsInTrace(trace: string): Spend[] {
  const walFds = new Set<string>();
  const answers: Spend[] = [];
  let current: Spend = { walWrites: 0, walSyncedAfterLastWrite: false };
  for (const line of trace.split('\n')) {
    const opened = /openat\(AT_FDCWD, "[^"]*\/pg_wal\/[0-9A-F]{24}", [^)]*\) = (\d+)/.exec(line);
    if (opened) walFds.add(opened[1]);
    const wrote = /pwrite64\((\d+),/.exec(line);
    if (wrote && walFds.has(wrote[1])) current = { walWrites: current.walWrites + 1, walSyncedAfterLastWrite: false };
    const synced = /f(?:data)?sync\((\d+)\)\s+= 0/.exec(line);
    if (synced && walFds.has(synced[1]) && current.walWrites > 0) current.walSyncedAfterLastWrite = true;
    if (/writev?\(\d+, .*HTTP\/1\.1 200/.test(line)) {
      answers.push(current);
      current = { walWrites: 0, walSyncedAfterLastWrite: false };
    }
  }
  return answers;
}

describe.skipIf(!straceUsable)('durable money on the embedded database', () => {
  const folder = mkdtempSync(join(tmpdir(), 'sideline-durable-'));
  const traceFile = join(folder, 'trace.txt');
  let server: DataFolderServer | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes and fsyncs the WAL before answering each acknowledged spend', async () => {
    server = await startDataFolderServer(join(folder, 'data'), [
      'strace',
      '-f',
      '-qq',
      '-s',
      '16',
      '-e',
      'trace=openat,pwrite64,fsync,fdatasync,write,writev',
      '-o',
      traceFile,
    ]);
    const fan = await call<{ id: number; token: string }>(server.url, `/webapi/user/regist?${query}`, {
      account: 'durable_fan',
      password: 'durable2026',
    });
    await call(server.url, '/admin/wallet/grant', { user_id: fan.id, gold: 10_000, ref: 'durable-1' }, { 'x-admin-token': 'test-admin' });
    const spends = 20;
    for (let i = 0; i < spends; i++) {
      const result = await call<{ gold: number }>(server.url, `/api/model/subscribe?${query}&token=${fan.token}`, {
        plan_id: 11,
        request_id: `durable-spend-${i}`,
      });
      expect(result.gold).toBe(10_000 - 100 * (i + 1));
    }
    await server.stop();
    server = undefined;
    const trace = readFileSync(traceFile, 'utf8');
    const answered = spendsInTrace(trace).slice(-spends);
    expect(answered).toHaveLength(spends);
    for (const spend of answered) expect(spend).toMatchObject({ walSyncedAfterLastWrite: true });
    expect(answered.every((spend) => spend.walWrites > 0)).toBe(true);
  });
});
