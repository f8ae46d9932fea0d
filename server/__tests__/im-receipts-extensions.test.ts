import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGroupResponse, encodeGroupRequest, type GroupRequest } from '../../runtime/im/protocol/group-codec.ts';
import {
  decodeExtraPush,
  decodeExtraResponse,
  encodeExtraRequest,
  type ExtraRequest,
  type WireMessageKey,
} from '../../runtime/im/protocol/extra-codec.ts';
import { chatUser, loggedIn, textMessage, type RawImClient } from './im-test-client.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

/**
 * Read receipts, message extensions and member fields (docs/im-protocol.md "Receipt and extension commands") over
 * real sockets, on each database: the server's checks, its count rules, and that refused requests change nothing.
 */
describe.each(backends)('IM receipts and extensions on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let owner: RawImClient;
  let fan: RawImClient;
  let late: RawImClient;
  let outsider: RawImClient;
  const ids = { owner: '', fan: '', late: '', outsider: '' };
  let groupId = '';
  let random = 7000;

  const extra = async (client: RawImClient, command: string, request: ExtraRequest) => {
    const frame = await client.request(command, { messageExtra: encodeExtraRequest(request) });
    return { code: frame.errorCode ?? 0, body: decodeExtraResponse(frame.messageExtra ?? new Uint8Array()) };
  };
  const group = async (client: RawImClient, command: string, request: GroupRequest) => {
    const frame = await client.request(command, { group: encodeGroupRequest({ groupId, ...request }) });
    return { code: frame.errorCode ?? 0, body: decodeGroupResponse(frame.group ?? new Uint8Array()) };
  };
  /** Sends a message with the given asks and answers its key. */
  const send = async (
    client: RawImClient,
    command: 'c2c.send' | 'group.send',
    to: string,
    asks: { needReadReceipt?: boolean; isSupportExtension?: boolean; onlineOnly?: boolean },
  ): Promise<WireMessageKey> => {
    random += 1;
    const body = textMessage(to, '消息', random);
    Object.assign(body.sendMessageRequest!.message!, asks);
    const frame = await client.request(command, body);
    expect(frame.errorCode ?? 0).toBe(0);
    return {
      conversationType: command === 'c2c.send' ? 1 : 2,
      from: client.userId,
      to,
      sequence: frame.sendMessageResponse?.sequence ?? 0,
      random,
    };
  };
  const receiptRows = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from im_read_receipts'))[0].n;
  const extensionRows = async () =>
    server.db.query<{ key: string; value: string }>('select key, value from im_message_extensions order by key');

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    const users = {
      owner: await chatUser(server, 'rcptowner'),
      fan: await chatUser(server, 'rcptfan'),
      late: await chatUser(server, 'rcptlate'),
      outsider: await chatUser(server, 'rcptout'),
    };
    [ids.owner, ids.fan, ids.late, ids.outsider] = [users.owner.id, users.fan.id, users.late.id, users.outsider.id];
    [owner, fan, late, outsider] = [
      await loggedIn(server, users.owner),
      await loggedIn(server, users.fan),
      await loggedIn(server, users.late),
      await loggedIn(server, users.outsider),
    ];
    const created = await owner.request('group.create', {
      group: encodeGroupRequest({ profile: { type: 'Public', name: '回执' }, userIds: [users.fan.id, users.late.id] }),
    });
    groupId = decodeGroupResponse(created.group!).groupId!;
  });
  afterAll(async () => {
    for (const client of [owner, fan, late, outsider]) client.close();
    await server.close();
  });

  it('stores the asks of a sent message and carries them to the reader; an online-only message asks no receipt', async () => {
    fan.pushes.length = 0;
    const key = await send(owner, 'c2c.send', ids.fan, { needReadReceipt: true, isSupportExtension: true });
    const pushed = (await fan.nextPush('push.message')).messagePush?.messages?.[0];
    expect(pushed).toMatchObject({ sequence: key.sequence, needReadReceipt: true, isSupportExtension: true });
    // Never stored, an online-only message could have no receipt: it goes without the ask.
    expect((await send(owner, 'c2c.send', ids.fan, { needReadReceipt: true, onlineOnly: true })).sequence).toBe(0);
    expect((await fan.nextPush('push.message')).messagePush?.messages?.[0]).toMatchObject({ onlineOnly: true, needReadReceipt: false });
  });

  it("counts a group message's readers: members but the sender who had joined when it was sent", async () => {
    const key = await send(owner, 'group.send', groupId, { needReadReceipt: true });
    const counts = async () => (await extra(owner, 'receipt.list', { messages: [key] })).body.receipts?.[0];
    expect(await counts()).toMatchObject({ readCount: 0, unreadCount: 2 });
    // A member who joined after the message was sent is no reader of it.
    await server.db.query('update im_group_members set joined_at = joined_at + 60 where group_id = $1 and user_id = $2', [
      groupId,
      ids.late,
    ]);
    expect(await counts()).toMatchObject({ readCount: 0, unreadCount: 1 });
    owner.pushes.length = 0;
    expect((await extra(fan, 'receipt.send', { messages: [key] })).code).toBe(0);
    expect(decodeExtraPush((await owner.nextPush('push.extra')).messageExtra!)).toMatchObject({
      kind: 1,
      userId: ids.fan,
      receipts: [{ message: { sequence: key.sequence }, readCount: 1, unreadCount: 0 }],
    });
    expect(await counts()).toMatchObject({ readCount: 1, unreadCount: 0 });
    const unread = await extra(owner, 'receipt.detail', { message: key, filter: 1, count: 100 });
    expect(unread.body).toMatchObject({ isCompleted: true });
    expect(unread.body.userIds ?? []).toEqual([]);
    await server.db.query('update im_group_members set joined_at = joined_at - 60 where group_id = $1 and user_id = $2', [
      groupId,
      ids.late,
    ]);
  });

  it('refuses receipt requests that break a rule, storing nothing', async () => {
    const asked = await send(owner, 'group.send', groupId, { needReadReceipt: true });
    const plain = await send(owner, 'group.send', groupId, {});
    const c2c = await send(owner, 'c2c.send', ids.fan, { needReadReceipt: true });
    const before = await receiptRows();
    const refused: [RawImClient, string, ExtraRequest, number][] = [
      [fan, 'receipt.send', { messages: [plain] }, 10004],
      [owner, 'receipt.send', { messages: [asked] }, 10004],
      [fan, 'receipt.send', { messages: [] }, 10004],
      [fan, 'receipt.send', { messages: [asked, c2c] }, 10004],
      [fan, 'receipt.send', { messages: Array.from({ length: 101 }, () => asked) }, 10004],
      [outsider, 'receipt.send', { messages: [asked] }, 10007],
      [outsider, 'receipt.send', { messages: [c2c] }, 10007],
      [fan, 'receipt.send', { messages: [{ ...asked, sequence: 9999 }] }, 10004],
      [fan, 'receipt.send', { messages: [{ ...asked, from: ids.fan }] }, 10004],
      [fan, 'receipt.send', { messages: [{ ...asked, conversationType: 3 }] }, 10004],
      [fan, 'receipt.detail', { message: asked, filter: 0, count: 10 }, 10007],
      [owner, 'receipt.detail', { message: plain, filter: 0, count: 10 }, 10004],
      [owner, 'receipt.detail', { message: asked, filter: 2, count: 10 }, 10004],
      [owner, 'receipt.detail', { message: asked, filter: 0, count: 0 }, 10004],
      [owner, 'receipt.detail', { message: asked, filter: 0, count: 101 }, 10004],
      [owner, 'receipt.detail', { message: c2c, filter: 0, count: 10 }, 10004],
    ];
    for (const [client, command, request, code] of refused)
      expect((await extra(client, command, request)).code, `${command} ${JSON.stringify(request).slice(0, 120)}`).toBe(code);
    expect((await fan.request('receipt.send', { messageExtra: new Uint8Array([0xff, 0xff]) })).errorCode).toBe(10004);
    expect(await receiptRows()).toBe(before);
  });

  it('sets extensions with a sequence check, and deletes and clears them, told to the other side', async () => {
    const key = await send(owner, 'c2c.send', ids.fan, { isSupportExtension: true });
    fan.pushes.length = 0;
    const set = await extra(owner, 'extension.modify', {
      message: key,
      extensions: [
        { key: 'score', value: '1:0' },
        { key: 'mvp', value: 'Vini' },
      ],
    });
    expect(set.body).toMatchObject({
      sequence: 1,
      results: [
        { code: 0, extension: { key: 'score', value: '1:0', seq: 1 } },
        { code: 0, extension: { key: 'mvp', seq: 1 } },
      ],
    });
    expect(decodeExtraPush((await fan.nextPush('push.extra')).messageExtra!)).toMatchObject({
      kind: 2,
      userId: ids.owner,
      message: { sequence: key.sequence },
      extensions: [
        { key: 'score', value: '1:0' },
        { key: 'mvp', value: 'Vini' },
      ],
    });
    // The fan never saw score's change (seq 0): conflict, with what is stored; mvp at its seq goes through.
    const stale = await extra(fan, 'extension.modify', {
      message: key,
      extensions: [
        { key: 'score', value: '2:0', seq: 0 },
        { key: 'mvp', value: 'Rodrygo', seq: 1 },
      ],
    });
    expect(stale.body).toMatchObject({
      sequence: 2,
      results: [
        { code: 23001, extension: { key: 'score', value: '1:0', seq: 1 } },
        { code: 0, extension: { key: 'mvp', value: 'Rodrygo', seq: 2 } },
      ],
    });
    // Tencent's key (clientSequence_random_time) names the same C2C message.
    const [row] = await server.db.query<{ client_sequence: string; time: number }>(
      'select client_sequence, time from im_messages where random = $1',
      [key.random],
    );
    const byKey = await extra(fan, 'extension.get', {
      message: { conversationType: 1, from: key.from, to: key.to, messageKey: `${row.client_sequence}_${key.random}_${row.time}` },
    });
    expect(byKey.body).toMatchObject({
      complete: true,
      sequence: 2,
      extensions: [
        { key: 'score', seq: 1 },
        { key: 'mvp', value: 'Rodrygo', seq: 2 },
      ],
    });
    expect((await extra(fan, 'extension.get', { message: key, startSequence: 2 })).body.extensions).toHaveLength(1);

    const deleted = await extra(fan, 'extension.modify', { message: key, operateType: 2, extensions: [{ key: 'mvp' }, { key: 'nope' }] });
    expect(deleted.body.results?.map((result) => result.code)).toEqual([0, 23002]);
    const cleared = await extra(owner, 'extension.modify', { message: key, operateType: 3 });
    expect(cleared.body).toMatchObject({ sequence: 4, results: [{ code: 0, extension: { key: 'score' } }] });
    expect((await extra(fan, 'extension.get', { message: key })).body).toMatchObject({ sequence: 4, clearSequence: 4 });
  });

  it('refuses extension requests that break a rule, changing nothing', async () => {
    const key = await send(owner, 'group.send', groupId, { isSupportExtension: true });
    const plain = await send(owner, 'group.send', groupId, {});
    await extra(fan, 'extension.modify', { message: key, extensions: [{ key: 'keep', value: 'me' }] });
    const before = await extensionRows();
    const many = (count: number) => Array.from({ length: count }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    const refused: [RawImClient, ExtraRequest, number][] = [
      [fan, { message: plain, extensions: [{ key: 'a', value: '1' }] }, 10004],
      [outsider, { message: key, extensions: [{ key: 'a', value: '1' }] }, 10007],
      [fan, { message: key, extensions: many(21) }, 10004],
      [fan, { message: key, extensions: [] }, 10004],
      [fan, { message: key, extensions: [{ key: '', value: '1' }] }, 10004],
      [fan, { message: key, extensions: [{ key: 'k'.repeat(101), value: '1' }] }, 10004],
      [fan, { message: key, extensions: [{ key: 'a', value: 'v'.repeat(1001) }] }, 10004],
      [
        fan,
        {
          message: key,
          extensions: [
            { key: 'a', value: '1' },
            { key: 'a', value: '2' },
          ],
        },
        10004,
      ],
      [fan, { message: key, operateType: 4, extensions: [{ key: 'a', value: '1' }] }, 10004],
      [fan, { message: { ...key, sequence: 0 }, extensions: [{ key: 'a', value: '1' }] }, 10004],
      [
        fan,
        { message: { conversationType: 1, from: ids.owner, to: ids.fan, messageKey: 'not-a-key' }, extensions: [{ key: 'a', value: '1' }] },
        10004,
      ],
    ];
    for (const [client, request, code] of refused)
      expect((await extra(client, 'extension.modify', request)).code, JSON.stringify(request).slice(0, 120)).toBe(code);
    // 300 keys a message: 15 sets of 20 fill it, the next new key is refused whole.
    for (let set = 0; set < 15; set++) {
      const extensions = Array.from({ length: 20 }, (_, i) => ({ key: `f${set}_${i}`, value: 'v' }));
      expect((await extra(fan, 'extension.modify', { message: key, extensions: set === 14 ? extensions.slice(1) : extensions })).code).toBe(
        0,
      );
    }
    expect((await extra(fan, 'extension.modify', { message: key, extensions: [{ key: 'one_more', value: 'v' }] })).code).toBe(10004);
    const after = await extensionRows();
    expect(after).toHaveLength(300);
    expect(after.filter((row) => before.some((kept) => kept.key === row.key))).toEqual(before);
    const pages = await extra(fan, 'extension.get', { message: key });
    expect(pages.body).toMatchObject({ complete: false });
    expect(pages.body.extensions).toHaveLength(100);
  });

  it('sets member custom fields within their limits and marks members, by the roles that may', async () => {
    expect(
      (
        await group(fan, 'group.memberCustomField', {
          memberCustomField: [
            { key: 'team', value: '巴西' },
            { key: 'seat', value: 'A1' },
          ],
        })
      ).body.members?.[0],
    ).toMatchObject({
      userId: ids.fan,
      memberCustomField: [
        { key: 'seat', value: 'A1' },
        { key: 'team', value: '巴西' },
      ],
    });
    expect(
      (await group(owner, 'group.memberCustomField', { userId: ids.fan, memberCustomField: [{ key: 'seat', value: '' }] })).body
        .members?.[0].memberCustomField,
    ).toEqual([{ key: 'team', value: '巴西' }]);
    const five = Array.from({ length: 5 }, (_, i) => ({ key: `f${i}`, value: 'v' }));
    const refused: [RawImClient, string, GroupRequest, number][] = [
      [fan, 'group.memberCustomField', { userId: ids.owner, memberCustomField: [{ key: 'team', value: 'x' }] }, 10007],
      [outsider, 'group.memberCustomField', { memberCustomField: [{ key: 'team', value: 'x' }] }, 10007],
      [fan, 'group.memberCustomField', { memberCustomField: [] }, 10004],
      [fan, 'group.memberCustomField', { memberCustomField: [{ key: 'k'.repeat(17), value: 'x' }] }, 10004],
      [fan, 'group.memberCustomField', { memberCustomField: [{ key: 'team', value: 'v'.repeat(65) }] }, 10004],
      [fan, 'group.memberCustomField', { memberCustomField: five }, 10004],
      [fan, 'group.mark', { userIds: [ids.late], markType: 1000, enableMark: true }, 10007],
      [owner, 'group.mark', { userIds: [ids.late], markType: 999, enableMark: true }, 10004],
      [owner, 'group.mark', { userIds: [], markType: 1000, enableMark: true }, 10004],
      [owner, 'group.mark', { userIds: Array.from({ length: 501 }, (_, i) => String(i + 1)), markType: 1000, enableMark: true }, 10004],
    ];
    for (const [client, command, request, code] of refused)
      expect((await group(client, command, request)).code, `${command} ${JSON.stringify(request).slice(0, 100)}`).toBe(code);
    expect((await group(fan, 'group.memberProfile', { userIds: [ids.fan] })).body.members?.[0].memberCustomField).toEqual([
      { key: 'team', value: '巴西' },
    ]);

    const marked = await group(owner, 'group.mark', { userIds: [ids.fan, ids.late, ids.outsider], markType: 1000, enableMark: true });
    expect(marked.body.members?.map((member) => [member.userId, member.markList])).toEqual([
      [ids.fan, [1000]],
      [ids.late, [1000]],
    ]);
    // Marking twice keeps one mark.
    await group(owner, 'group.mark', { userIds: [ids.fan], markType: 1000, enableMark: true });
    await group(owner, 'group.mark', { userIds: [ids.fan], markType: 2000, enableMark: true });
    expect((await group(fan, 'group.memberProfile', { userIds: [ids.fan] })).body.members?.[0].markList).toEqual([1000, 2000]);
    await group(owner, 'group.mark', { userIds: [ids.fan], markType: 1000, enableMark: false });
    expect((await group(fan, 'group.memberProfile', { userIds: [ids.fan] })).body.members?.[0].markList).toEqual([2000]);
  });
});
