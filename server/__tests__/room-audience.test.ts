import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireMessage } from '../../runtime/im/protocol/codec.ts';
import { RoomAudience } from '../jobs/room-audience.ts';
import { chatUser, customData, loggedIn, RoomPoller, type RawImClient } from './im-test-client.ts';
import { backends, fixedNow, setClock, startTestServer, type TestServer } from './test-server.ts';

/** The seed's first two anchors and their rooms (docs/api.md "Seed data"). */
const watched = { anchorid: 1, liveid: 101 };
const unwatched = { anchorid: 2, liveid: 102 };

/** A room's audience while it is watched (docs/decisions.md "A room's audience"): LiveGroupMemberJoinExit. */
describe.each(backends)('the audience a live room is told on $name', ({ databaseUrl }) => {
  let server: TestServer;
  const sockets: RawImClient[] = [];
  const online = async (anchorid: number) =>
    (await server.call<{ online: number }>('/webapi/live/getLivePageData', { anchorid })).data.online;
  const isAudience = (message: WireMessage) => customData(message)?.type === 'LiveGroupMemberJoinExit';

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, imLongPollHoldMs: 500 });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
  });

  it('tells a watched room the number its page answers, again only when it moved, and an unwatched room nothing', async () => {
    const audience = new RoomAudience(server.context);
    // Nobody watches yet: no room is told anything.
    expect(await audience.tick()).toBe(0);
    const empty = await online(watched.anchorid);

    const reader = await RoomPoller.anonymous(server, `live_${watched.liveid}`);
    const unwatchedReader = await online(unwatched.anchorid);
    // The reader counts in the room's audience: one more than when nobody watched.
    expect(await online(watched.anchorid)).toBe(empty + 1);
    expect(await audience.tick()).toBe(1);
    const told = customData(await reader.until(isAudience));
    expect(told).toEqual({ type: 'LiveGroupMemberJoinExit', liveid: watched.liveid, online: empty + 1 });
    expect(await online(unwatched.anchorid)).toBe(unwatchedReader);

    // Nothing moved: nobody is told again.
    expect(await audience.tick()).toBe(0);

    // A signed-in fan joins over a socket: the room hears the new number, both readers of it.
    const fan = await loggedIn(server, await chatUser(server, 'audience_fan'));
    sockets.push(fan);
    expect((await fan.request('group.join', { groupRequest: { groupId: `live_${watched.liveid}` } })).errorCode).toBe(0);
    expect(await audience.tick()).toBe(1);
    expect(customData(await reader.until(isAudience))).toMatchObject({ online: empty + 2 });
    expect(await online(watched.anchorid)).toBe(empty + 2);

    // A new minute moves the seeded audience: the room is told that too.
    setClock(server, new Date(new Date(fixedNow).getTime() + 60_000));
    const nextMinute = await online(watched.anchorid);
    expect(nextMinute).not.toBe(empty + 2);
    expect(await audience.tick()).toBe(1);
    expect(customData(await reader.until(isAudience))).toMatchObject({ online: nextMinute });
    setClock(server, new Date(fixedNow));
  });
});
