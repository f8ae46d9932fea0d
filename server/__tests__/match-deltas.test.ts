import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireMessage } from '../../runtime/im/protocol/codec.ts';
import { dayChannelId, matchChannelId } from '../im/match-channel.ts';
import { MatchDeltas } from '../jobs/match-deltas.ts';
import { anonymousJoin, chatUser, customData, loggedIn, longPoll, RoomPoller, type RawImClient } from './im-test-client.ts';
import { adminPost, backends, fixedNow, setClock, startTestServer, temporaryDataDir, type TestServer } from './test-server.ts';

const fixedMs = Date.parse(fixedNow);

const deltasOf = (messages: readonly WireMessage[] | null | undefined) =>
  (messages ?? []).map(customData).filter((data) => data?.type === 'MatchDelta');

/** Issue 23, docs/im-protocol.md "Match channels": every change of a match a fan sees, pushed once into `match_<id>`. */
describe.each(backends)('live scores in match channels on $name', ({ databaseUrl }) => {
  const dataDir = databaseUrl ? undefined : temporaryDataDir();
  let server: TestServer;
  let fan: RawImClient;

  const addMatch = async (kickoffMs: number) =>
    (
      await adminPost<{ id: number }>(server, '/admin/match', {
        league_id: 1,
        home_team_id: 101,
        away_team_id: 102,
        kickoff_time: Math.floor(kickoffMs / 1000),
        hot: false,
        has_live: false,
      })
    ).data.id;
  /** The row ids of a match's scoring incidents, in the order they were written. */
  const incidentIds = async (matchid: number) =>
    (await server.db.query<{ id: number }>('select id from incidents where match_id = $1 order by id', [matchid])).map((row) => row.id);
  /** The MatchDelta pushes the fan's socket got so far. */
  const socketDeltas = async () => {
    const frame = await fan.nextPush('push.message');
    return deltasOf(frame.messagePush?.messages);
  };

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, dataDir, adminToken: 'deltas-token', imLongPollHoldMs: 300 });
    fan = await loggedIn(server, await chatUser(server, 'deltafan'));
  });
  afterAll(async () => {
    fan.close();
    await server.close();
  });

  it('a goal posted through the admin API reaches a joined socket and a long poll once, with the next sequence', async () => {
    const matchid = await addMatch(fixedMs - 20 * 60_000);
    const channel = matchChannelId(matchid);
    const guest = await RoomPoller.anonymous(server, channel);
    const list = await RoomPoller.anonymous(server, dayChannelId(fixedMs - 20 * 60_000));
    const join = await fan.request('group.join', { groupRequest: { groupId: channel } });
    expect(join.joinGroupResponse).toMatchObject({ status: 'JoinedSuccess', groupType: 'AVChatRoom' });

    expect((await adminPost(server, '/admin/match/event', { match_id: matchid, side: 'home', points: 1, player: 'Lin Feng' })).status).toBe(
      0,
    );
    const stats = (await server.call<{ stats: Record<string, number[]> }>('/api/football/getMatchData', { matchid })).data.stats;
    const first = {
      type: 'MatchDelta',
      matchid,
      seq: 1,
      time: '21',
      home_score: 1,
      tlive: [expect.objectContaining({ kind: 'goal', side: 'home', content: expect.stringContaining('Lin Feng') })],
      stats,
    };
    expect(await socketDeltas()).toEqual([first]);
    const polled = await guest.until((m) => customData(m)?.type === 'MatchDelta');
    expect(customData(polled)).toEqual(first);
    expect(polled).toMatchObject({ onlineOnly: true, from: 'administrator', to: channel });
    // The score list of the match's day (China time) hears the same delta, with the same sequence.
    expect(dayChannelId(fixedMs - 20 * 60_000)).toBe('scores_20260601');
    // ... without the statistics the list does not show.
    const { stats: _matchOnly, ...listed } = first;
    expect(customData(await list.until((m) => customData(m)?.matchid === matchid))).toEqual(listed);

    await adminPost(server, '/admin/match/event', { match_id: matchid, side: 'away', points: 1, player: 'Rui Costa' });
    expect(await socketDeltas()).toEqual([expect.objectContaining({ seq: 2, away_score: 1 })]);
    const second = await guest.until((m) => customData(m)?.type === 'MatchDelta');
    expect(customData(second)).toMatchObject({ seq: 2, away_score: 1 });
    expect(customData(second)).not.toHaveProperty('home_score');
    // Every delta the guest's polls brought, not only the first each found: one per goal, in order.
    expect(deltasOf(guest.seen).map((delta) => delta?.seq)).toEqual([1, 2]);
    // Once: the guest has nothing more to read, and a tick of the unmoved clock finds nothing new.
    expect(await server.context.matchDeltas!.tick()).toBe(0);
    expect(deltasOf((await longPoll(server, guest.key, 0)).messages)).toEqual([]);
    await expect(fan.nextPush('push.message', 300)).rejects.toThrow();
    expect((await fan.request('group.quit', { groupRequest: { groupId: channel } })).errorCode ?? 0).toBe(0);
  });

  it('a status set through the admin API is published too; a call that changes nothing publishes nothing', async () => {
    const matchid = await addMatch(fixedMs - 30 * 60_000);
    const guest = await RoomPoller.anonymous(server, matchChannelId(matchid));
    await adminPost(server, '/admin/match/event', { match_id: matchid, status: 8 });
    expect(customData(await guest.until((m) => customData(m)?.type === 'MatchDelta'))).toEqual({
      type: 'MatchDelta',
      matchid,
      seq: 1,
      time: '',
      status: 8,
    });
    await adminPost(server, '/admin/match/event', { match_id: matchid, status: 8 });
    expect(deltasOf((await longPoll(server, guest.key, 0)).messages)).toEqual([]);
  });

  it("the simulator's changes are published as the clock reaches them: the kickoff, then nothing while nothing changes", async () => {
    const kickoff = fixedMs + 5 * 60_000;
    const matchid = await addMatch(kickoff);
    const deltas = server.context.matchDeltas!;
    await deltas.tick();
    const guest = await RoomPoller.anonymous(server, matchChannelId(matchid));
    try {
      setClock(server, new Date(kickoff + 30_000));
      await deltas.tick();
      const kicked = customData(await guest.until((m) => customData(m)?.type === 'MatchDelta' && customData(m)?.matchid === matchid));
      expect(kicked).toMatchObject({
        matchid,
        seq: 1,
        status: 2,
        period_count: 1,
        time: '1',
        tlive: [expect.objectContaining({ kind: 'start' })],
      });
      await deltas.tick();
      expect(deltasOf((await longPoll(server, guest.key, 0)).messages).filter((d) => d?.matchid === matchid)).toEqual([]);
    } finally {
      setClock(server, new Date(fixedMs));
    }
  });

  it('a football goal is also told to NOTIFY_ROOM, for the followers on any page; a basket is not', async () => {
    const notify = await RoomPoller.anonymous(server, 'NOTIFY_ROOM');
    const goalsIn = (messages: readonly WireMessage[]) => messages.map(customData).filter((data) => data?.type === 'MatchGoal');
    const matchid = await addMatch(fixedMs - 25 * 60_000);
    await adminPost(server, '/admin/match/event', { match_id: matchid, side: 'away', points: 1, player: 'Ana Souza' });
    const goal = customData(await notify.until((m) => customData(m)?.type === 'MatchGoal'));
    const [awayGoal] = await incidentIds(matchid);
    expect(goal).toMatchObject({
      type: 'MatchGoal',
      id: `goal_${matchid}_${awayGoal}`,
      matchid,
      sport_id: 1,
      home_score: 0,
      away_score: 1,
      side: 'away',
    });
    expect(goal).toMatchObject({
      home: expect.any(String),
      away: expect.any(String),
      league_en: expect.any(String),
      desc: expect.stringContaining(' 0-1 '),
    });

    const [league] = await server.db.query<{ id: number }>('select id from leagues where sport_id = 2 order by id limit 1');
    const [home, away] = await server.db.query<{ id: number }>(
      'select id from teams where sport_id = 2 and league_id = $1 order by id limit 2',
      [league.id],
    );
    const game = (
      await adminPost<{ id: number }>(server, '/admin/match', {
        league_id: league.id,
        home_team_id: home.id,
        away_team_id: away.id,
        kickoff_time: Math.floor((fixedMs - 10 * 60_000) / 1000),
        hot: false,
        has_live: false,
      })
    ).data.id;
    const court = await RoomPoller.anonymous(server, matchChannelId(game));
    await adminPost(server, '/admin/match/event', { match_id: game, side: 'home', points: 2, player: 'Wei Lun' });
    expect(customData(await court.until((m) => customData(m)?.type === 'MatchDelta'))).toMatchObject({ matchid: game, home_score: 2 });
    // A second football goal marks the point by which the basket's notice would have arrived.
    await adminPost(server, '/admin/match/event', { match_id: matchid, side: 'home', points: 1, player: 'Lin Feng' });
    const homeGoal = (await incidentIds(matchid))[1];
    expect(customData(await notify.until((m) => customData(m)?.id === `goal_${matchid}_${homeGoal}`))).toMatchObject({
      home_score: 1,
      away_score: 1,
      side: 'home',
    });
    expect(goalsIn(notify.seen).map((g) => g?.matchid)).toEqual([matchid, matchid]);
  });

  it("a goal's notice is named by its incident: a node whose sequences start again never reuses a goal's id, and a goal two nodes tell has one", async () => {
    const notify = await RoomPoller.anonymous(server, 'NOTIFY_ROOM');
    const matchid = await addMatch(fixedMs - 30 * 60_000);
    const goalIds = () =>
      notify.seen
        .map(customData)
        .filter((data) => data?.type === 'MatchGoal' && data.matchid === matchid)
        .map((data) => data?.id);
    await adminPost(server, '/admin/match/event', { match_id: matchid, side: 'home', points: 1, player: 'Lin Feng' });
    await notify.until((m) => customData(m)?.type === 'MatchGoal' && customData(m)?.matchid === matchid);
    // The node that takes the clock's jobs over after a fail-over (or an admin call on a node without them): its
    // sequences start at 1 again, and its first sight of the match is the baseline.
    const takeover = new MatchDeltas(server.context);
    expect(await takeover.change(matchid, async () => undefined)).toBeNull();
    // Its first delta of the match is seq 1 again, as this node's first goal was: the second home goal's notice differs.
    const second = await takeover.change(matchid, async () => {
      await server.db.query('insert into incidents (match_id, at_second, side, kind, points, player) values ($1, $2, $3, $4, $5, $6)', [
        matchid,
        29 * 60,
        'home',
        'goal',
        1,
        'Zhou Ming',
      ]);
    });
    expect(second).toMatchObject({ seq: 1, home_score: 2 });
    await notify.until(() => goalIds().length === 2);
    const [first, latest] = await incidentIds(matchid);
    expect(goalIds()).toEqual([`goal_${matchid}_${first}`, `goal_${matchid}_${latest}`]);
    // The first node had not seen that goal: its next look tells it too, under the same id, which the app shows once.
    await server.context.matchDeltas!.change(matchid, async () => undefined);
    await notify.until(() => goalIds().length === 3);
    expect(goalIds()).toEqual([`goal_${matchid}_${first}`, `goal_${matchid}_${latest}`, `goal_${matchid}_${latest}`]);
    expect(new Set(goalIds()).size).toBe(2);
  });

  it("a change of a priced match's odds is in its delta once: a goal with its new prices, then each minute's repricing, which the day's list is not sent", async () => {
    // A seeded football match in play, priced by the seed's 20 bookmakers.
    const [priced] = await server.db.query<{ id: number; kickoff_time: string }>(
      'select m.id, m.kickoff_time from matches m join match_odds o on o.match_id = m.id where m.sport_id = 1 and m.status_override is null and m.kickoff_time between $1 and $2 order by m.kickoff_time desc limit 1',
      [new Date(fixedMs - 40 * 60_000).toISOString(), new Date(fixedMs - 5 * 60_000).toISOString()],
    );
    const matchid = priced.id;
    const day = dayChannelId(Date.parse(priced.kickoff_time));
    const odds = async () =>
      (
        await server.call<{ list: { id: number; europe: { current: Record<string, number>; margin: number } }[] }>(
          '/api/football/matchOdd',
          { matchid },
        )
      ).data.list;
    const tab = await odds();
    const guest = await RoomPoller.anonymous(server, matchChannelId(matchid));
    const list = await RoomPoller.anonymous(server, day);
    const ofMatch = (m: WireMessage) => customData(m)?.type === 'MatchDelta' && customData(m)?.matchid === matchid;

    await adminPost(server, '/admin/match/event', { match_id: matchid, side: 'away', points: 1, player: 'Rui Costa' });
    const goal = customData(await guest.until(ofMatch)) as {
      seq: number;
      away_score: number;
      odds: { id: number; current: Record<string, number>; margin: number }[];
    };
    // The delta carries what the odds tab now answers, for every bookmaker whose prices moved.
    const after = await odds();
    expect(after.filter((line, i) => line.europe.current.away !== tab[i].europe.current.away).length).toBeGreaterThan(0);
    expect(goal.odds).toEqual(
      after
        .filter((line, i) => JSON.stringify(line.europe.current) !== JSON.stringify(tab[i].europe.current))
        .map((line) => ({ id: line.id, current: line.europe.current, margin: line.europe.margin })),
    );
    expect(goal.odds.every((line) => line.current.away > 0)).toBe(true);
    const listed = customData(await list.until(ofMatch));
    expect(listed).toMatchObject({ seq: goal.seq, away_score: goal.away_score });
    expect(listed).not.toHaveProperty('odds');

    try {
      // A minute later the bookmakers reprice (and the clock alone is no news): one delta, with the new prices.
      setClock(server, new Date(fixedMs + 60_000));
      expect(await server.context.matchDeltas!.tick()).toBeGreaterThan(0);
      const minute = customData(await guest.until(ofMatch)) as Record<string, unknown>;
      const repriced = await odds();
      expect(minute).toMatchObject({
        seq: goal.seq + 1,
        odds: expect.arrayContaining([{ id: repriced[0].id, current: repriced[0].europe.current, margin: repriced[0].europe.margin }]),
      });
      // Once: the same minute again publishes nothing.
      await server.context.matchDeltas!.tick();
      expect(deltasOf((await longPoll(server, guest.key, 0)).messages).filter((d) => d?.matchid === matchid)).toEqual([]);
      // The list heard no repricing: a delta of this match the minute brought (a text-live line, say) carries no odds.
      const heard = deltasOf((await longPoll(server, list.key, 0)).messages).filter((d) => d?.matchid === matchid);
      expect(heard.filter((d) => d && ('odds' in d || Object.keys(d).length <= 4))).toEqual([]);
    } finally {
      setClock(server, new Date(fixedMs));
    }
  });

  it('a posted goal or basket moves the statistics it implies, in the same delta as the score, as getMatchData answers them', async () => {
    const matchid = await addMatch(fixedMs - 35 * 60_000);
    const guest = await RoomPoller.anonymous(server, matchChannelId(matchid));
    const statsOf = async (sport: string, id: number) =>
      (await server.call<{ stats: Record<string, number[]> }>(`/api/${sport}/getMatchData`, { matchid: id })).data.stats;
    const before = await statsOf('football', matchid);
    await adminPost(server, '/admin/match/event', { match_id: matchid, side: 'away', points: 1, player: 'Rui Costa' });
    const after = await statsOf('football', matchid);
    // A goal is a shot, and one on target; nothing else it does not imply moves.
    expect(after).toEqual({
      ...before,
      shots: [before.shots[0], before.shots[1] + 1],
      shots_on_target: [before.shots_on_target[0], before.shots_on_target[1] + 1],
    });
    expect(customData(await guest.until((m) => customData(m)?.type === 'MatchDelta'))).toMatchObject({
      matchid,
      seq: 1,
      away_score: 1,
      stats: after,
    });
    // The combined answer of the webview twins says the same.
    expect((await server.call<{ stats: object }>('/webapi/football/getMatchCombineData', { matchid })).data.stats).toEqual(after);

    // Basketball: a basket of two or three points is a shot; a free throw is not.
    const [league] = await server.db.query<{ id: number }>('select id from leagues where sport_id = 2 order by id limit 1');
    const [home, away] = await server.db.query<{ id: number }>(
      'select id from teams where sport_id = 2 and league_id = $1 order by id limit 2',
      [league.id],
    );
    const game = (
      await adminPost<{ id: number }>(server, '/admin/match', {
        league_id: league.id,
        home_team_id: home.id,
        away_team_id: away.id,
        kickoff_time: Math.floor((fixedMs - 8 * 60_000) / 1000),
        hot: false,
        has_live: false,
      })
    ).data.id;
    const court = await RoomPoller.anonymous(server, matchChannelId(game));
    const tipOff = await statsOf('basketball', game);
    await adminPost(server, '/admin/match/event', { match_id: game, side: 'home', points: 3, player: 'Wei Lun' });
    const three = await statsOf('basketball', game);
    expect(three).toEqual({ ...tipOff, shots: [tipOff.shots[0] + 1, tipOff.shots[1]] });
    expect(customData(await court.until((m) => customData(m)?.type === 'MatchDelta'))).toMatchObject({
      matchid: game,
      home_score: 3,
      stats: three,
    });
    await adminPost(server, '/admin/match/event', { match_id: game, side: 'home', points: 1, player: 'Wei Lun' });
    expect(await statsOf('basketball', game)).toEqual(three);
    const freeThrow = customData(await court.until((m) => customData(m)?.type === 'MatchDelta')) as Record<string, unknown>;
    expect(freeThrow).toMatchObject({ matchid: game, home_score: 4 });
    expect(freeThrow).not.toHaveProperty('stats');
  });

  it('a channel of a match that does not exist, or of a day that is no date, cannot be joined', async () => {
    for (const channel of [matchChannelId(999_999_999), 'scores_20260231', 'scores_2026061']) {
      const join = await anonymousJoin(server, channel);
      expect(join).toMatchObject({ status: 'JoinFailed' });
      expect(join.longPollingKey ?? '').toBe('');
    }
    const socketJoin = await fan.request('group.join', { groupRequest: { groupId: matchChannelId(999_999_999) } });
    expect(socketJoin.errorCode).toBe(10010);
  });

  // Last: its passes run at the fixed clock, after tests that moved it, so they publish the way back for other matches.
  it("an admin goal does not wait for other matches' work: the simulator's pass held on another match", async () => {
    const deltas = server.context.matchDeltas!;
    const held = await addMatch(fixedMs - 40 * 60_000);
    const scored = await addMatch(fixedMs - 15 * 60_000);
    const guest = await RoomPoller.anonymous(server, matchChannelId(scored));
    // Both are watched by the pass: this one makes them its baselines.
    await deltas.tick();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // An admin change of the other match whose write stays open: the other match's work is under way until released,
    // and the pass waits for it when it reaches that match.
    const other = deltas.change(held, () => gate);
    const finished: string[] = [];
    const pass = deltas.tick().then(() => finished.push('pass'));
    // The goal's call answers meanwhile (it used to queue behind every job before it, on every match).
    await adminPost(server, '/admin/match/event', { match_id: scored, side: 'home', points: 1, player: 'Lin Feng' });
    finished.push('goal');
    expect(customData(await guest.until((m) => customData(m)?.type === 'MatchDelta'))).toMatchObject({
      matchid: scored,
      seq: 1,
      home_score: 1,
    });
    release();
    await Promise.all([other, pass]);
    expect(finished).toEqual(['goal', 'pass']);
    // Published once: the pass that looked at the match around the goal and a pass after it add nothing.
    await deltas.tick();
    expect(deltasOf((await longPoll(server, guest.key, 0)).messages)).toEqual([]);
    expect(deltasOf(guest.seen).map((delta) => delta?.seq)).toEqual([1]);
  });

  // Last: its ticks at later clocks publish the seeded matches' changes too, which the tests above count.
  it("the second half's delta carries its kickoff, from which the lists' clocks count its minutes", async () => {
    const kickoff = fixedMs - 50 * 60_000;
    const matchid = await addMatch(kickoff);
    const deltas = server.context.matchDeltas!;
    const guest = await RoomPoller.anonymous(server, dayChannelId(kickoff));
    try {
      setClock(server, new Date(kickoff + 59 * 60_000));
      await deltas.tick();
      setClock(server, new Date(kickoff + 60 * 60_000 + 30_000));
      await deltas.tick();
      const second = customData(await guest.until((m) => customData(m)?.matchid === matchid && customData(m)?.status === 4));
      // Spec 000 §4: status 4 shows minutes since (the second half's) kickoff + 46: "46" half a minute in.
      expect(second).toMatchObject({ status: 4, period_count: 2, kickoff_time: (kickoff + 60 * 60_000) / 1000, time: '46' });
    } finally {
      setClock(server, new Date(fixedMs));
    }
  });
});
