import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BanEndTicker } from '../jobs/ban-endings.ts';
import { customData, RoomPoller } from './im-test-client.ts';
import { opsCall, signedInOperator, type OpsSession } from './ops-client.ts';
import { openStream } from './ops-event-stream.ts';
import { backends, fixedNow, registerFan, setClock, startTestServer, type TestServer } from './test-server.ts';

/** The seed's first anchor's room, which the seed's anchor admin manages (docs/api.md "Seed data"). */
const liveid = 101;
const room = `live_${liveid}`;

type Room = { bans: { userId: string; until: number; by: string }[] };

/**
 * Issue 36 §4: a room ban that runs out by the server clock is an event: the console's open room screen is told to read
 * the room again (the events stream names it) and the room's readers hear Banuser with duration 0, as at a lift. The
 * clock is moved by hand and the sweep run by the test, so nothing waits on real time.
 */
describe.each(backends)('room bans that run out on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let moderator: OpsSession;
  let manager: { id: number; token: string };
  const start = new Date(fixedNow).getTime();
  const at = (seconds: number) => setClock(server, new Date(start + seconds * 1000));
  const bansOf = async () => {
    const answer = await opsCall<Room>(server, 'GET', `/ops/api/rooms/${liveid}`, { session: moderator });
    expect(answer.status, answer.msg).toBe(0);
    return answer.data.bans;
  };
  const ended = (poller: RoomPoller) =>
    poller.seen.map(customData).flatMap((data) => (data?.type === 'Banuser' && data.duration === 0 ? [data.uid] : []));

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, imLongPollHoldMs: 1000 });
    moderator = await signedInOperator(server, 'mod@example.com', 'moderator');
    manager = (await server.call<{ id: number; token: string }>('/webapi/user/login', { account: 'anchoradmin', password: 'sideline2026' }))
      .data;
  }, 120_000);
  afterAll(() => server.close());

  it('ends each ban at its end, names the room in the events stream and tells the room once', async () => {
    const fan = await registerFan(server, 'ban_end_fan');
    const other = await registerFan(server, 'ban_end_other');
    at(0);
    const byRoom = await server.call('/api/live/banUser', { liveid, uid: fan.id, duration: 600 }, { query: { token: manager.token } });
    expect(byRoom.status, byRoom.msg).toBe(0);
    const byOperator = await opsCall(server, 'POST', `/ops/api/rooms/${liveid}/bans`, {
      session: moderator,
      body: { userId: String(other.id), duration: 3600, blocksJoin: true },
    });
    expect(byOperator.status, byOperator.msg).toBe(0);
    const stream = await openStream(server, moderator);
    await stream.next('counts');
    const poller = await RoomPoller.anonymous(server, room);
    const ticker = new BanEndTicker(server.context);
    try {
      // A second before its end the ban still runs: nothing ends, nothing is told.
      at(599);
      expect(await ticker.tick()).toBe(0);
      expect((await bansOf()).map((ban) => ban.userId)).toEqual([String(fan.id), String(other.id)]);

      at(600);
      expect(await ticker.tick()).toBe(1);
      expect(await stream.next('row')).toEqual({ queue: 'rooms', id: liveid });
      expect((await bansOf()).map((ban) => ban.userId)).toEqual([String(other.id)]);
      await poller.until((message) => customData(message)?.type === 'Banuser');
      expect(ended(poller)).toEqual([String(fan.id)]);
      // Ended once: a later sweep finds nothing.
      expect(await ticker.tick()).toBe(0);

      // The platform's ban ends the same way (the operator reads the room meanwhile, as the console's session needs);
      // two sweeps at once (two nodes) end it once between them.
      at(2000);
      expect(await ticker.tick()).toBe(0);
      expect((await bansOf()).map((ban) => ban.userId)).toEqual([String(other.id)]);
      at(3600);
      const twice = await Promise.all([ticker.tick(), new BanEndTicker(server.context).tick()]);
      expect(twice[0] + twice[1]).toBe(1);
      expect(await stream.next('row')).toEqual({ queue: 'rooms', id: liveid });
      expect(await bansOf()).toEqual([]);
      await poller.until((message) => customData(message)?.type === 'Banuser' && customData(message)?.uid === String(other.id));
      expect(ended(poller)).toEqual([String(fan.id), String(other.id)]);
      const rows = await server.db.query('select 1 from im_group_bans where group_id = $1', [room]);
      expect(rows).toEqual([]);
    } finally {
      stream.close();
      await ticker.stop();
      at(0);
    }
  });

  it('leaves a ban renewed before its end running', async () => {
    const fan = await registerFan(server, 'ban_renewed_fan');
    at(0);
    const ban = (duration: number) =>
      server.call('/api/live/banUser', { liveid, uid: fan.id, duration }, { query: { token: manager.token } });
    expect((await ban(600)).status).toBe(0);
    at(500);
    expect((await ban(3600)).status).toBe(0);
    at(700);
    try {
      await new BanEndTicker(server.context).tick();
      const renewed = (await bansOf()).find((running) => running.userId === String(fan.id));
      expect(renewed).toMatchObject({ until: Math.floor(start / 1000) + 500 + 3600, by: 'room' });
    } finally {
      at(0);
    }
    expect((await ban(0)).status).toBe(0);
  });
});
