import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGroupNotice, decodeGroupResponse, encodeGroupRequest, type GroupRequest } from '../../runtime/im/protocol/group-codec.ts';
import { chatUser, loggedIn, type RawImClient } from './im-test-client.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

/** Group attributes and counters (docs/im-protocol.md "Attribute and counter commands") over real sockets, on each database. */
describe.each(backends)('IM group attributes and counters on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let owner: RawImClient;
  let fan: RawImClient;
  let outsider: RawImClient;
  let groupId = '';
  const call = async (client: RawImClient, command: string, request: GroupRequest = {}) => {
    const frame = await client.request(command, { group: encodeGroupRequest({ groupId, ...request }) });
    return { code: frame.errorCode ?? 0, body: decodeGroupResponse(frame.group ?? new Uint8Array()) };
  };
  const pushed = async (client: RawImClient) => decodeGroupNotice((await client.nextPush('push.group')).group!);
  const kv = (entries: Record<string, string>) => Object.entries(entries).map(([key, value]) => ({ key, value }));

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    const users = {
      owner: await chatUser(server, 'attrowner'),
      fan: await chatUser(server, 'attrfan'),
      outsider: await chatUser(server, 'attrout'),
    };
    [owner, fan, outsider] = [
      await loggedIn(server, users.owner),
      await loggedIn(server, users.fan),
      await loggedIn(server, users.outsider),
    ];
    const created = await owner.request('group.create', {
      group: encodeGroupRequest({ profile: { type: 'Public', name: '属性群' }, userIds: [users.fan.id] }),
    });
    groupId = decodeGroupResponse(created.group!).groupId!;
    await fan.nextPush('push.group');
  });
  afterAll(async () => {
    for (const client of [owner, fan, outsider]) client.close();
    await server.close();
  });

  it('inits, sets, deletes and gets attributes with a main sequence that every change raises, told to the other members', async () => {
    const init = await call(owner, 'group.attributes.init', { attributes: kv({ stage: '上半场', score: '0:0' }) });
    expect(init.body).toMatchObject({ mainSequence: 1, attributes: kv({ score: '0:0', stage: '上半场' }) });
    expect(await pushed(fan)).toMatchObject({
      type: 100,
      group: { groupId },
      mainSequence: 1,
      attributes: kv({ score: '0:0', stage: '上半场' }),
    });

    const set = await call(fan, 'group.attributes.set', { attributes: kv({ score: '1:0', mvp: 'Vini' }) });
    expect(set.body).toMatchObject({ mainSequence: 2, attributes: kv({ mvp: 'Vini', score: '1:0', stage: '上半场' }) });
    expect((await pushed(owner)).mainSequence).toBe(2);
    expect((await call(owner, 'group.attributes.get', { keys: ['score', 'nope'] })).body).toMatchObject({
      mainSequence: 2,
      attributes: kv({ score: '1:0' }),
    });

    expect((await call(owner, 'group.attributes.delete', { keys: ['mvp'] })).body).toMatchObject({
      mainSequence: 3,
      attributes: kv({ score: '1:0', stage: '上半场' }),
    });
    expect((await call(owner, 'group.attributes.init', { attributes: kv({ only: 'this' }) })).body.attributes).toEqual(
      kv({ only: 'this' }),
    );
    expect((await call(owner, 'group.attributes.delete')).body).toMatchObject({ mainSequence: 5 });
    expect((await call(fan, 'group.attributes.get')).body.attributes ?? []).toEqual([]);
  });

  it('refuses attributes beyond the limits, and non-members, changing nothing', async () => {
    const before = (await call(owner, 'group.attributes.get')).body.mainSequence;
    const refused: [RawImClient, string, GroupRequest, number][] = [
      [outsider, 'group.attributes.set', { attributes: kv({ a: 'b' }) }, 10007],
      [outsider, 'group.attributes.get', {}, 10007],
      [owner, 'group.attributes.set', { attributes: [] }, 10004],
      [owner, 'group.attributes.set', { attributes: kv({ ['k'.repeat(33)]: 'v' }) }, 10004],
      [owner, 'group.attributes.set', { attributes: kv({ '': 'v' }) }, 10004],
      [owner, 'group.attributes.set', { attributes: kv({ k: 'v'.repeat(4001) }) }, 10004],
      [
        owner,
        'group.attributes.set',
        {
          attributes: [
            { key: 'a', value: '1' },
            { key: 'a', value: '2' },
          ],
        },
        10004,
      ],
      [owner, 'group.attributes.init', { attributes: kv(Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, 'v']))) }, 10004],
      [
        owner,
        'group.attributes.init',
        { attributes: kv(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`k${i}`, 'v'.repeat(3999)]))) },
        10004,
      ],
      [owner, 'group.attributes.get', { groupId: 'NOTIFY_ROOM' }, 10007],
    ];
    for (const [client, command, request, code] of refused)
      expect((await call(client, command, request)).code, `${command} ${JSON.stringify(request).slice(0, 80)}`).toBe(code);
    expect((await call(owner, 'group.attributes.get')).body.mainSequence).toBe(before);
  });

  it('sets, increases and decreases counters with a counter sequence, told to the other members as counter notice 0', async () => {
    fan.pushes.length = 0;
    const set = await call(owner, 'group.counters.update', {
      counterMode: 'Set',
      counters: [
        { key: 'goals', value: 2 },
        { key: 'corners', value: 5 },
      ],
    });
    expect(set.body).toMatchObject({
      counterSequence: 1,
      counters: [
        { key: 'goals', value: 2 },
        { key: 'corners', value: 5 },
      ],
    });
    expect(await pushed(fan)).toMatchObject({
      type: 101,
      counterNoticeType: 0,
      counterSequence: 1,
      counters: [
        { key: 'goals', value: 2 },
        { key: 'corners', value: 5 },
      ],
    });
    expect(
      (
        await call(fan, 'group.counters.update', {
          counterMode: 'Increase',
          counters: [
            { key: 'goals', value: 1 },
            { key: 'cards', value: 3 },
          ],
        })
      ).body.counters,
    ).toEqual([
      { key: 'goals', value: 3 },
      { key: 'cards', value: 3 },
    ]);
    expect(
      (await call(fan, 'group.counters.update', { counterMode: 'Decrease', counters: [{ key: 'corners', value: 7 }] })).body.counters,
    ).toEqual([{ key: 'corners', value: -2 }]);
    expect((await call(owner, 'group.counters.get', { keys: ['goals', 'corners'] })).body).toMatchObject({
      counterSequence: 3,
      counters: [
        { key: 'corners', value: -2 },
        { key: 'goals', value: 3 },
      ],
    });

    const refused: [RawImClient, GroupRequest][] = [
      [outsider, { counterMode: 'Set', counters: [{ key: 'x', value: 1 }] }],
      [owner, { counterMode: 'Double', counters: [{ key: 'x', value: 1 }] }],
      [owner, { counterMode: 'Set', counters: [] }],
      [owner, { counterMode: 'Set', counters: [{ key: 'x', value: 1.5 }] }],
      [owner, { counterMode: 'Set', counters: [{ key: '', value: 1 }] }],
      [owner, { counterMode: 'Set', counters: Array.from({ length: 21 }, (_, i) => ({ key: `c${i}`, value: 1 })) }],
      [
        owner,
        {
          counterMode: 'Increase',
          counters: [
            { key: 'cards', value: 1 },
            { key: 'goals', value: Number.MAX_SAFE_INTEGER },
          ],
        },
      ],
    ];
    for (const [client, request] of refused)
      expect((await call(client, 'group.counters.update', request)).code, JSON.stringify(request).slice(0, 80)).toBe(
        client === outsider ? 10007 : 10004,
      );
    // The overflowing increase rolled back its first counter too.
    expect((await call(owner, 'group.counters.get')).body).toMatchObject({
      counterSequence: 3,
      counters: [
        { key: 'cards', value: 3 },
        { key: 'corners', value: -2 },
        { key: 'goals', value: 3 },
      ],
    });
  });

  it('lets dismissing the group take its attributes and counters', async () => {
    expect((await call(owner, 'group.dismiss')).code).toBe(0);
    expect(
      (
        await server.db.query(
          'select 1 from im_group_attributes where group_id = $1 union all select 1 from im_group_counters where group_id = $1',
          [groupId],
        )
      ).length,
    ).toBe(0);
  });
});
