/**
 * A server on an embedded database in the data folder given as the first argument, in its own process (so a test
 * can trace or kill it): fixed clock and seed, the admin token `test-admin`. Prints one JSON line `{ url, pid }` once it
 * listens; stops on SIGTERM.
 */
import { prepareServer } from '../../server/start.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node bin/run-ts.js tests/support/serve-data-folder.ts <data folder>');
const server = await prepareServer({ site: 'qutu', seed: 1, clock: '2026-06-01T12:00:00Z', dataDir, adminToken: 'test-admin' });
const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(JSON.stringify({ url, pid: process.pid }) + '\n');
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
