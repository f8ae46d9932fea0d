import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationType, ErrorCode, ImEvent, type ChatSdk, type Message } from '../../../runtime/im/index.ts';
import { startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';
import { clientsOf, chatUser, eventually, loggedIn, nextEvent } from './chat-fixtures.ts';

/** Two real clients over real sockets to the real gateway (spec 001 §4 Message life cycle). */
describe('C2C chat between two clients', () => {
  let server: TestServer;
  let alice: ChatSdk;
  let bob: ChatSdk;
  let aliceId: string;
  let bobId: string;
  const clients = clientsOf(() => server);
  const client = () => clients.open();

  beforeAll(async () => {
    server = await startTestServer();
    const a = await chatUser(server, 'chat_alice');
    const b = await chatUser(server, 'chat_bob');
    aliceId = a.userID;
    bobId = b.userID;
    alice = await loggedIn(client(), a);
    bob = await loggedIn(client(), b);
  });

  afterAll(async () => {
    await clients.destroyAll();
    await server?.close();
  });

  const text = (sdk: ChatSdk, to: string, value: string) =>
    sdk.createTextMessage({ to, conversationType: ConversationType.C2C, payload: { text: value } });

  it('delivers a message: unsend, then success for the sender; received, unread and last message for the peer', async () => {
    const message = text(alice, bobId, '今晚谁赢？');
    expect(message.status).toBe('unsend');
    const received = nextEvent(bob, ImEvent.MESSAGE_RECEIVED);
    const { data } = await alice.sendMessage(message);
    expect(data.message.status).toBe('success');
    expect(data.message.sequence).toBeGreaterThan(0);
    const [incoming] = await received;
    expect(incoming).toMatchObject({
      from: aliceId,
      to: bobId,
      flow: 'in',
      conversationID: `C2C${aliceId}`,
      payload: { text: '今晚谁赢？' },
      ID: data.message.ID,
    });
    await eventually(() => bob.getTotalUnreadMessageCount() === 1, 5000, 'unread 1');
    const { data: list } = await bob.getConversationList();
    expect(list.conversationList[0]).toMatchObject({
      conversationID: `C2C${aliceId}`,
      unreadCount: 1,
      lastMessage: { messageForShow: '今晚谁赢？', fromAccount: aliceId },
    });
  });

  it('marks outgoing messages read when the peer reads them', async () => {
    const readByPeer = nextEvent(alice, ImEvent.MESSAGE_READ_BY_PEER);
    await bob.setMessageRead({ conversationID: `C2C${aliceId}` });
    expect(bob.getTotalUnreadMessageCount()).toBe(0);
    const { conversationID, messages } = await readByPeer;
    expect(conversationID).toBe(`C2C${bobId}`);
    expect(messages.map((m) => m.isPeerRead)).toEqual([true]);
  });

  it('shows a revoke to the peer and takes an unread message off the count', async () => {
    const received = nextEvent(bob, ImEvent.MESSAGE_RECEIVED);
    const { data } = await alice.sendMessage(text(alice, bobId, '说错了'));
    await received;
    await eventually(() => bob.getTotalUnreadMessageCount() === 1, 5000, 'unread 1');
    const revoked = nextEvent(bob, ImEvent.MESSAGE_REVOKED);
    await alice.revokeMessage(data.message);
    const [seen] = await revoked;
    expect(seen).toMatchObject({ ID: data.message.ID, isRevoked: true, revoker: aliceId });
    await eventually(() => bob.getTotalUnreadMessageCount() === 0, 5000, 'unread back to 0');
  });

  it('shows a modification to the peer, and refuses one made on a stale version', async () => {
    const received = nextEvent(bob, ImEvent.MESSAGE_RECEIVED);
    const { data } = await alice.sendMessage(text(alice, bobId, '2:1'));
    await received;
    const stale: Message = { ...data.message, payload: { text: '2:2 (stale)' } };
    const modified = nextEvent(bob, ImEvent.MESSAGE_MODIFIED);
    data.message.payload = { text: '3:1' };
    await alice.modifyMessage(data.message);
    const [seen] = await modified;
    expect(seen).toMatchObject({ ID: data.message.ID, payload: { text: '3:1' }, isModified: true, version: 1 });
    await expect(alice.modifyMessage(stale)).rejects.toMatchObject({ code: ErrorCode.MESSAGE_MODIFY_CONFLICT });
  });

  it('refuses an empty text before anything is sent', async () => {
    await expect(alice.sendMessage(text(alice, bobId, '   '))).rejects.toMatchObject({ code: ErrorCode.MESSAGE_TEXT_EMPTY });
  });

  it('passes the server’s send failure code through and marks the message failed', async () => {
    const message = text(alice, bobId, '这是 badword');
    await expect(alice.sendMessage(message)).rejects.toMatchObject({ code: 80001 });
    expect(message.status).toBe('fail');
  });

  it('kicks the first device out when the same user logs in on another, which then pages the history 15 at a time', async () => {
    for (let i = 0; i < 20; i++) await alice.sendMessage(text(alice, bobId, `history ${i}`));
    // Bob's own second device: same user, another instance, kicks the first one; history comes from the server.
    const kicked = nextEvent(bob, ImEvent.KICKED_OUT);
    const bobSecond = client();
    await loggedIn(bobSecond, {
      userID: bobId,
      userSig: (await server.call<{ txim_sign: string }>('/webapi/user/login', { account: 'chat_bob', password: 'goal2026' })).data
        .txim_sign,
    });
    expect(await kicked).toEqual({ type: 'multipleDevice' });
    expect(bob.isReady()).toBe(false);
    const first = await bobSecond.getMessageList({ conversationID: `C2C${aliceId}` });
    expect(first.data.messageList).toHaveLength(15);
    expect(first.data.messageList.at(-1)?.payload).toEqual({ text: 'history 19' });
    expect(first.data.isCompleted).toBe(false);
    const second = await bobSecond.getMessageList({ conversationID: `C2C${aliceId}`, nextReqMessageID: first.data.nextReqMessageID });
    expect(second.data.messageList.at(-1)?.payload).toEqual({ text: 'history 4' });
    const sequences = [...second.data.messageList, ...first.data.messageList].map((m) => m.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
  });
});
