/**
 * The server under load, in its own process so the load generator does not share its event loop. Prints one JSON
 * line with its URL, start time and memory once it listens; stops on SIGTERM.
 */
import { prepareServer } from '../server/start.ts';

const started = performance.now();
const server = await prepareServer({ site: 'qutu', seed: 1, clock: '2026-06-01T12:00:00Z' });
const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
const startMs = performance.now() - started;
process.stdout.write(JSON.stringify({ url, startMs, rssBytes: process.memoryUsage().rss }) + '\n');
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
