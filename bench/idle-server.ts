/**
 * A brand's server as `sideline serve <code>` runs it by default: the embedded database in the data folder given as
 * the first argument, seeded for now, the robots off (they would make it busy, not idle). Prints one JSON line with
 * its URL once it listens; stops on SIGTERM. bench/idle-memory.ts measures it.
 */
import { prepareServer } from '../server/start.ts';

const server = await prepareServer({ site: 'qutu', seed: 1, dataDir: process.argv[2], houseAds: true });
const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(JSON.stringify({ url }) + '\n');
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
