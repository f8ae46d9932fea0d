import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { lockKeys } from '../../server/db/advisory-lock.ts';
import { generateVapidKeys } from '../../server/domain/push/vapid.ts';

/**
 * Real nodes for the scale-out tests and bench (tests/integration/scale-out, bench/chat-fanout-nodes.ts): nats-server and
 * `sideline serve` processes on 127.0.0.1 against one fresh PostgreSQL database, started with the commands docs/deploy.md
 * gives. The tests put nginx in front of them, configured by deploy/nginx/ (tests/support/nginx.ts).
 */

const natsServerPaths = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'];
export const natsServer = natsServerPaths.find((path) => existsSync(path));

/** Why the tests cannot run here, if they cannot. */
export function missingPart(): string | undefined {
  if (!process.env.SIDELINE_TEST_DATABASE_URL) return 'SIDELINE_TEST_DATABASE_URL is not set (a PostgreSQL to create a test database in)';
  if (!natsServer) return `nats-server is not installed (looked in ${natsServerPaths.join(', ')}; Debian: apt-get install nats-server)`;
  return undefined;
}

/** Node's own options of every node the deploy units start (their ExecStart lines). */
export const productionNodeOptions = ['--max-semi-space-size=64'];

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(true) as void);
      socket.once('error', () => resolve(false));
      socket.once('connect', () => socket.destroy());
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${what} did not listen on ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A fresh database next to SIDELINE_TEST_DATABASE_URL's for this run; `drop` removes it. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(process.env.SIDELINE_TEST_DATABASE_URL!);
  const name = `${base.pathname.slice(1) || 'sideline_test'}_scale_${process.pid}`.toLowerCase();
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A nats-server on a free port; `restart` stops it and starts it again on the same port. */
export class Nats {
  private process?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<Nats> {
    const nats = new Nats(await freePort());
    await nats.run();
    return nats;
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  private async run(): Promise<void> {
    this.process = spawn(natsServer!, ['-a', '127.0.0.1', '-p', String(this.port)], { stdio: 'ignore' });
    await waitForPort(this.port, 'nats-server');
  }

  async stop(): Promise<void> {
    await stopProcess(this.process, 'SIGTERM');
  }

  /** Starts it again on the same port after {@link stop}. */
  async resume(): Promise<void> {
    await this.run();
  }

  async restart(downMs: number): Promise<void> {
    await this.stop();
    await new Promise((resolve) => setTimeout(resolve, downMs));
    await this.run();
  }
}

async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** An empty built site: a gateway or API node serves no pages, but `serve` wants the site's folder. */
function emptyDist(site: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'sideline-scale-'));
  mkdirSync(join(dist, site));
  writeFileSync(join(dist, site, 'index.html'), '<!doctype html><title>node</title>');
  return dist;
}

/** The signing keys every node of a cluster shares (a fan's signature, an upload's or a payment's link holds on any node). */
export const clusterImSecret = 'scale-out-test-secret';
/** Web Push's key pair, the same on every node; the nodes may send to a push service on loopback (tests/support/push-endpoint.ts). */
export const clusterVapid = generateVapidKeys('mailto:scale-out@example.com');
const clusterSecrets = {
  SIDELINE_IM_SECRET: clusterImSecret,
  SIDELINE_UPLOAD_SECRET: 'scale-out-upload-secret',
  SIDELINE_PAY_SECRET: 'scale-out-pay-secret',
  SIDELINE_VAPID_PUBLIC_KEY: clusterVapid.publicKey,
  SIDELINE_VAPID_PRIVATE_KEY: clusterVapid.privateKey,
  SIDELINE_VAPID_SUBJECT: clusterVapid.subject,
  SIDELINE_PUSH_ENDPOINTS: 'https-or-loopback',
};
/** The tests send as fast as a socket goes, past the product's 20 a second per user (docs/security.md "Abuse limits"). */
const clusterSendLimit = { SIDELINE_IM_SENDS_PER_SECOND: '100000' };

export interface NodeOptions {
  role: 'api' | 'gateway' | 'all';
  databaseUrl: string;
  bus: string;
  nodeId: string;
  adminToken: string;
  /** A fixed server clock (`serve --clock`), one instant on every node; the real time when absent. */
  clock?: string;
}

