import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeRelationshipPush,
  decodeRelationshipResponse,
  encodeRelationshipRequest,
  type RelationshipRequest,
} from '../../runtime/im/protocol/relationship-codec.ts';
import { chatUser, loggedIn, textMessage, type RawImClient } from './im-test-client.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

/** The gateway's relationship commands (docs/im-protocol.md "Relationship commands") over real sockets. */
describe.each(backends)('IM friends, profiles and blacklist on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let alice: RawImClient;
  let bob: RawImClient;
  let carol: RawImClient;
  const ids = { alice: '', bob: '', carol: '' };
  const call = async (client: RawImClient, command: string, request: RelationshipRequest = {}) => {
    const frame = await client.request(command, { relationship: encodeRelationshipRequest(request) });
    return {
      code: frame.errorCode ?? 0,
      info: frame.errorInfo ?? '',
      body: decodeRelationshipResponse(frame.relationship ?? new Uint8Array()),
    };
  };
  const friendIds = async (client: RawImClient) => (await call(client, 'friend.list')).body.friends?.map((friend) => friend.userId) ?? [];

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    const users = {
      alice: await chatUser(server, 'relalice'),
      bob: await chatUser(server, 'relbob'),
      carol: await chatUser(server, 'relcarol'),
    };
    [ids.alice, ids.bob, ids.carol] = [users.alice.id, users.bob.id, users.carol.id];
    [alice, bob, carol] = [await loggedIn(server, users.alice), await loggedIn(server, users.bob), await loggedIn(server, users.carol)];
  });
  afterAll(async () => {
    for (const client of [alice, bob, carol]) client.close();
    await server.close();
  });

  it('files an application (30539), which only its recipient can answer, and agree-and-add makes both friends', async () => {
    const added = await call(alice, 'friend.add', { addItems: [{ to: ids.bob, source: 'AddSource_Type_Web', wording: '一起看球' }] });
    expect(added.code).toBe(0);
    expect(added.body.results).toEqual([expect.objectContaining({ userId: ids.bob, code: 30539 })]);
    expect(decodeRelationshipPush((await bob.nextPush('push.relationship')).relationship!).kind).toBe(2);

    const bobsList = await call(bob, 'friendApplication.list');
    expect(bobsList.body.applications).toEqual([
      expect.objectContaining({ userId: ids.alice, nick: 'relalice', wording: '一起看球', source: 'AddSource_Type_Web', type: 1 }),
    ]);
    expect(bobsList.body.unreadCount).toBe(1);
    expect((await call(alice, 'friendApplication.list')).body.applications).toEqual([
      expect.objectContaining({ userId: ids.bob, type: 2 }),
    ]);

    // Alice cannot answer her own application, nor can Carol answer one not sent to her.
    expect((await call(alice, 'friendApplication.respond', { userIds: [ids.bob], response: 2 })).code).toBe(30614);
    expect((await call(carol, 'friendApplication.respond', { userIds: [ids.alice], response: 2 })).code).toBe(30614);
    expect(await friendIds(alice)).toEqual([]);

    expect((await call(bob, 'friendApplication.respond', { userIds: [ids.alice], response: 2 })).code).toBe(0);
    expect(await friendIds(alice)).toEqual([ids.bob]);
    expect(await friendIds(bob)).toEqual([ids.alice]);
    expect((await call(bob, 'friendApplication.list')).body.applications).toEqual([]);
    const check = await call(alice, 'friend.check', { userIds: [ids.bob, ids.carol] });
    expect(check.body.results?.map((item) => item.relation)).toEqual([3, 0]);
    expect((await call(alice, 'friend.add', { addItems: [{ to: ids.bob, source: 'AddSource_Type_Web' }] })).body.results?.[0].code).toBe(
      30001,
    );
  });

  it("agree alone puts the recipient in the applicant's list only; unread counts from the last read report", async () => {
    await call(carol, 'friend.add', { addItems: [{ to: ids.alice, source: 'AddSource_Type_Web' }] });
    expect((await call(alice, 'friendApplication.list')).body.unreadCount).toBe(1);
    await call(alice, 'friendApplication.read');
    expect((await call(alice, 'friendApplication.list')).body.unreadCount).toBe(0);
    expect((await call(alice, 'friendApplication.respond', { userIds: [ids.carol], response: 1 })).code).toBe(0);
    expect(await friendIds(carol)).toEqual([ids.alice]);
    expect(await friendIds(alice)).not.toContain(ids.carol);
    expect((await call(carol, 'friend.check', { userIds: [ids.alice] })).body.results?.[0].relation).toBe(1);
    expect((await call(carol, 'friend.check', { userIds: [ids.alice], type: 1 })).body.results?.[0].relation).toBe(1);
  });

  it('refuses a bad source or remark and changes nothing; updates a remark of a friend only', async () => {
    expect((await call(carol, 'friend.add', { addItems: [{ to: ids.bob, source: 'Web' }] })).code).toBe(10004);
    expect((await call(carol, 'friend.add', { addItems: [{ to: ids.bob, source: 'AddSource_Type_123456789' }] })).code).toBe(10004);
    expect(
      (await call(carol, 'friend.add', { addItems: [{ to: ids.bob, source: 'AddSource_Type_Web', remark: '球'.repeat(33) }] })).code,
    ).toBe(10004);
    expect((await call(bob, 'friendApplication.list')).body.applications).toEqual([]);
    expect(
      (await call(carol, 'friend.add', { addItems: [{ to: ids.bob, source: 'AddSource_Type_Web', wording: '来赌博网站' }] })).body
        .results?.[0].code,
    ).toBe(80001);
    expect((await call(carol, 'friend.add', { addItems: [{ to: ids.carol, source: 'AddSource_Type_Web' }] })).body.results?.[0].code).toBe(
      20003,
    );

    expect((await call(alice, 'friend.update', { userIds: [ids.bob], remark: '老鲍' })).body.results?.[0].code).toBe(0);
    expect((await call(alice, 'friend.list')).body.friends?.[0]).toMatchObject({
      userId: ids.bob,
      remark: '老鲍',
      source: 'AddSource_Type_Web',
    });
    expect((await call(alice, 'friend.update', { userIds: [ids.carol], remark: 'x' })).body.results?.[0].code).toBe(30006);
    expect((await call(alice, 'friend.update', { userIds: [ids.bob], remark: 'r'.repeat(97) })).code).toBe(10004);
  });

  it("checks profile updates again on the server, keeps the app's nick, and tells friends", async () => {
    const set = (items: { tag: string; value: string }[]) => call(alice, 'profile.set', { profileItems: items });
    expect((await set([])).code).toBe(10004);
    expect((await set([{ tag: 'gender', value: 'Gender_Type_Other' }])).info).toBe('key:gender, invalid value:Gender_Type_Other');
    expect((await set([{ tag: 'nick', value: 'n'.repeat(501) }])).info).toBe(
      'nick name limited: must less than or equal to 500 bytes, current size: 501 bytes',
    );
    expect((await set([{ tag: 'mood', value: 'x' }])).info).toBe('unknown key:mood x');
    expect((await set([{ tag: 'nick', value: 'badword fan' }])).code).toBe(80001);
    bob.pushes.length = 0;
    const updated = await set([
      { tag: 'nick', value: '阿丽斯' },
      { tag: 'gender', value: 'Gender_Type_Female' },
      { tag: 'Tag_Profile_Custom_Team', value: '巴萨' },
    ]);
    expect(updated.code).toBe(0);
    const pushed = decodeRelationshipPush((await bob.nextPush('push.relationship')).relationship!);
    expect(pushed.kind).toBe(3);
    expect(pushed.profiles?.[0].items).toEqual(
      expect.arrayContaining([
        { tag: 'nick', value: '阿丽斯' },
        { tag: 'Tag_Profile_Custom_Team', value: '巴萨' },
      ]),
    );
    const [row] = await server.db.query<{ nick_name: string }>('select nick_name from users where id = $1', [Number(ids.alice)]);
    expect(row.nick_name).toBe('阿丽斯');
    const lookup = await call(bob, 'profile.get', {
      userIds: [ids.alice, '999999', 'guest_x', ...Array.from({ length: 120 }, (_, i) => String(900000 + i))],
    });
    expect(lookup.body.profiles?.map((profile) => profile.userId)).toEqual([ids.alice]);
  });

  it('blocks: no self alone, self dropped from a mixed list, friendship ends, C2C refused with 20007, paging', async () => {
    expect((await call(bob, 'blacklist.add', { userIds: [ids.bob] })).code).toBe(10004);
    const added = await call(bob, 'blacklist.add', { userIds: [ids.bob, ids.alice] });
    expect(added.body.results).toEqual([expect.objectContaining({ userId: ids.alice, code: 0 })]);
    expect(await friendIds(alice)).toEqual([]);
    expect((await alice.request('c2c.send', textMessage(ids.bob, 'hi bob', 501))).errorCode).toBe(20007);
    expect((await bob.request('c2c.send', textMessage(ids.alice, 'hi alice', 502))).errorCode).toBe(0);
    expect((await call(alice, 'friend.add', { addItems: [{ to: ids.bob, source: 'AddSource_Type_Web' }] })).body.results?.[0].code).toBe(
      30525,
    );
    expect((await call(bob, 'friend.add', { addItems: [{ to: ids.alice, source: 'AddSource_Type_Web' }] })).body.results?.[0].code).toBe(
      30515,
    );

    await call(bob, 'blacklist.add', { userIds: [ids.carol] });
    const first = await call(bob, 'blacklist.get', { maxLimited: 1 });
    expect(first.body).toMatchObject({ blacklist: [{ userId: ids.alice }], startIndex: 1, complete: false });
    const second = await call(bob, 'blacklist.get', { startIndex: 1, maxLimited: 1 });
    expect(second.body).toMatchObject({ blacklist: [{ userId: ids.carol }], startIndex: 2, complete: true });

    expect((await call(bob, 'blacklist.delete', { userIds: [ids.alice] })).body.results?.[0].code).toBe(0);
    expect((await alice.request('c2c.send', textMessage(ids.bob, 'hi again', 503))).errorCode).toBe(0);
  });

  it('deletes single or both ways, non-friends failing with 30006', async () => {
    await call(alice, 'profile.set', { profileItems: [{ tag: 'allowType', value: 'AllowType_Type_AllowAny' }] });
    expect((await call(carol, 'friend.add', { addItems: [{ to: ids.alice, source: 'AddSource_Type_Web' }] })).body.results?.[0].code).toBe(
      30001,
    );
    expect((await call(bob, 'friend.add', { addItems: [{ to: ids.alice, source: 'AddSource_Type_Web' }] })).body.results?.[0].code).toBe(0);
    expect(await friendIds(alice)).toEqual([ids.bob]);
    const single = await call(bob, 'friend.delete', { userIds: [ids.alice, ids.carol], type: 1 });
    expect(single.body.results?.map((item) => item.code)).toEqual([0, 30006]);
    expect(await friendIds(alice)).toEqual([ids.bob]);
    expect((await call(alice, 'friend.delete', { userIds: [ids.bob] })).body.results?.[0].code).toBe(0);
    expect(await friendIds(alice)).toEqual([]);
    await call(alice, 'profile.set', { profileItems: [{ tag: 'allowType', value: 'AllowType_Type_DenyAny' }] });
    expect((await call(bob, 'friend.add', { addItems: [{ to: ids.alice, source: 'AddSource_Type_Web' }] })).body.results?.[0].code).toBe(
      30516,
    );
  });

  it('keeps friend groups of current friends only, renamed and deleted with their members', async () => {
    await call(carol, 'profile.set', { profileItems: [{ tag: 'allowType', value: 'AllowType_Type_AllowAny' }] });
    await call(bob, 'blacklist.delete', { userIds: [ids.carol] });
    expect((await call(bob, 'friend.add', { addItems: [{ to: ids.carol, source: 'AddSource_Type_Web' }] })).body.results?.[0].code).toBe(0);
    const created = await call(bob, 'friendGroup.create', { groupName: '球友', userIds: [ids.carol, ids.alice] });
    expect(created.body.results?.map((item) => item.code)).toEqual([0, 30006]);
    expect(created.body.friendGroups).toEqual([expect.objectContaining({ name: '球友', userIds: [ids.carol] })]);
    expect((await call(bob, 'friendGroup.create', { groupName: '球友' })).code).toBe(10004);
    expect((await call(bob, 'friendGroup.add', { groupName: '同事', userIds: [ids.carol] })).code).toBe(10004);
    expect((await call(bob, 'friend.list')).body.friends?.find((friend) => friend.userId === ids.carol)?.groupList).toEqual(['球友']);

    expect((await call(bob, 'friendGroup.rename', { groupName: '球友', newGroupName: '巴萨球友' })).body.friendGroups).toEqual([
      expect.objectContaining({ name: '巴萨球友', userIds: [ids.carol] }),
    ]);
    expect((await call(bob, 'friendGroup.remove', { groupName: '巴萨球友', userIds: [ids.carol] })).body.friendGroups?.[0].userIds).toEqual(
      [],
    );
    await call(bob, 'friendGroup.add', { groupName: '巴萨球友', userIds: [ids.carol] });
    await call(bob, 'friend.delete', { userIds: [ids.carol] });
    expect((await call(bob, 'friendGroup.list')).body.friendGroups).toEqual([expect.objectContaining({ name: '巴萨球友', userIds: [] })]);
    expect((await call(bob, 'friendGroup.delete', { groupNames: ['巴萨球友'] })).body.friendGroups).toEqual([]);
    expect((await call(bob, 'friendGroup.delete', { groupNames: ['巴萨球友'] })).code).toBe(10004);
  });
});
