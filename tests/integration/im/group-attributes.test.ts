import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, GroupTypes, ImEvent, type ChatSdk, type ImError } from '../../../runtime/im/index.ts';
import { startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';
import { clientsOf, chatUser, loggedIn, nextEvent } from './chat-fixtures.ts';

const codeOf = (promise: Promise<unknown>): Promise<number> =>
  promise.then(
    () => 0,
    (error: ImError) => error.code,
  );

/** Two SDK clients over real sockets: a group's attributes and counters (spec 001 §3, §4, §9). */
describe('group attributes and counters between two clients', () => {
  let server: TestServer;
  let owner: ChatSdk;
  let fan: ChatSdk;
  const clients = clientsOf(() => server);

  beforeAll(async () => {
    server = await startTestServer();
    const users = { owner: await chatUser(server, 'attr_owner'), fan: await chatUser(server, 'attr_fan') };
    owner = await loggedIn(clients.open(), users.owner);
    fan = await loggedIn(clients.open(), users.fan);
    groupID = (await owner.createGroup({ type: GroupTypes.GRP_PUBLIC, name: '比分直播群', memberList: [{ userID: users.fan.userID }] }))
      .data.group.groupID;
  });
  let groupID = '';

  afterAll(async () => {
    await clients.destroyAll();
    await server?.close();
  });

  it('shares attributes and counters: a change by one member reaches the other as an event and in its next read', async () => {
    // The fan's groups module loads with the invitation; its cache starts empty.
    expect((await fan.getGroupAttributes({ groupID })).data.groupAttributes).toEqual({});
    const updated = nextEvent(fan, ImEvent.GROUP_ATTRIBUTES_UPDATED);
    await owner.initGroupAttributes({ groupID, groupAttributes: { stage: '上半场', score: '0:0' } });
    expect(await updated).toEqual({ groupID, groupAttributes: { score: '0:0', stage: '上半场' } });
    // The push refreshed the fan's cache: the read answers at once with the new values.
    expect((await fan.getGroupAttributes({ groupID, keyList: ['score'] })).data.groupAttributes).toEqual({ score: '0:0' });
    expect(await codeOf(fan.setGroupAttributes({ groupID, groupAttributes: { score: 1 as unknown as string } }))).toBe(
      ErrorCode.INVALID_PARAMETER,
    );
    // The owner's cache is fresh (its own init), so it reads the fan's change once the push has come.
    const ownerUpdated = nextEvent(owner, ImEvent.GROUP_ATTRIBUTES_UPDATED);
    await fan.setGroupAttributes({ groupID, groupAttributes: { score: '1:0' } });
    await ownerUpdated;
    expect((await owner.getGroupAttributes({ groupID })).data.groupAttributes).toEqual({ score: '1:0', stage: '上半场' });
    expect((await owner.deleteGroupAttributes({ groupID, keyList: ['stage'] })).data.keyList).toEqual(['stage']);

    const counted = nextEvent(fan, ImEvent.GROUP_COUNTER_UPDATED);
    expect((await owner.setGroupCounters({ groupID, counters: { goals: 1 } })).data.counters).toEqual({ goals: 1 });
    expect(await counted).toEqual({ groupID, key: 'goals', value: 1 });
    expect((await fan.increaseGroupCounter({ groupID, key: 'goals', value: 2 })).data.counters).toEqual({ goals: 3 });
    expect((await owner.decreaseGroupCounter({ groupID, key: 'goals', value: 1 })).data.counters).toEqual({ goals: 2 });
    expect((await fan.getGroupCounters({ groupID })).data.counters).toEqual({ goals: 2 });
  });
});
