/**
 * The server under load, in its own process so the load generator does not share its event loop. Prints one JSON
 * line with its URL, start time and memory once it listens; stops on SIGTERM. The memory is read twice: as it
 * listens (with whatever the start left for the collector: initdb's database and the seed's buffers, whose size at
 * that moment depends on when V8 last collected) and after one full collection, what the server keeps (bench/README.md
 * "Server memory after start"). BENCH_DATA_FOLDER=1 puts the database in a fresh data folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { collectGarbage } from '../server/db/release-memory.ts';
import { prepareServer } from '../server/start.ts';

// BENCH_DATA_FOLDER=1: the database in a fresh data folder, durable and with its buffer cache as `serve` opens it,
// instead of in memory (what a brand's calls cost on PGlite's start parameters).
const dataDir = process.env.BENCH_DATA_FOLDER ? join(mkdtempSync(join(tmpdir(), 'sideline-bench-data-')), 'data') : undefined;
const started = performance.now();
const server = await prepareServer({ site: 'qutu', seed: 1, clock: '2026-06-01T12:00:00Z', dataDir });
const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
const startMs = performance.now() - started;
const rssBytes = process.memoryUsage().rss;
collectGarbage();
const rssKeptBytes = process.memoryUsage().rss;
process.stdout.write(JSON.stringify({ url, startMs, rssBytes, rssKeptBytes }) + '\n');
process.once(
  'SIGTERM',
  () =>
    void server.close().then(() => {
      if (dataDir) rmSync(dirname(dataDir), { recursive: true, force: true });
      process.exit(0);
    }),
);