/** One `sideline serve` process. */
export class Node {
  readonly url: string;
  private output = '';

  private constructor(
    readonly port: number,
    private readonly process: ChildProcess,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  static async start(site: string, options: NodeOptions): Promise<Node> {
    const port = await freePort();
    const args = [
      'bin/sideline.js',
      '--dist',
      emptyDist(site),
      'serve',
      site,
      '--port',
      String(port),
      '--no-robots',
      '--bus',
      options.bus,
      '--node-id',
      options.nodeId,
      '--role',
      options.role,
      ...(options.clock ? ['--clock', options.clock] : []),
    ];
    // Node's options as the deploy units start a node (deploy/systemd/, docs/deploy.md "The young generation"); with
    // SIDELINE_NODE_CPU_PROF set to a folder, each node writes its CPU profile there at its stop, named by its node id.
    const profileDir = process.env.SIDELINE_NODE_CPU_PROF;
    const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${options.nodeId}.cpuprofile`] : [];
    const child = spawn(process.execPath, [...productionNodeOptions, ...profile, ...args], {
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl,
        SIDELINE_ADMIN_TOKEN: options.adminToken,
        ...clusterSecrets,
        ...clusterSendLimit,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const node = new Node(port, child);
    child.stdout!.on('data', (chunk: Buffer) => (node.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (node.output += chunk.toString()));
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`node ${options.nodeId} exited (${code}):\n${node.output}`))),
    );
    await Promise.race([waitForPort(port, `node ${options.nodeId}`, 60_000), exited]);
    exited.catch(() => undefined);
    return node;
  }

  /** The node's resident memory now (Linux /proc), in bytes. */
  rssBytes(): number {
    const status = readFileSync(`/proc/${this.process.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  }

  /** The CPU time (user and system) the node's process has used so far (Linux /proc), in milliseconds. */
  cpuMs(): number {
    const fields = readFileSync(`/proc/${this.process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  }

  /** SIGKILL: the node dies at once, its sockets with it. */
  kill(): Promise<void> {
    return stopProcess(this.process, 'SIGKILL');
  }

  stop(): Promise<void> {
    return stopProcess(this.process, 'SIGTERM');
  }
}

/** Polls `check` every 100 ms until it holds, for at most `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The database session holding the simulator lock (its backend pid), if any: which node does the clock's jobs. */
export async function simulatorLockHolder(db: pg.Client): Promise<number | undefined> {
  const held = await db.query<{ pid: number }>("select pid from pg_locks where locktype = 'advisory' and granted and objid = $1", [
    lockKeys.simulator,
  ]);
  return held.rows[0]?.pid;
}

/**
 * An API node and a gateway node by the real clock on one fresh PostgreSQL and NATS, and a client of the database: the
 * clock's-jobs tests (tests/integration/scale-out/simulator-nodes.test.ts, push-nodes.test.ts). The API node starts
 * first, seeds, and takes the simulator lock; the gateway starts on it after and waits.
 */
export class TwoNodes {
  private constructor(
    readonly database: Awaited<ReturnType<typeof freshDatabase>>,
    readonly nats: Nats,
    readonly api: Node,
    readonly gateway: Node,
    readonly db: pg.Client,
  ) {}

  static async start(site: string, adminToken: string): Promise<TwoNodes> {
    const database = await freshDatabase();
    const nats = await Nats.start();
    const common = { databaseUrl: database.url, bus: nats.url, adminToken };
    const api = await Node.start(site, { ...common, role: 'api', nodeId: 'api-1' });
    const gateway = await Node.start(site, { ...common, role: 'gateway', nodeId: 'gateway-1' });
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    return new TwoNodes(database, nats, api, gateway, db);
  }

  /** The session holding the simulator lock now. */
  lockHolder(): Promise<number | undefined> {
    return simulatorLockHolder(this.db);
  }

  async stop(): Promise<void> {
    await this.db.end();
    for (const node of [this.gateway, this.api]) await node.stop();
    await this.nats.stop();
    await this.database.drop();
  }
}
