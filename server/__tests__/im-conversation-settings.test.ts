import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeConversationPush,
  decodeConversationResponse,
  encodeConversationRequest,
  type ConversationRequest,
} from '../../runtime/im/protocol/conversation-codec.ts';
import { decodeGroupResponse, encodeGroupRequest } from '../../runtime/im/protocol/group-codec.ts';
import { encodeAtList, atAllUserId } from '../../runtime/im/protocol/mentions.ts';
import { chatUser, loggedIn, textMessage, type RawImClient } from './im-test-client.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

/**
 * The conversation settings commands (docs/im-protocol.md "Conversation settings commands") over real sockets, on each
 * database: conversation groups, marks, custom data, remind types, clearing history and group-at tips, each the
 * caller's own, and seen by the caller's next device.
 */
describe.each(backends)('IM conversation settings on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let alice: RawImClient;
  let bob: RawImClient;
  const users = { alice: { id: '', signature: '' }, bob: { id: '', signature: '' }, carol: { id: '', signature: '' } };
  let groupId = '';
  let random = 0;
  const call = async (client: RawImClient, command: string, request: ConversationRequest = {}) => {
    const frame = await client.request(command, { conversation: encodeConversationRequest(request) });
    return {
      code: frame.errorCode ?? 0,
      info: frame.errorInfo ?? '',
      body: decodeConversationResponse(frame.conversation ?? new Uint8Array()),
    };
  };
  const list = async (client: RawImClient) =>
    (await client.request('conversation.list', { conversationListRequest: {} })).conversationListResponse?.conversations ?? [];
  const conversation = async (client: RawImClient, peer: string) => (await list(client)).find((item) => item.peer === peer);
  const c2c = (id: string) => `C2C${id}`;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    users.alice = await chatUser(server, 'convalice');
    users.bob = await chatUser(server, 'convbob');
    users.carol = await chatUser(server, 'convcarol');
    [alice, bob] = [await loggedIn(server, users.alice), await loggedIn(server, users.bob)];
    const carol = await loggedIn(server, users.carol);
    expect((await alice.request('c2c.send', textMessage(users.bob.id, '你好', ++random))).errorCode).toBe(0);
    expect((await carol.request('c2c.send', textMessage(users.alice.id, 'olá', ++random))).errorCode).toBe(0);
    carol.close();
    const created = await alice.request('group.create', {
      group: encodeGroupRequest({ profile: { type: 'Public', name: '巴萨球迷' }, userIds: [users.bob.id] }),
    });
    groupId = decodeGroupResponse(created.group!).groupId!;
  });
  afterAll(async () => {
    alice.close();
    bob.close();
    await server.close();
  });

  it('creates, lists, renames and deletes conversation groups, with a result per conversation', async () => {
    const created = await call(alice, 'conversationGroup.create', {
      groupName: '球友',
      conversationIds: [c2c(users.bob.id), 'C2Cnobody', 'TOPICx', `GROUP${groupId}`],
    });
    expect(created.code).toBe(0);
    expect(created.body.results?.map((item) => [item.id, item.code ?? 0])).toEqual([
      ['C2Cnobody', 10004],
      ['TOPICx', 10004],
      [c2c(users.bob.id), 0],
      [`GROUP${groupId}`, 0],
    ]);
    expect(created.body.groups).toEqual([{ name: '球友', conversationIds: [c2c(users.bob.id), `GROUP${groupId}`].sort() }]);
    // The rules of spec 001 §5: names of 1 to 32 characters, not taken; at least one conversation of the caller's.
    expect((await call(alice, 'conversationGroup.create', { groupName: '球友', conversationIds: [c2c(users.carol.id)] })).code).toBe(10004);
    expect(
      (await call(alice, 'conversationGroup.create', { groupName: '长'.repeat(33), conversationIds: [c2c(users.carol.id)] })).code,
    ).toBe(10004);
    expect((await call(alice, 'conversationGroup.create', { groupName: '', conversationIds: [c2c(users.carol.id)] })).code).toBe(10004);
    expect((await call(alice, 'conversationGroup.create', { groupName: 'x', conversationIds: [] })).code).toBe(10004);
    const none = await call(alice, 'conversationGroup.create', { groupName: '空', conversationIds: ['C2Cnobody'] });
    expect(none.body.results?.[0]).toMatchObject({ id: 'C2Cnobody', code: 10004 });
    expect((await call(alice, 'conversationGroup.list')).body.groups?.map((group) => group.name)).toEqual(['球友']);

    expect(
      (await call(alice, 'conversationGroup.create', { groupName: '长'.repeat(32), conversationIds: [c2c(users.carol.id)] })).code,
    ).toBe(0);
    expect((await call(alice, 'conversationGroup.rename', { groupName: '长'.repeat(32), newGroupName: '球友' })).code).toBe(10004);
    expect((await call(alice, 'conversationGroup.rename', { groupName: '没有', newGroupName: '新' })).code).toBe(10004);
    const renamed = await call(alice, 'conversationGroup.rename', { groupName: '长'.repeat(32), newGroupName: 'Amigos' });
    expect(renamed.body.groups).toEqual([
      { name: '球友', conversationIds: [c2c(users.bob.id), `GROUP${groupId}`].sort() },
      { name: 'Amigos', conversationIds: [c2c(users.carol.id)] },
    ]);
    expect((await conversation(alice, users.carol.id))?.conversationGroupList).toEqual(['Amigos']);
    expect((await call(alice, 'conversationGroup.delete', { groupName: 'Amigos' })).body.groups?.map((group) => group.name)).toEqual([
      '球友',
    ]);
    expect((await call(alice, 'conversationGroup.delete', { groupName: 'Amigos' })).code).toBe(10004);
    expect((await conversation(alice, users.carol.id))?.conversationGroupList).toEqual([]);
    // Bob's list knows nothing of Alice's groups.
    expect((await conversation(bob, users.alice.id))?.conversationGroupList).toEqual([]);
    expect((await call(bob, 'conversationGroup.list')).body.groups).toEqual([]);
  });

  it('adds conversations to a group and removes them, failing those not the caller’s or not in it', async () => {
    const added = await call(alice, 'conversationGroup.add', {
      groupName: '球友',
      conversationIds: [c2c(users.carol.id), c2c(users.bob.id), 'GROUPnone'],
    });
    expect(added.body.results?.map((item) => [item.id, item.code ?? 0])).toEqual([
      ['GROUPnone', 10004],
      [c2c(users.carol.id), 0],
      [c2c(users.bob.id), 0],
    ]);
    expect((await conversation(alice, users.carol.id))?.conversationGroupList).toEqual(['球友']);
    expect((await call(alice, 'conversationGroup.add', { groupName: '没有', conversationIds: [c2c(users.carol.id)] })).code).toBe(10004);
    const removed = await call(alice, 'conversationGroup.remove', {
      groupName: '球友',
      conversationIds: [c2c(users.carol.id), c2c(users.carol.id), `GROUP${groupId}`],
    });
    expect(removed.body.results?.map((item) => [item.id, item.code ?? 0])).toEqual([
      [c2c(users.carol.id), 0],
      [`GROUP${groupId}`, 0],
    ]);
    const again = await call(alice, 'conversationGroup.remove', { groupName: '球友', conversationIds: [c2c(users.carol.id)] });
    expect(again.body.results?.[0]).toMatchObject({ code: 10004 });
    expect(again.body.groups).toEqual([{ name: '球友', conversationIds: [c2c(users.bob.id)] }]);
  });

  it('sets and clears mark bits and custom data of 256 characters, per conversation', async () => {
    const starred = await call(alice, 'conversation.mark', {
      conversationIds: [c2c(users.bob.id), c2c(users.carol.id), 'C2Cnobody'],
      markBit: 0,
      enableMark: true,
    });
    expect(starred.body.results?.map((item) => item.code ?? 0)).toEqual([10004, 0, 0]);
    await call(alice, 'conversation.mark', { conversationIds: [c2c(users.bob.id)], markBit: 31, enableMark: true });
    expect((await conversation(alice, users.bob.id))?.marks).toBe(2 ** 31 + 1);
    await call(alice, 'conversation.mark', { conversationIds: [c2c(users.bob.id)], markBit: 0, enableMark: false });
    expect((await conversation(alice, users.bob.id))?.marks).toBe(2 ** 31);
    expect((await conversation(alice, users.carol.id))?.marks).toBe(1);
    expect((await call(alice, 'conversation.mark', { conversationIds: [c2c(users.bob.id)], markBit: 32, enableMark: true })).code).toBe(
      10004,
    );

    expect((await call(alice, 'conversation.customData', { conversationIds: [c2c(users.bob.id)], customData: 'x'.repeat(257) })).code).toBe(
      10004,
    );
    expect(
      (await call(alice, 'conversation.customData', { conversationIds: [c2c(users.carol.id)], customData: '球'.repeat(256) })).code,
    ).toBe(0);
    const set = await call(alice, 'conversation.customData', { conversationIds: [c2c(users.bob.id)], customData: 'x'.repeat(256) });
    expect(set.body.conversations).toMatchObject([{ conversationId: c2c(users.bob.id), marks: 2 ** 31, customData: 'x'.repeat(256) }]);
    expect((await conversation(alice, users.bob.id))?.customData).toBe('x'.repeat(256));
    expect(await conversation(bob, users.alice.id)).toMatchObject({ marks: 0, customData: '' });
  });

  it('sets remind types for up to 30 C2C peers and for a group the caller is in', async () => {
    const peers = await call(alice, 'conversation.remind', {
      userIds: [users.bob.id, users.alice.id, 'not a user', '987654'],
      remindType: 2,
    });
    expect(peers.body.results?.map((item) => [item.id, item.code ?? 0])).toEqual([
      [users.bob.id, 0],
      [users.alice.id, 20003],
      ['not a user', 20003],
      ['987654', 0],
    ]);
    expect((await conversation(alice, users.bob.id))?.messageRemindType).toBe(2);
    expect(
      (await call(alice, 'conversation.remind', { userIds: Array.from({ length: 31 }, (_, i) => String(1000 + i)), remindType: 2 })).code,
    ).toBe(10004);
    expect((await call(alice, 'conversation.remind', { userIds: [users.bob.id], remindType: 3 })).code).toBe(10004);
    expect((await call(alice, 'conversation.remind', { groupId, remindType: 1 })).code).toBe(0);
    expect((await conversation(alice, groupId))?.messageRemindType).toBe(1);
    expect((await conversation(bob, groupId))?.messageRemindType ?? 0).toBe(0);
    const outsider = await loggedIn(server, users.carol);
    expect((await call(outsider, 'conversation.remind', { groupId, remindType: 1 })).code).toBe(10007);
    outsider.close();
  });

  it('clears a conversation’s history for the caller only, and keeps the conversation', async () => {
    expect((await call(alice, 'conversation.clearHistory', { conversationIds: ['C2Cnobody'] })).code).toBe(10004);
    expect((await call(alice, 'conversation.clearHistory', { conversationIds: [c2c(users.bob.id), c2c(users.carol.id)] })).code).toBe(
      10004,
    );
    expect((await call(alice, 'conversation.clearHistory', { conversationIds: [c2c(users.bob.id)] })).code).toBe(0);
    const roaming = async (client: RawImClient, peer: string) =>
      (await client.request('roaming', { roamingRequest: { conversationType: 1, peer, count: 15 } })).roamingResponse?.messages ?? [];
    expect(await roaming(alice, users.bob.id)).toEqual([]);
    expect((await roaming(bob, users.alice.id)).map((message) => message.elements?.[0].text)).toEqual(['你好']);
    expect(await conversation(alice, users.bob.id)).toMatchObject({ unreadCount: 0, lastMessage: null, customData: 'x'.repeat(256) });
  });

  it('lists group-at tips after the read position until read or dropped', async () => {
    const at = (ids: string[], text: string) => ({
      sendMessageRequest: {
        message: { to: groupId, random: ++random, elements: [{ type: 'TIMTextElem', text, data: encodeAtList(ids) }] },
      },
    });
    expect((await alice.request('group.send', at([users.bob.id], '@bob 看球'))).errorCode).toBe(0);
    expect((await alice.request('group.send', at([atAllUserId, users.bob.id], '@所有人'))).errorCode).toBe(0);
    expect((await alice.request('group.send', at([atAllUserId], '@todos'))).errorCode).toBe(0);
    const tipsOf = async (client: RawImClient) => {
      const listed = await conversation(client, groupId);
      return { senders: listed?.groupAtSenders ?? [], types: listed?.groupAtTypes ?? [], sequences: listed?.groupAtSequences ?? [] };
    };
    const tips = await tipsOf(bob);
    expect(tips.senders).toEqual([users.alice.id, users.alice.id, users.alice.id]);
    expect(tips.types).toEqual([1, 3, 2]);
    expect((await tipsOf(alice)).types).toEqual([]);
    expect((await call(bob, 'conversation.deleteGroupAt', { groupAt: [{ groupId, sequence: tips.sequences[0] }] })).code).toBe(0);
    expect((await tipsOf(bob)).types).toEqual([3, 2]);
    expect((await call(bob, 'conversation.deleteGroupAt', { groupAt: [] })).code).toBe(10004);
    await bob.request('read', { setReadRequest: { conversationType: 2, peer: groupId } });
    expect((await tipsOf(bob)).types).toEqual([]);
  });

  it('shows a device that logs in next every setting, and pushes changes to the user’s other sockets only', async () => {
    const second = await loggedIn(server, users.alice, 'second-device');
    const seen = await conversation(second, users.bob.id);
    expect(seen).toMatchObject({ conversationGroupList: ['球友'], marks: 2 ** 31, customData: 'x'.repeat(256), messageRemindType: 2 });
    // The first socket was kicked by the second login (one device at a time, docs/decisions.md), so a push of a change
    // has no other socket to reach; the caller's own socket gets none.
    await call(second, 'conversation.customData', { conversationIds: [c2c(users.bob.id)], customData: '' });
    expect(second.pushes.filter((frame) => frame.header?.command === 'push.conversation')).toEqual([]);
    expect(decodeConversationPush(new Uint8Array()).kind ?? 0).toBe(0);
    second.close();
  });

  it('refuses bytes that are not a request, and NUL characters', async () => {
    const third = await loggedIn(server, users.alice, 'third-device');
    expect((await third.request('conversation.mark', { conversation: new Uint8Array([255, 255, 255]) })).errorCode).toBe(10004);
    third.close();
    expect((await call(bob, 'conversationGroup.create', { groupName: 'a\u0000b', conversationIds: [c2c(users.alice.id)] })).code).toBe(
      10004,
    );
    expect((await call(bob, 'conversationGroup.list')).body.groups).toEqual([]);
  });
});
