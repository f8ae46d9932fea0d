import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireMessage } from '../../runtime/im/protocol/codec.ts';
import { bigGiftGold } from '../domain/money/gifts/gift-catalogue.ts';
import { ledgerMismatches } from '../domain/money/ledger/ledger.ts';
import { momentLines } from '../domain/rooms/robots/robot-phrases.ts';
import { giftAmount, type RobotAction } from '../domain/rooms/robots/robot-plan.ts';
import type { Robots } from '../jobs/robots.ts';
import { chatUser, customData, loggedIn, RoomPoller, type RawImClient } from './im-test-client.ts';
import { adminPost, backends, fixedNow, setClock, startTestServer, type TestServer } from './test-server.ts';

/** The room the fan watches; the test gives it a match of its own, so the only goal is the one it posts. */
const liveid = 103;
const group = `live_${liveid}`;

/** Simulated viewers in the live rooms (docs/decisions.md "Rooms that feel alive"), over a real socket. */
describe.each(backends)('robots in the live rooms on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let robots: Robots;
  let robotIds: Set<string>;
  let fan: RawImClient;
  let now = Date.parse(fixedNow);
  let markers = 0;

  /** Gives the room a new match of its own, 20 minutes into its first half, without goals; answers its id. */
  async function coverNewMatch(): Promise<number> {
    const created = await adminPost<{ id: number }>(server, '/admin/match', {
      league_id: 1,
      home_team_id: 101,
      away_team_id: 102,
      kickoff_time: Math.floor((now - 20 * 60_000) / 1000),
    });
    await server.db.query('update rooms set match_id = $1 where liveid = $2', [created.data.id, liveid]);
    server.context.cache.clear();
    return created.data.id;
  }

  /** Moves the server clock in steps of ten seconds, one tick each, as the timer would; answers the actions done. */
  async function play(ms: number): Promise<number> {
    let done = 0;
    for (let left = ms; left > 0; left -= 10_000) {
      now += Math.min(10_000, left);
      setClock(server, new Date(now));
      done += await robots.tick();
    }
    return done;
  }

  /**
   * Every message the fan's socket got in the room until now: a marker line is posted last and read back, and one
   * socket delivers in order, so nothing sent before it is still on the way.
   */
  async function received(): Promise<WireMessage[]> {
    const marker = `marker-${++markers}`;
    expect((await adminPost(server, '/admin/room/message', { liveid, content: marker, nick_name: 'QA' })).status).toBe(0);
    const messages: WireMessage[] = [];
    for (;;) {
      for (const message of (await fan.nextPush('push.message', 5000)).messagePush?.messages ?? []) {
        if (customData(message)?.content === marker) return messages;
        if (message.to === group) messages.push(message);
      }
    }
  }
  const fromRobots = (messages: WireMessage[]) =>
    messages.filter((m) => robotIds.has(m.from ?? '') || robotIds.has(String(customData(m)?.uid ?? '')));
  const texts = (messages: WireMessage[]) =>
    messages.flatMap((m) => (m.elements?.[0]?.type === 'TIMTextElem' && robotIds.has(m.from ?? '') ? [m.elements[0].text ?? ''] : []));

  beforeAll(async () => {
    server = await startTestServer({
      databaseUrl,
      adminToken: 'robots-token',
      imLongPollHoldMs: 300,
      robots: { seed: 11, rates: { chat: 10, enters: 4, gifts: 3, follows: 1 } },
    });
    robots = server.context.robots!;
    robotIds = new Set((await server.db.query<{ id: number }>('select id from users where is_robot')).map((r) => String(r.id)));
    await coverNewMatch();
    fan = await loggedIn(server, await chatUser(server, 'robotwatcher'));
    expect((await fan.request('group.join', { groupRequest: { groupId: group } })).errorCode ?? 0).toBe(0);
  });
  afterAll(async () => {
    fan?.close();
    await server?.close();
  });

  it('are seeded users of their own that nobody can log in as', async () => {
    expect(robotIds.size).toBe(200);
    const [account] = await server.db.query<{ account: string }>('select account from users where is_robot order by id limit 1');
    expect(account.account).toBe('robot-001');
    expect((await server.call('/webapi/user/login', { account: 'robot-001', password: '!' })).status).not.toBe(0);
  });

  it('enter, chat and send gifts as the clock moves, exactly as the plan for the seed and the clock says', async () => {
    const start = now;
    expect(await play(120_000)).toBeGreaterThan(20);
    const messages = fromRobots(await received());
    const entrances = messages.filter((m) => customData(m)?.type === 'EnterRoomMessage');
    const gifts = messages.filter((m) => customData(m)?.type === 'GiftAnimation');
    expect(entrances.length).toBeGreaterThan(0);
    expect(entrances.every((m) => m.from === 'administrator' && m.onlineOnly)).toBe(true);
    expect(gifts.length).toBeGreaterThan(0);
    expect(gifts.every((m) => m.from === 'administrator' && !m.onlineOnly)).toBe(true);
    // Chat lines are the robots' own text messages, stored under their ids and nicks, in the plan's order.
    const planned = robots
      .actionsBetween(start, now)
      .filter((a): a is RobotAction & { kind: 'chat' } => a.liveid === liveid && a.kind === 'chat');
    expect(texts(messages)).toEqual(planned.map((a) => a.text));
    const lines = messages.filter((m) => m.elements?.[0]?.type === 'TIMTextElem');
    expect(lines.length).toBeGreaterThan(5);
    const nicks = new Map(planned.map((a) => [String(a.robot.id), a.robot.nick]));
    expect(lines.every((m) => m.nick === nicks.get(m.from ?? '') && m.sequence! > 0)).toBe(true);
    // Newcomers read them in the HTTP history too.
    const history = await server.call<{ list: { uid: number; type: string; content: string }[] }>('/api/live/getLiveChat', { liveid });
    expect(history.data.list.filter((l) => robotIds.has(String(l.uid)) && l.type === 'RoomMessage').length).toBeGreaterThan(5);
  });

  it('pay for their gifts through the ledger, credit the anchor, and tell the other rooms of a big one', async () => {
    // The plan says when the next big gift comes; the clock jumps just before it.
    let big: RobotAction | undefined;
    for (let from = now; !big; from += 60_000)
      big = robots.actionsBetween(from, from + 60_000).find((a) => a.kind === 'gift' && giftAmount(a) >= bigGiftGold);
    const elsewhere = await RoomPoller.anonymous(server, `live_${big.liveid === 101 ? 102 : 101}`);
    now = big.at - 5000;
    setClock(server, new Date(now));
    await robots.tick();
    await play(5000);
    const notice = customData(await elsewhere.until((m) => customData(m)?.type === 'OtherRoomPackageNotify'));
    expect(notice).toMatchObject({ uid: String(big.robot.id), nick_name: big.robot.nick, liveid: big.liveid });

    expect(await ledgerMismatches(server.db)).toEqual([]);
    const sends = await server.db.query<{ id: number; user_id: number; amount: number; anchor_id: number }>(
      'select g.id, g.user_id, g.amount, g.anchor_id from gift_sends g join users u on u.id = g.user_id where u.is_robot',
    );
    expect(sends.length).toBeGreaterThan(2);
    for (const send of sends) {
      const rows = await server.db.query<{ user_id: number; kind: string; amount: number }>(
        'select user_id, kind, amount from ledger where ref = $1 order by id',
        [`gift_sends:${send.id}`],
      );
      expect(rows).toEqual([
        { user_id: send.user_id, kind: 'gift', amount: -send.amount },
        { user_id: send.anchor_id, kind: 'gift_income', amount: Math.floor(send.amount / 2) },
      ]);
    }
    // The operator funds exactly what the robots spend: their gold is the grants less the gifts, never below zero.
    const [books] = await server.db.query<{ granted: number; spent: number; held: number }>(
      `select (select coalesce(sum(amount), 0)::int from ledger where kind = 'grant' and ref like 'robots:%') as granted,
              (select coalesce(sum(-amount), 0)::int from ledger l join users u on u.id = l.user_id where u.is_robot and l.kind = 'gift') as spent,
              (select coalesce(sum(gold), 0)::int from users where is_robot) as held`,
    );
    expect(books.granted).toBeGreaterThan(0);
    expect(books.granted - books.spent).toBe(books.held);
  });

  it('burst into cheers naming the scorer when a goal is posted through the admin API', async () => {
    const matchId = await coverNewMatch();
    await received();
    const home = (
      await server.db.query<{ name: string }>("select coalesce(nullif(short_name_zh, ''), name_zh) as name from teams where id = 101")
    )[0].name;
    const cheers = new Set(momentLines.goal.map((line) => line.replaceAll('{team}', home)));
    await play(60_000);
    expect(texts(await received()).filter((t) => cheers.has(t))).toEqual([]);
    expect((await adminPost(server, '/admin/match/event', { match_id: matchId, side: 'home', player: 'Silva' })).status).toBe(0);
    await play(60_000);
    expect(texts(await received()).filter((t) => cheers.has(t)).length).toBeGreaterThanOrEqual(5);
  });

  it("count in the room's audience while they are on", async () => {
    const [room] = await server.db.query<{ anchor_id: number }>('select anchor_id from rooms where liveid = $1', [liveid]);
    const audience = async () =>
      (await server.call<{ online: number }>('/webapi/live/getLivePageData', { anchorid: room.anchor_id })).data.online;
    const present = robots.present(liveid, new Date(now));
    expect(present).toBeGreaterThan(0);
    const withRobots = await audience();
    expect((await adminPost(server, '/admin/site/config', { switch_robotroom: '0' })).status).toBe(0);
    await robots.tick();
    expect(robots.present(liveid, new Date(now))).toBe(0);
    expect(withRobots - (await audience())).toBe(present);
  });

  it('send nothing while switch_robotroom is off', async () => {
    await received();
    const [before] = await server.db.query<{ lines: number }>('select count(*)::int as lines from room_messages where liveid = $1', [
      liveid,
    ]);
    expect(await play(120_000)).toBe(0);
    expect(fromRobots(await received())).toEqual([]);
    expect(
      (await server.db.query<{ lines: number }>('select count(*)::int as lines from room_messages where liveid = $1', [liveid]))[0].lines,
    ).toBe(before.lines + 1);
  });
});
