import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGroupResponse, encodeGroupRequest, type GroupRequest } from '../../runtime/im/protocol/group-codec.ts';
import type { WireMessage } from '../../runtime/im/protocol/codec.ts';
import { anchorFansGroupId } from '../../runtime/im/protocol/group-keys.ts';
import { atAllUserId, encodeAtList } from '../../runtime/im/protocol/mentions.ts';
import { chatUser, loggedIn, type RawImClient } from './im-test-client.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

/** Anchor fan groups (docs/decisions.md "Anchor fan groups") and group mentions, over real sockets, on each database. */
describe.each(backends)('IM anchor fan groups, mentions and named tips on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let anchor: RawImClient;
  let fan: RawImClient;
  const ids = { anchor: '', fan: '' };
  const call = async (client: RawImClient, command: string, request: GroupRequest = {}) => {
    const frame = await client.request(command, { group: encodeGroupRequest(request) });
    return { code: frame.errorCode ?? 0, body: decodeGroupResponse(frame.group ?? new Uint8Array()) };
  };
  const groupCount = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from im_groups'))[0].n;
  const sendText = async (client: RawImClient, to: string, text: string, random: number, atList: string[] = []) =>
    (
      await client.request('group.send', {
        sendMessageRequest: { message: { to, random, elements: [{ type: 'TIMTextElem', text, data: encodeAtList(atList) }] } },
      })
    ).errorCode ?? 0;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    const users = { anchor: await chatUser(server, 'fananchor'), fan: await chatUser(server, 'fanfan') };
    [ids.anchor, ids.fan] = [users.anchor.id, users.fan.id];
    await server.db.query('update users set is_anchor = true where id = $1', [Number(ids.anchor)]);
    [anchor, fan] = [await loggedIn(server, users.anchor), await loggedIn(server, users.fan)];
  });
  afterAll(async () => {
    for (const client of [anchor, fan]) client.close();
    await server.close();
  });

  it('lets only the anchor make their own fan group, as a Public group fans join freely, whose owner never changes', async () => {
    const refused = [
      [fan, { type: 'Public', name: 'x', groupId: anchorFansGroupId(ids.anchor) }, 10007],
      [fan, { type: 'Public', name: 'x', groupId: anchorFansGroupId(ids.fan) }, 10007],
      [anchor, { type: 'Public', name: 'x', groupId: 'CHATGROUP_ANCHORFANS_' }, 10007],
      [anchor, { type: 'Private', name: 'x', groupId: anchorFansGroupId(ids.anchor) }, 10004],
    ] as const;
    for (const [client, profile, code] of refused)
      expect((await call(client, 'group.create', { profile })).code, JSON.stringify(profile)).toBe(code);
    expect(await groupCount()).toBe(0);

    const groupId = anchorFansGroupId(ids.anchor);
    const created = await call(anchor, 'group.create', { profile: { type: 'Public', name: '主播粉丝团', groupId } });
    expect(created.code).toBe(0);
    expect(created.body.groups?.[0]).toMatchObject({ groupId, ownerId: ids.anchor, joinOption: 'FreeAccess', selfInfo: { role: 'Owner' } });
    expect((await call(anchor, 'group.create', { profile: { type: 'Public', name: 'again', groupId } })).code).toBe(10021);

    const joined = await fan.request('group.join', { groupRequest: { groupId } });
    expect(joined.joinGroupResponse?.status).toBe('JoinedSuccess');
    // The join tip names the fan by nick too, so every member can show "fanfan joined" without loading them.
    let tip: WireMessage | undefined;
    while (!tip)
      tip = (await anchor.nextPush('push.message')).messagePush?.messages?.find(
        (message) => message.elements?.[0]?.type === 'TIMGroupTipElem',
      );
    expect(JSON.parse(tip.elements?.[0].data ?? '{}')).toMatchObject({
      operationType: 1,
      userIDList: [ids.fan],
      nicks: { [ids.fan]: 'fanfan' },
    });
    expect((await call(anchor, 'group.changeOwner', { groupId, userId: ids.fan })).code).toBe(10007);
    expect((await call(fan, 'group.profile', { groupIds: [groupId] })).body.groups?.[0]).toMatchObject({
      ownerId: ids.anchor,
      selfInfo: { role: 'Member' },
    });
  });

  it('carries the @ list of a group text and lets only the owner and admins mention everyone', async () => {
    const groupId = anchorFansGroupId(ids.anchor);
    const before = (await server.db.query<{ n: number }>('select count(*)::int as n from im_messages where thread = $1', [groupId]))[0].n;
    expect(await sendText(fan, groupId, '@全体成员 hi', 11, [atAllUserId])).toBe(10007);
    expect((await server.db.query<{ n: number }>('select count(*)::int as n from im_messages where thread = $1', [groupId]))[0].n).toBe(
      before,
    );

    expect(await sendText(fan, groupId, `@anchor hi`, 12, [ids.anchor])).toBe(0);
    let mention: WireMessage | undefined;
    while (!mention) mention = (await anchor.nextPush('push.message')).messagePush?.messages?.find((message) => message.random === 12);
    expect(mention?.elements?.[0]).toMatchObject({ text: '@anchor hi', data: JSON.stringify([ids.anchor]) });
    expect(await sendText(anchor, groupId, '@所有人 开播了', 13, [atAllUserId])).toBe(0);
  });

  it('stores an @ list only in its normal form, so none can hide @all past what the check reads, and none in a one-to-one text', async () => {
    const groupId = anchorFansGroupId(ids.anchor);
    const raw = async (client: RawImClient, command: string, to: string, random: number, data: string) =>
      (
        await client.request(command, {
          sendMessageRequest: { message: { to, random, elements: [{ type: 'TIMTextElem', text: 'hi', data }] } },
        })
      ).errorCode ?? 0;
    const many = Array.from({ length: 30 }, (_, i) => String(90_000 + i));
    // A plain member's @all at place 31 is cut with the rest beyond 30, as the check reads it: stored without it.
    expect(await raw(fan, 'group.send', groupId, 21, JSON.stringify([...many, atAllUserId]))).toBe(0);
    expect(await raw(fan, 'group.send', groupId, 22, '{"not":"a list"}')).toBe(0);
    expect(await raw(fan, 'group.send', groupId, 23, JSON.stringify([ids.anchor, 7, ids.anchor, '']))).toBe(0);
    const stored = await server.db.query<{ random: number; elements: { data: string }[] | string }>(
      'select random, elements from im_messages where thread = $1 and random in (21, 22, 23) order by random',
      [groupId],
    );
    const dataOf = (row: (typeof stored)[number]) => (typeof row.elements === 'string' ? JSON.parse(row.elements) : row.elements)[0].data;
    expect(stored.map(dataOf)).toEqual([JSON.stringify(many), '', JSON.stringify([ids.anchor])]);
    expect(await raw(fan, 'c2c.send', ids.anchor, 24, JSON.stringify([ids.anchor]))).toBe(10004);
  });
});
