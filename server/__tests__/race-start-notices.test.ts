import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../clock.ts';
import { notifyGroupId } from '../im/groups.ts';
import { RaceStartTicker } from '../jobs/race-start-notices.ts';
import { chatUser, customData, loggedIn, longPoll, RoomPoller, textMessage } from './im-test-client.ts';
import { fixedNow, startTestServer, type TestServer } from './test-server.ts';

const adminToken = 'race-start-token';
const fixedMs = Date.parse(fixedNow);

/** A clock the test moves by hand, as a running server's clock moves by itself. */
function manualClock(startMs: number): Clock & { set(ms: number): void } {
  let now = startMs;
  return { now: () => new Date(now), fixed: false, set: (ms) => (now = ms) };
}

/** Spec 000 §2/§4 and spec 001 "Race start notice ... Notification group joined: NOTIFY_ROOM". */
describe('match-start notices in NOTIFY_ROOM', () => {
  let server: TestServer;
  const admin = async (path: string, body: unknown, token = adminToken) => {
    const response = await fetch(`${server.url}/admin${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': token },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { status: number; data: Record<string, unknown> | null };
  };
  const addMatch = async (kickoffMs: number, status?: number) =>
    (
      await admin('/match', {
        league_id: 1,
        home_team_id: 101,
        away_team_id: 102,
        kickoff_time: Math.floor(kickoffMs / 1000),
        ...(status ? { status } : {}),
      })
    ).data!.id as number;
  /** Every RaceStart a poll key has been given so far (one short poll). */
  const raceStarts = async (poller: RoomPoller) => {
    const answer = await longPoll(server, poller.key, 0);
    return (answer.messages ?? []).filter((m) => customData(m)?.type === 'RaceStart').map((m) => ({ message: m, data: customData(m)! }));
  };

  beforeAll(async () => {
    server = await startTestServer({ adminToken, imLongPollHoldMs: 300 });
  });
  afterAll(() => server.close());

  it('a guest reads NOTIFY_ROOM anonymously; the admin call publishes a kickoff there, online-only, from the system sender', async () => {
    const poller = await RoomPoller.anonymous(server, notifyGroupId);
    const matchid = await addMatch(fixedMs + 3600_000);
    const published = await admin('/notify/race-start', { matchid });
    expect(published.status).toBe(0);
    const notice = await poller.until((m) => customData(m)?.matchid === matchid);
    expect(customData(notice)).toEqual({
      type: 'RaceStart',
      id: `race_${matchid}`,
      matchid,
      sport_id: 1,
      league: expect.any(String),
      league_en: expect.any(String),
      home: expect.any(String),
      home_en: expect.any(String),
      away: expect.any(String),
      away_en: expect.any(String),
      desc: expect.stringContaining(' vs '),
    });
    expect(published.data).toEqual(customData(notice));
    expect(notice).toMatchObject({ onlineOnly: true, sequence: 0, from: 'administrator', conversationType: 2, to: notifyGroupId });
  });

  it('the admin call needs the token and a match that exists', async () => {
    expect((await admin('/notify/race-start', { matchid: 999_999_999 })).status).toBe(3);
    expect((await admin('/notify/race-start', { matchid: 1 }, 'wrong')).status).toBe(4);
    expect((await admin('/notify/race-start', { matchid: 1, extra: 1 })).status).toBe(1);
  });

  it('the ticker announces each match exactly once, when the server clock passes its kickoff, and never a postponed one', async () => {
    const clock = manualClock(fixedMs);
    const ticker = new RaceStartTicker({ db: server.db, im: server.im, clock });
    const kickoff = fixedMs + 60_000;
    const starting = await addMatch(kickoff);
    const postponed = await addMatch(kickoff, 9);
    const poller = await RoomPoller.anonymous(server, notifyGroupId);
    const mine = async () => (await raceStarts(poller)).filter((n) => n.data.matchid === starting || n.data.matchid === postponed);

    clock.set(kickoff - 1000);
    await ticker.tick();
    expect(await mine()).toEqual([]);
    clock.set(kickoff);
    await ticker.tick();
    clock.set(kickoff + 5000);
    await ticker.tick();
    // The clock standing still or going back announces nothing again.
    await ticker.tick();
    clock.set(kickoff + 2000);
    await ticker.tick();
    const seen = await mine();
    expect(seen.map((n) => n.data.matchid)).toEqual([starting]);
    clock.set(kickoff + 600_000);
    await ticker.tick();
    expect(await mine()).toEqual([]);
  });

  it('a fixed clock never moves, so the server announces nothing by itself', async () => {
    const poller = await RoomPoller.anonymous(server, notifyGroupId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await raceStarts(poller)).toEqual([]);
  });

  it('a logged-in user joins over the socket without an entrance notice, cannot send into it, and may leave', async () => {
    const user = await chatUser(server, 'notifyfan');
    const client = await loggedIn(server, user);
    try {
      const reader = await RoomPoller.anonymous(server, notifyGroupId);
      const join = await client.request('group.join', { groupRequest: { groupId: notifyGroupId } });
      expect(join.errorCode ?? 0).toBe(0);
      expect(join.joinGroupResponse).toMatchObject({ status: 'JoinedSuccess', groupType: 'AVChatRoom' });
      const sent = await client.request('group.send', textMessage(notifyGroupId, 'hello everyone', 4242));
      expect(sent.errorCode).toBe(10007);
      const answer = await longPoll(server, reader.key, 0);
      expect((answer.messages ?? []).map((m) => customData(m)?.type ?? m.elements?.[0]?.type)).toEqual([]);
      expect((await client.request('group.quit', { groupRequest: { groupId: notifyGroupId } })).errorCode ?? 0).toBe(0);
    } finally {
      client.close();
    }
  });
});
