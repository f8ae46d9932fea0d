import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { clusterVapid, missingPart, Node, TwoNodes, until } from '../../support/cluster.ts';
import { LocalPushService } from '../../support/push-endpoint.ts';

/**
 * Issue 40 §3: Web Push is the clock's node's job (docs/push.md "Once across a cluster"). Two nodes run by the real
 * clock; a followed match kicks off and scores a few seconds from now; the node sending dies by SIGKILL and the other
 * goes on. Each device hears the kickoff and each goal once, decrypted by a push service on loopback.
 */
const missing = missingPart();
if (missing) console.warn(`push node tests skipped: ${missing}`);

const site = 'qutu';
const adminToken = 'push-nodes-admin';

describe.skipIf(missing !== undefined)('Web Push on two nodes of one PostgreSQL', () => {
  let nodes: TwoNodes;
  let api: Node;
  let db: pg.Client;
  const service = new LocalPushService();

  const post = async <T>(node: Node, path: string, body: unknown, query = '', admin = false): Promise<T> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(admin ? { 'x-admin-token': adminToken } : {}) };
    const response = await fetch(`${node.url}${path}${query}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const envelope = (await response.json()) as { status: number; msg: string; data: T };
    if (envelope.status !== 0) throw new Error(`${path}: ${envelope.status} ${envelope.msg}`);
    return envelope.data;
  };

  beforeAll(async () => {
    nodes = await TwoNodes.start(site, adminToken);
    ({ api, db } = nodes);
    await service.start(clusterVapid.publicKey);
  }, 120_000);

  afterAll(async () => {
    await nodes?.stop();
    await service.close();
  }, 30_000);

  const lockHolder = () => nodes.lockHolder();

  it('sends each kickoff and goal once to every device, and goes on once from the other node', { timeout: 90_000 }, async () => {
    const firstHolder = await lockHolder();
    expect(firstHolder).toBeDefined();
    const kickoff = (Math.floor(Date.now() / 1000) + 3) * 1000;
    const match = await post<{ id: number }>(
      api,
      '/admin/match',
      { league_id: 1, home_team_id: 101, away_team_id: 102, kickoff_time: kickoff / 1000, hot: false, has_live: false },
      '',
      true,
    );
    await db.query(
      "insert into incidents (match_id, at_second, side, kind, points, player) values ($1, 3, 'home', 'goal', 1, 'Lin Feng')",
      [match.id],
    );
    const fan = await post<{ token: string }>(api, '/webapi/user/regist', { account: 'pushnodes', password: 'goal2026' });
    const signedIn = `?token=${fan.token}`;
    await post(api, '/api/football/attentMatch', { matchid: match.id, type: 1 }, signedIn);
    const devices = [service.receiver(), service.receiver()];
    for (const device of devices) await post(api, '/api/push/subscribe', { ...device.subscription, topics: ['kickoff', 'goal'] }, signedIn);
    const titles = (index: number) => service.of(devices[index]).map((message) => String(message.payload.title));

    await until(() => devices.every((_, index) => titles(index).length >= 2), 30_000, 'the kickoff and the first goal');
    await api.kill();
    await until(async () => ((await lockHolder()) ?? firstHolder) !== firstHolder, 15_000, 'the gateway taking the simulator lock');
    const second = Math.ceil((Date.now() - kickoff) / 1000) + 4;
    await db.query(
      "insert into incidents (match_id, at_second, side, kind, points, player) values ($1, $2, 'home', 'goal', 1, 'Lin Feng')",
      [match.id, second],
    );
    await until(() => devices.every((_, index) => titles(index).length >= 3), 30_000, 'the second goal');
    // A few more ticks of the new holder: nothing told before comes again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    for (const index of [0, 1])
      expect(titles(index)).toEqual(['比赛开始', expect.stringMatching(/^进球！.+ 1-0 .+/), expect.stringMatching(/^进球！.+ 2-0 .+/)]);
    expect(service.refused).toEqual([]);
    const recorded = await db.query<{ event_key: string }>('select event_key from push_deliveries order by sent_at, event_key');
    expect(recorded.rows.map((row) => row.event_key.split(':')[0])).toEqual(['kickoff', 'kickoff', 'goal', 'goal', 'goal', 'goal']);
  });
});
