import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireMessage } from '../im/wire.ts';
import { groupType, storeMessage } from '../im/store/message-store.ts';
import { anonymousJoin, chatUser, loggedIn, longPoll, textMessage, type RawImClient } from './im-test-client.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

const textsOf = (messages: { elements?: { text?: string | null }[] | null }[] | null | undefined) =>
  (messages ?? []).map((m) => m.elements?.[0]?.text);

/**
 * The gateway side of group gap recovery (docs/im-protocol.md `group.pull`), the profile on login, and the long-poll
 * room tail: polls are answered from memory, and stay right when the database changes behind the tail's back.
 */
describe.each(backends)('IM group pull and long-poll room tail on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let member: RawImClient;
  let outsider: RawImClient;
  let memberUser: { id: string; signature: string };
  let random = 9000;
  const room = 'live_102';

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, imLongPollHoldMs: 300, adminToken: 'tail-token' });
    memberUser = await chatUser(server, 'pull_member');
    member = await loggedIn(server, memberUser);
    outsider = await loggedIn(server, await chatUser(server, 'pull_outsider'));
    await member.request('group.join', { groupRequest: { groupId: room } });
    for (let i = 1; i <= 40; i++) expect((await member.request('group.send', textMessage(room, `m${i}`, ++random))).errorCode).toBe(0);
  });
  afterAll(async () => {
    member.close();
    outsider.close();
    await server.close();
  });

  it('gives the user profile with the login, so the SDK can sign its own messages', async () => {
    const again = await member.login(memberUser.id, memberUser.signature);
    expect(again.loginResponse).toMatchObject({ nick: 'pull_member', avatar: '' });
  });

  it('pulls a group from a sequence, oldest first, in pages, until complete; members only', async () => {
    const page = (await member.request('group.pull', { groupPullRequest: { groupId: room, sequence: 11 } })).groupPullResponse;
    expect(textsOf(page?.messages)).toEqual(Array.from({ length: 15 }, (_, i) => `m${11 + i}`));
    expect(page).toMatchObject({ lastSequence: 40, complete: false });
    const last = (await member.request('group.pull', { groupPullRequest: { groupId: room, sequence: 36, count: 100 } })).groupPullResponse;
    expect(last?.messages?.map((m) => m.sequence)).toEqual([36, 37, 38, 39, 40]);
    expect(last?.complete).toBe(true);
    const beyond = (await member.request('group.pull', { groupPullRequest: { groupId: room, sequence: 41 } })).groupPullResponse;
    expect(beyond).toMatchObject({ messages: [], lastSequence: 40, complete: true });
    expect((await outsider.request('group.pull', { groupPullRequest: { groupId: room, sequence: 1 } })).errorCode).toBe(10007);
    expect((await member.request('group.pull', { groupPullRequest: { groupId: 'live_99999', sequence: 1 } })).errorCode).toBe(10010);
  });

  it('answers polls of a room from memory once the room is loaded', async () => {
    const join = await anonymousJoin(server, room);
    await longPoll(server, join.longPollingKey ?? '', 1);
    const query = server.db.query.bind(server.db);
    let queries = 0;
    server.db.query = ((...args: Parameters<typeof query>) => {
      queries++;
      return query(...args);
    }) as typeof server.db.query;
    try {
      const answers = await Promise.all([1, 20, 40, 41].map((start) => longPoll(server, join.longPollingKey ?? '', start)));
      expect(answers.map((a) => [a.messages?.length, a.nextSequence])).toEqual([
        [40, 41],
        [21, 41],
        [1, 41],
        [0, 41],
      ]);
    } finally {
      server.db.query = query;
    }
    expect(queries).toBe(0);
  });

  it('reflects sends, revokes and stores it was not told about in later answers', async () => {
    const join = await anonymousJoin(server, room);
    const key = join.longPollingKey ?? '';
    const sent = await member.request('group.send', textMessage(room, 'revoke me', ++random));
    const sequence = sent.sendMessageResponse?.sequence ?? 0;
    expect(
      (await member.request('revoke', { messageRef: { conversationType: groupType, from: member.userId, to: room, sequence } })).errorCode,
    ).toBe(0);
    const revoked = (await longPoll(server, key, sequence)).messages?.[0];
    expect(revoked).toMatchObject({ sequence, isRevoked: true });
    // A store that only wakes the polls (no message handed over) is read from the database.
    const stored = await storeMessage(
      server.db,
      {
        conversationType: groupType,
        from: member.userId,
        to: room,
        thread: room,
        random: ++random,
        time: 1,
        clientTime: 0,
        clientSequence: 0,
        elements: [{ type: 'TIMTextElem', text: 'behind the back', data: '', description: '', extension: '' }],
        cloudCustomData: '',
        nick: '',
        avatar: '',
        priority: 0,
      },
      1000,
    );
    server.im.polls.wake(room);
    expect(textsOf((await longPoll(server, key, stored.row.sequence)).messages)).toEqual(['behind the back']);
    // Recorded out of order (two stores finishing in reverse): the later one waits until the hole fills.
    const tails = server.im.polls.tails;
    const next = stored.row.sequence + 1;
    const fake = (s: number) =>
      wireMessage({
        ...stored.row,
        sequence: s,
        random: s,
        elements: [{ type: 'TIMTextElem', text: `r${s}`, data: '', description: '', extension: '' }],
      });
    tails.record(room, fake(next + 1));
    expect((await tails.read(server.db, room, next, 100)).messages).toEqual([]);
    tails.record(room, fake(next));
    expect(textsOf((await tails.read(server.db, room, next, 100)).messages)).toEqual([`r${next}`, `r${next + 1}`]);
  });

  it('forgets the messages an admin cleared: a newcomer polling from the start gets none of them', async () => {
    const join = await anonymousJoin(server, room);
    expect((await longPoll(server, join.longPollingKey ?? '', 1)).messages?.length).toBeGreaterThan(0);
    const cleared = await fetch(`${server.url}/admin/room/clear`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': 'tail-token' },
      body: JSON.stringify({ liveid: 102 }),
    });
    expect(cleared.status).toBe(200);
    const newcomer = await anonymousJoin(server, room);
    const answer = await longPoll(server, newcomer.longPollingKey ?? '', 1);
    expect((answer.messages ?? []).filter((m) => m.sequence)).toEqual([]);
  });
});
