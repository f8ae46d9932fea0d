import { clusterImSecret, Nats } from '../../tests/support/cluster.ts';
import { chatUser, loggedIn, type RawImClient } from './im-test-client.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

/**
 * Two gateway nodes in this process on one PostgreSQL (the suite's) and a real nats-server, for the tests of what
 * crosses nodes (issue 21). Node A migrates and seeds; node B is a gateway node on the same data.
 */
export class GatewayPair {
  private readonly clients: RawImClient[] = [];
  private readonly stopped = new Set<TestServer>();

  private constructor(
    readonly nats: Nats,
    readonly gatewayA: TestServer,
    readonly gatewayB: TestServer,
  ) {}

  static async start(options: { imLongPollHoldMs?: number } = {}): Promise<GatewayPair> {
    const databaseUrl = backends.find((backend) => backend.databaseUrl)?.databaseUrl;
    const nats = await Nats.start();
    // One chat secret for both, as docs/deploy.md asks of a cluster: a signature or poll key of one is good on the other.
    const secretBefore = process.env.SIDELINE_IM_SECRET;
    process.env.SIDELINE_IM_SECRET = clusterImSecret;
    try {
      const gatewayA = await startTestServer({ databaseUrl, bus: nats.url, nodeId: 'gateway-a', ...options });
      // Same data: node B migrates nothing new and seeds nothing (a gateway node on the seeded database).
      const gatewayB = await startTestServer({
        databaseUrl,
        bus: nats.url,
        nodeId: 'gateway-b',
        role: 'gateway',
        keepDatabase: true,
        ...options,
      });
      return new GatewayPair(nats, gatewayA, gatewayB);
    } finally {
      if (secretBefore === undefined) delete process.env.SIDELINE_IM_SECRET;
      else process.env.SIDELINE_IM_SECRET = secretBefore;
    }
  }

  /** A chat user made on the node's database, logged in over a socket to that node; closed with the pair. */
  async on(server: TestServer, account: string): Promise<{ client: RawImClient; id: string }> {
    const user = await chatUser(server, account);
    const client = await loggedIn(server, user);
    this.clients.push(client);
    return { client, id: user.id };
  }

  /** Stops one node (as a restart would begin); the other goes on. */
  async stop(server: TestServer): Promise<void> {
    if (this.stopped.has(server)) return;
    this.stopped.add(server);
    await server.close();
  }

  async close(): Promise<void> {
    for (const client of this.clients) client.close();
    await this.stop(this.gatewayB);
    await this.stop(this.gatewayA);
    await this.nats?.stop();
  }
}
