import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPushService, type Receiver } from '../../tests/support/push-endpoint.ts';
import { adminPost, backends, fixedNow, registerFan, startTestServer, type TestServer } from './test-server.ts';

const fixedMs = Date.parse(fixedNow);

/** Issue 40 §3, docs/push.md: a followed match's events reach the fan's devices encrypted, once, in the site's language. */
describe.each(backends)('Web Push on $name', ({ databaseUrl }) => {
  let server: TestServer;
  const service = new LocalPushService();

  const addMatch = async () =>
    (
      await adminPost<{ id: number }>(server, '/admin/match', {
        league_id: 1,
        home_team_id: 101,
        away_team_id: 102,
        kickoff_time: Math.floor((fixedMs - 20 * 60_000) / 1000),
        hot: false,
        has_live: false,
      })
    ).data.id;
  const goal = async (matchId: number, side: 'home' | 'away' = 'home') => {
    expect((await adminPost(server, '/admin/match/event', { match_id: matchId, side, player: 'Lin Feng' })).status).toBe(0);
    await server.context.push.pending.idle();
  };
  /** A fan who follows the match and subscribes one device to `topics`. */
  const subscribedFan = async (name: string, matchId: number | null, topics: string[], lang = 'cn') => {
    const fan = await registerFan(server, name);
    if (matchId !== null)
      expect((await server.call('/api/football/attentMatch', { matchid: matchId, type: 1 }, { query: fan.query })).status).toBe(0);
    const device = service.receiver();
    const answer = await server.call('/api/push/subscribe', { ...device.subscription, topics }, { query: { ...fan.query, lang } });
    expect(answer).toMatchObject({ status: 0, data: { topics } });
    return { ...fan, device };
  };
  const subscriptionCount = async (device: Receiver) =>
    (await server.db.query('select 1 from push_subscriptions where endpoint = $1', [device.endpoint])).length;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, adminToken: 'push-token', pushEndpoints: 'https-or-loopback' });
    await service.start(server.context.push.keys.publicKey);
  });
  afterAll(async () => {
    await server.close();
    await service.close();
  });

  it('gives the public key browsers subscribe with, and the topics', async () => {
    const { data } = await server.call<{ key: string; topics: string[] }>('/api/push/key', undefined, { method: 'GET' });
    expect(Buffer.from(data.key, 'base64url')).toHaveLength(65);
    expect(data.topics).toEqual(['kickoff', 'goal', 'red_card', 'half_time', 'full_time', 'anchor_live']);
  });

  it('refuses a guest, an endpoint that is no push service and keys nothing can be encrypted for', async () => {
    const device = service.receiver();
    const body = { ...device.subscription, topics: ['goal'] };
    expect(await server.call('/api/push/subscribe', body)).toMatchObject({ status: 2, msg: '登录超时，请重新登录' });
    const fan = await registerFan(server, 'pushcheck');
    const refused = async (change: object) => (await server.call('/api/push/subscribe', { ...body, ...change }, { query: fan.query })).msg;
    expect(await refused({ endpoint: 'http://push.example.com/abc' })).toBe('参数错误: endpoint 不是推送服务的地址');
    expect(await refused({ endpoint: 'http://127.0.0.2:9/abc' })).toBe('参数错误: endpoint 不是推送服务的地址');
    expect(await refused({ keys: { ...device.subscription.keys, p256dh: 'B'.repeat(87) } })).toBe('参数错误: keys 不是有效的推送密钥');
    expect(await refused({ topics: ['everything'] })).toMatch(/^参数错误: topics/);
    expect(await refused({ topics: [] })).toMatch(/^参数错误: topics/);
    expect(await subscriptionCount(device)).toBe(0);
  });

  it('a goal sends each follower who chose goals one encrypted message, in the language they subscribed in', async () => {
    const matchId = await addMatch();
    const chinese = await subscribedFan('pushgoalcn', matchId, ['goal', 'full_time']);
    const brazilian = await subscribedFan('pushgoalpt', matchId, ['goal'], 'pt-br');
    const kickoffOnly = await subscribedFan('pushkickoff', matchId, ['kickoff']);
    const notFollowing = await subscribedFan('pushnofollow', null, ['goal']);
    await goal(matchId);
    const url = `/m/score/detail/football/${matchId}`;
    expect(service.of(chinese.device)).toEqual([
      {
        receiver: chinese.device.id,
        payload: { title: expect.stringMatching(/^进球！.+ 1-0 .+$/), body: expect.stringContaining('进球'), url, tag: `match-${matchId}` },
        headers: expect.objectContaining({ 'content-encoding': 'aes128gcm', urgency: 'high', ttl: '900' }),
        atMs: expect.any(Number),
      },
    ]);
    expect(service.of(brazilian.device).map((m) => m.payload)).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/^Gol! .+ 1-0 .+$/), body: expect.stringMatching(/^Gol de /), url }),
    ]);
    expect(service.of(kickoffOnly.device)).toEqual([]);
    expect(service.of(notFollowing.device)).toEqual([]);
    expect(service.refused).toEqual([]);

    // Full time goes to those who chose it; half time to nobody here.
    await adminPost(server, '/admin/match/event', { match_id: matchId, status: 3 });
    await adminPost(server, '/admin/match/event', { match_id: matchId, status: 8 });
    await server.context.push.pending.idle();
    expect(service.of(chinese.device).map((m) => m.payload.title)).toEqual([expect.stringMatching(/^进球！/), '全场结束']);
    expect(service.of(brazilian.device)).toHaveLength(1);
  });

  it("a followed anchor's room going live with the match it covers tells those who chose anchor_live, once", async () => {
    // A match kicking off later, covered by room 102 (the seed points its rooms at the day's matches the same way).
    const { data } = await adminPost<{ id: number }>(server, '/admin/match', {
      league_id: 1,
      home_team_id: 101,
      away_team_id: 102,
      kickoff_time: Math.floor((fixedMs + 20 * 60_000) / 1000),
      hot: false,
      has_live: true,
    });
    const matchId = data.id;
    const [room] = await server.db.query<{ anchor_id: number; nick_name: string; match_id: number | null }>(
      'update rooms r set match_id = $1 from rooms old join users u on u.id = old.anchor_id where r.liveid = 102 and old.liveid = 102 returning r.anchor_id, u.nick_name, old.match_id',
      [matchId],
    );
    const fanOfAnchor = async (name: string, topics: string[], lang = 'cn', follows = true) => {
      const fan = await subscribedFan(name, null, topics, lang);
      if (follows)
        expect((await server.call('/api/live/attentAnchor', { anchorid: room.anchor_id, attent: 1 }, { query: fan.query })).status).toBe(0);
      return fan;
    };
    const chinese = await fanOfAnchor('pushlivecn', ['anchor_live']);
    const brazilian = await fanOfAnchor('pushlivept', ['kickoff', 'anchor_live'], 'pt-br');
    const optedOut = await fanOfAnchor('pushlivenot', ['kickoff', 'goal']);
    const stranger = await fanOfAnchor('pushlivestranger', ['anchor_live'], 'cn', false);
    const kickoff = async () => {
      await adminPost(server, '/admin/match/event', { match_id: matchId, status: 2 });
      await server.context.push.pending.idle();
    };
    try {
      await kickoff();
      expect(service.of(chinese.device)).toEqual([
        {
          receiver: chinese.device.id,
          payload: { title: `${room.nick_name} 开播了`, body: expect.any(String), url: '/m/live-detail/102', tag: 'room-102' },
          headers: expect.objectContaining({ 'content-encoding': 'aes128gcm', urgency: 'normal', ttl: '3600' }),
          atMs: expect.any(Number),
        },
      ]);
      // Portuguese with the room's title in Portuguese; the match's own kickoff is not this fan's (no match followed).
      expect(service.of(brazilian.device).map((m) => m.payload)).toEqual([
        expect.objectContaining({ title: `${room.nick_name} está ao vivo`, body: expect.not.stringMatching(/[\u4e00-\u9fff]/) }),
      ]);
      expect(service.of(optedOut.device)).toEqual([]);
      expect(service.of(stranger.device)).toEqual([]);

      // The same live start again (the match's status set back and forth): nobody hears it twice.
      await adminPost(server, '/admin/match/event', { match_id: matchId, status: 1 });
      await kickoff();
      expect(service.of(chinese.device)).toHaveLength(1);
      expect(service.of(brazilian.device)).toHaveLength(1);
      const recorded = await server.db.query('select 1 from push_deliveries where event_key = $1', [`live:102:${matchId}`]);
      expect(recorded).toHaveLength(2);
    } finally {
      await server.db.query('update rooms set match_id = $1 where liveid = 102', [room.match_id]);
    }
  });

  it('a stored row the rule refuses (a restored database) is not sent to at the goal, and stays', async () => {
    const matchId = await addMatch();
    const fan = await subscribedFan('pushrestored', matchId, ['goal']);
    // The same push service, reachable, but named with credentials: a row no subscribe of today would store.
    const endpoint = fan.device.endpoint.replace('http://', 'http://user:secret@');
    await server.db.query('update push_subscriptions set endpoint = $1 where endpoint = $2', [endpoint, fan.device.endpoint]);
    await goal(matchId);
    expect(service.of(fan.device)).toEqual([]);
    expect((await server.db.query('select 1 from push_subscriptions where endpoint = $1', [endpoint])).length).toBe(1);
  });

  it('a subscription the push service says is gone (410) is removed', async () => {
    const matchId = await addMatch();
    const fan = await subscribedFan('pushexpired', matchId, ['goal']);
    service.expire(fan.device);
    await goal(matchId);
    expect(service.of(fan.device)).toEqual([]);
    expect(await subscriptionCount(fan.device)).toBe(0);
  });

  it('opting out stops the messages; changing topics is subscribing again', async () => {
    const matchId = await addMatch();
    const fan = await subscribedFan('pushoptout', matchId, ['goal']);
    const status = () =>
      server.call<{ topics: string[] | null }>('/api/push/subscription', { endpoint: fan.device.endpoint }, { query: fan.query });
    expect((await status()).data).toEqual({ topics: ['goal'] });
    await goal(matchId);
    expect(service.of(fan.device)).toHaveLength(1);

    const again = await server.call('/api/push/subscribe', { ...fan.device.subscription, topics: ['full_time'] }, { query: fan.query });
    expect(again.data).toEqual({ topics: ['full_time'] });
    await goal(matchId);
    expect(service.of(fan.device)).toHaveLength(1);

    const other = await registerFan(server, 'pushintruder');
    const foreign = await server.call('/api/push/unsubscribe', { endpoint: fan.device.endpoint }, { query: other.query });
    expect(foreign.data).toEqual({ removed: false });
    expect((await server.call('/api/push/unsubscribe', { endpoint: fan.device.endpoint }, { query: fan.query })).data).toEqual({
      removed: true,
    });
    expect((await status()).data).toEqual({ topics: null });
    await adminPost(server, '/admin/match/event', { match_id: matchId, status: 8 });
    await goal(matchId);
    expect(service.of(fan.device)).toHaveLength(1);
  });
});
