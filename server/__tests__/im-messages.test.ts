import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame } from '../../runtime/im/protocol/codec.ts';
import { c2cThread, storeMessage } from '../im/store/message-store.ts';
import { chatUser, loggedIn, textMessage, type RawImClient } from './im-test-client.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

describe.each(backends)('IM C2C messages on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let alice: RawImClient;
  let bob: RawImClient;
  let aliceId: string;
  let aliceSignature: string;
  let bobId: string;
  let random = 1000;
  const send = (from: RawImClient, to: string, text: string) => from.request('c2c.send', textMessage(to, text, ++random));
  const texts = (frame: Frame | undefined, field: 'syncResponse' | 'roamingResponse') =>
    (frame?.[field]?.messages ?? []).map((m) => m.elements?.[0]?.text);

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    const a = await chatUser(server, 'imalice');
    const b = await chatUser(server, 'imbob');
    [aliceId, aliceSignature, bobId] = [a.id, a.signature, b.id];
    alice = await loggedIn(server, a);
    bob = await loggedIn(server, b);
  });
  afterAll(async () => {
    alice.close();
    bob.close();
    await server.close();
  });

  it('stores a message, pushes it to both users with their inbox sequence, and finds a resend', async () => {
    const sent = await alice.request('c2c.send', textMessage(bobId, 'hello bob', 1));
    expect(sent.errorCode).toBe(0);
    expect(sent.sendMessageResponse).toMatchObject({ sequence: 1, duplicate: false });
    const pushed = (await bob.nextPush('push.message')).messagePush?.messages?.[0];
    expect(pushed).toMatchObject({
      conversationType: 1,
      from: aliceId,
      to: bobId,
      sequence: 1,
      random: 1,
      inboxSequence: 1,
      nick: 'imalice',
    });
    expect(pushed?.elements?.[0]).toMatchObject({ type: 'TIMTextElem', text: 'hello bob' });
    expect((await alice.nextPush('push.message')).messagePush?.messages?.[0]).toMatchObject({ sequence: 1, inboxSequence: 1 });

    const resend = await alice.request('c2c.send', textMessage(bobId, 'hello bob', 1));
    expect(resend.sendMessageResponse).toMatchObject({ sequence: 1, time: sent.sendMessageResponse?.time, duplicate: true });
    await bob.request('hello');
    expect(bob.pushes.filter((frame) => frame.header?.command === 'push.message')).toEqual([]);
  });

  it('refuses empty text, blocked words, unknown recipients and guest senders', async () => {
    expect((await alice.request('c2c.send', textMessage(bobId, '  ', 2))).errorCode).toBe(10004);
    expect((await alice.request('c2c.send', { sendMessageRequest: { message: { to: bobId, random: 3, elements: [] } } })).errorCode).toBe(
      10004,
    );
    expect((await send(alice, bobId, '这里有BadWord')).errorCode).toBe(80001);
    expect((await send(alice, bobId, '法轮')).errorCode).toBe(80001);
    expect((await send(alice, bobId, 'x'.repeat(13_000))).errorCode).toBe(80002);
    expect((await send(alice, '999999', 'hi')).errorCode).toBe(20003);
    expect((await send(alice, 'guest_abc', 'hi')).errorCode).toBe(20003);
    expect((await send(alice, aliceId, 'hi')).errorCode).toBe(20003);
    const guestInfo = await server.call<{ userid: string; txim_sign: string }>('/api/user/getGuestInfo');
    const guest = await loggedIn(server, { id: guestInfo.data.userid, signature: guestInfo.data.txim_sign });
    expect((await send(guest, bobId, 'hi')).errorCode).toBe(10007);
    guest.close();
  });

  it('syncs the inbox in pages with flags 0, 1 and 2', async () => {
    for (let i = 2; i <= 5; i++) expect((await send(alice, bobId, `message ${i}`)).errorCode).toBe(0);
    const first = await bob.request('sync', { syncRequest: { cookie: 0, count: 2 } });
    expect(first.syncResponse).toMatchObject({ cookie: 2, syncFlag: 0 });
    expect(first.syncResponse?.messages?.map((m) => m.inboxSequence)).toEqual([1, 2]);
    const second = await bob.request('sync', { syncRequest: { cookie: 2, count: 2 } });
    expect(second.syncResponse).toMatchObject({ cookie: 4, syncFlag: 1 });
    const last = await bob.request('sync', { syncRequest: { cookie: 4, count: 2 } });
    expect(last.syncResponse).toMatchObject({ cookie: 5, syncFlag: 2 });
    expect(texts(last, 'syncResponse')).toEqual(['message 5']);
    expect((await bob.request('sync', { syncRequest: { cookie: 5 } })).syncResponse).toMatchObject({
      cookie: 5,
      syncFlag: 2,
      messages: [],
    });
  });

  it('answers history newest first, without the messages the caller deleted', async () => {
    const page = await alice.request('roaming', { roamingRequest: { conversationType: 1, peer: bobId, count: 2 } });
    expect(page.roamingResponse?.messages?.map((m) => m.sequence)).toEqual([5, 4]);
    expect(page.roamingResponse?.complete).toBe(false);
    expect(
      (await alice.request('delete', { deleteMessagesRequest: { refs: [{ conversationType: 1, from: aliceId, to: bobId, sequence: 3 }] } }))
        .errorCode,
    ).toBe(0);
    const older = await alice.request('roaming', { roamingRequest: { conversationType: 1, peer: bobId, count: 21, sequence: 4 } });
    expect(older.roamingResponse?.messages?.map((m) => m.sequence)).toEqual([2, 1]);
    expect(older.roamingResponse?.complete).toBe(true);
    const bobs = await bob.request('roaming', { roamingRequest: { conversationType: 1, peer: aliceId, sequence: 4 } });
    expect(bobs.roamingResponse?.messages?.map((m) => m.sequence)).toEqual([3, 2, 1]);
    const synced = await alice.request('sync', { syncRequest: { cookie: 2, count: 1 } });
    expect(synced.syncResponse?.messages?.[0]).toMatchObject({ sequence: 3, isDeleted: true });
    expect((await alice.request('delete', { deleteMessagesRequest: { refs: [] } })).errorCode).toBe(10004);
  });

  it('counts unread, marks read and tells the peer', async () => {
    const before = await bob.request('conversation.list', { conversationListRequest: {} });
    expect(before.conversationListResponse?.conversations?.[0]).toMatchObject({
      type: 1,
      peer: aliceId,
      unreadCount: 5,
      name: 'imalice',
      readSequence: 0,
    });
    expect(before.conversationListResponse?.conversations?.[0]?.lastMessage?.sequence).toBe(5);
    expect((await bob.request('read', { setReadRequest: { conversationType: 1, peer: aliceId, sequence: 3 } })).errorCode).toBe(0);
    expect((await alice.nextPush('push.read')).readPush).toMatchObject({ peer: bobId, sequence: 3 });
    expect((await bob.request('conversation.list')).conversationListResponse?.conversations?.[0]?.unreadCount).toBe(2);
    await bob.request('read', { setReadRequest: { conversationType: 1, peer: aliceId, sequence: 0 } });
    expect((await alice.nextPush('push.read')).readPush?.sequence).toBe(5);
    expect((await bob.request('conversation.list')).conversationListResponse?.conversations?.[0]?.unreadCount).toBe(0);
    const alices = (await alice.request('conversation.list')).conversationListResponse?.conversations?.[0];
    expect(alices?.peerReadTime).toBeGreaterThan(0);
    expect(alices?.lastMessage).toMatchObject({ sequence: 5, isPeerRead: true });
  });

  it('lets only the sender revoke, and tells both sides', async () => {
    const ref = { conversationType: 1, from: aliceId, to: bobId, sequence: 5 };
    expect((await bob.request('revoke', { messageRef: ref })).errorCode).toBe(10007);
    expect((await alice.request('revoke', { messageRef: { ...ref, sequence: 99 } })).errorCode).toBe(10004);
    expect((await alice.request('revoke', { messageRef: ref })).errorCode).toBe(0);
    for (const client of [alice, bob]) {
      const change = (await client.nextPush('push.change')).changePush;
      expect(change).toMatchObject({ kind: 1, message: { sequence: 5, isRevoked: true, revoker: aliceId } });
    }
  });

  it('modifies with a version check (20027 when stale) and tells both sides', async () => {
    const ref = { conversationType: 1, from: aliceId, to: bobId, sequence: 4 };
    const modified = await bob.request('modify', {
      modifyRequest: { ref, version: 0, elements: [{ type: 'TIMTextElem', text: 'edited' }], cloudCustomData: '{"edited":1}' },
    });
    expect(modified.errorCode).toBe(0);
    expect(modified.modifiedMessage).toMatchObject({ version: 1, cloudCustomData: '{"edited":1}' });
    for (const client of [alice, bob])
      expect((await client.nextPush('push.change')).changePush).toMatchObject({ kind: 2, message: { sequence: 4, version: 1 } });
    const stale = await alice.request('modify', { modifyRequest: { ref, version: 0, elements: [{ type: 'TIMTextElem', text: 'mine' }] } });
    expect(stale.errorCode).toBe(20027);
    expect(stale.modifiedMessage).toMatchObject({ version: 1 });
    expect(stale.modifiedMessage?.elements?.[0]?.text).toBe('edited');
  });

  it('pins, pages, deletes conversations, and reports the inbox position at login', async () => {
    const carol = await chatUser(server, 'imcarol');
    expect((await send(alice, carol.id, 'hi carol')).errorCode).toBe(0);
    await alice.nextPush('push.message');
    const order = async () => (await alice.request('conversation.list')).conversationListResponse?.conversations?.map((c) => c.peer);
    expect(
      (await alice.request('conversation.pin', { pinConversationRequest: { conversationId: `C2C${bobId}`, pin: true } })).errorCode,
    ).toBe(0);
    expect(await order()).toEqual([bobId, carol.id]);
    const firstPage = (await alice.request('conversation.list', { conversationListRequest: { count: 1 } })).conversationListResponse;
    expect(firstPage).toMatchObject({ completeFlag: 0, startIndex: 1 });
    expect(firstPage?.conversations?.[0]).toMatchObject({ isPinned: true });
    expect(
      (await alice.request('conversation.list', { conversationListRequest: { startIndex: 1, count: 1 } })).conversationListResponse
        ?.completeFlag,
    ).toBe(1);
    expect(
      (await alice.request('conversation.pin', { pinConversationRequest: { conversationId: 'C2Cnobody', pin: true } })).errorCode,
    ).toBe(10004);

    const deleted = await alice.request('conversation.delete', {
      deleteConversationRequest: { conversationIds: [`C2C${carol.id}`, 'bogus'], clearHistoryMessage: true },
    });
    expect(deleted.deleteConversationResponse?.deleted).toEqual([`C2C${carol.id}`]);
    expect(await order()).toEqual([bobId]);
    const cleared = await alice.request('roaming', { roamingRequest: { conversationType: 1, peer: carol.id } });
    expect(cleared.roamingResponse).toMatchObject({ messages: [], complete: true });

    // Five messages with bob and one with carol: a new login starts from there.
    const relogin = await alice.request('login', { loginRequest: {} }, { userId: aliceId, userSig: aliceSignature });
    expect(relogin.loginResponse?.inboxSequence).toBe(6);
  });

  it('keeps every inbox gapless under sends in both directions at once', async () => {
    const [dave, erin] = [await chatUser(server, 'imdave'), await chatUser(server, 'imerin')];
    const [daveSocket, erinSocket] = [await loggedIn(server, dave), await loggedIn(server, erin)];
    const burst = (from: RawImClient, to: string) =>
      Array.from({ length: 15 }, (_, i) => from.request('c2c.send', textMessage(to, `burst ${i}`, 90_000 + i)));
    const answers = await Promise.all([...burst(daveSocket, erin.id), ...burst(erinSocket, dave.id)]);
    expect(answers.map((answer) => answer.errorCode)).toEqual(answers.map(() => 0));
    expect(answers.map((answer) => answer.sendMessageResponse?.sequence).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    for (const socket of [daveSocket, erinSocket]) {
      const synced = await socket.request('sync', { syncRequest: { cookie: 0 } });
      expect(synced.syncResponse?.messages?.map((m) => m.inboxSequence)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      socket.close();
    }
  });

  it('stores a message once when resends race', async () => {
    const [frank, gina] = [await chatUser(server, 'imfrank'), await chatUser(server, 'imgina')];
    const message = {
      conversationType: 1 as const,
      from: frank.id,
      to: gina.id,
      thread: c2cThread(frank.id, gina.id),
      random: 7,
      time: 1,
      clientTime: 0,
      clientSequence: 0,
      elements: [],
      cloudCustomData: '',
      nick: '',
      avatar: '',
      priority: 0,
    };
    const stored = await Promise.all(Array.from({ length: 5 }, () => storeMessage(server.db, message, 1000)));
    expect(stored.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(new Set(stored.map((result) => result.row.id)).size).toBe(1);
    const [{ inbox_seq }] = await server.db.query<{ inbox_seq: number }>('select inbox_seq from im_users where user_id = $1', [gina.id]);
    expect(inbox_seq).toBe(1);
  });
});
