import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationType, ErrorCode, GroupTypes, ImEvent, type ChatSdk, type ImError, type Message } from '../../../runtime/im/index.ts';
import { startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';
import { clientsOf, chatUser, eventually, loggedIn, nextEvent } from './chat-fixtures.ts';

const codeOf = (promise: Promise<unknown>): Promise<number> =>
  promise.then(
    () => 0,
    (error: ImError) => error.code,
  );

/** SDK clients over real sockets: read receipts (C2C, a group of three), message extensions and member fields (spec 001 §3-§5). */
describe('read receipts and message extensions between clients', () => {
  let server: TestServer;
  let ana: ChatSdk;
  let bia: ChatSdk;
  let caio: ChatSdk;
  const ids = { ana: '', bia: '', caio: '' };
  let groupID = '';
  const clients = clientsOf(() => server);

  beforeAll(async () => {
    server = await startTestServer();
    const users = {
      ana: await chatUser(server, 'rcpt_ana'),
      bia: await chatUser(server, 'rcpt_bia'),
      caio: await chatUser(server, 'rcpt_caio'),
    };
    [ids.ana, ids.bia, ids.caio] = [users.ana.userID, users.bia.userID, users.caio.userID];
    ana = await loggedIn(clients.open(), users.ana);
    bia = await loggedIn(clients.open(), users.bia);
    caio = await loggedIn(clients.open(), users.caio);
    groupID = (
      await ana.createGroup({ type: GroupTypes.GRP_PUBLIC, name: '回执群', memberList: [{ userID: ids.bia }, { userID: ids.caio }] })
    ).data.group.groupID;
  });

  afterAll(async () => {
    await clients.destroyAll();
    await server?.close();
  });

  /** Sends `text` from `sdk` and answers the sent message and the copy `reader` received. */
  async function exchange(
    sdk: ChatSdk,
    reader: ChatSdk,
    to: string,
    conversationType: ConversationType,
    text: string,
    options: { needReadReceipt?: boolean; isSupportExtension?: boolean },
  ) {
    // Other messages (the group's tips) may come first: the reader's copy is found by its ID.
    const seen: Message[] = [];
    const off = reader.on(ImEvent.MESSAGE_RECEIVED, (messages) => seen.push(...messages));
    const { data } = await sdk.sendMessage(sdk.createTextMessage({ to, conversationType, payload: { text }, ...options }));
    await eventually(() => seen.some((message) => message.ID === data.message.ID), 5000, `${text} received`);
    off();
    return { sent: data.message, incoming: seen.find((message) => message.ID === data.message.ID) as Message };
  }

  it('sends a C2C read receipt only for a message that asked for one, and the sender sees it read', async () => {
    const plain = await exchange(ana, bia, ids.bia, ConversationType.C2C, '普通消息', {});
    expect(await codeOf(bia.sendMessageReadReceipt([plain.incoming]))).toBe(ErrorCode.READ_RECEIPT_MESSAGE_LIST_EMPTY);
    const asked = await exchange(ana, bia, ids.bia, ConversationType.C2C, '看到请回复', { needReadReceipt: true });
    expect(asked.incoming.needReadReceipt).toBe(true);
    // My own message asks nothing of me.
    expect(await codeOf(ana.sendMessageReadReceipt([asked.sent]))).toBe(ErrorCode.READ_RECEIPT_MESSAGE_LIST_EMPTY);
    expect(
      (await ana.getMessageReadReceiptList([asked.sent, plain.sent])).data.messageList.map((message) => message.readReceiptInfo),
    ).toEqual([{ isPeerRead: false }]);

    const receipt = nextEvent(ana, ImEvent.MESSAGE_READ_RECEIPT_RECEIVED);
    expect((await bia.sendMessageReadReceipt([asked.incoming, plain.incoming])).code).toBe(0);
    expect(await receipt).toEqual([{ userID: ids.bia, messageID: asked.sent.ID, isPeerRead: true }]);
    expect(asked.sent.readReceiptInfo).toEqual({ isPeerRead: true });
    expect((await ana.getMessageReadReceiptList([asked.sent])).data.messageList[0].readReceiptInfo).toEqual({ isPeerRead: true });
  });

  it('counts a group message read by one of three, and lists who read it and who has not, a page at a time', async () => {
    const { sent, incoming } = await exchange(ana, bia, groupID, ConversationType.GROUP, '集合时间 19:00', { needReadReceipt: true });
    await eventually(() => caio.getLocalMessages(`GROUP${groupID}`).some((message) => message.ID === sent.ID), 5000, 'caio received');
    expect((await ana.getMessageReadReceiptList([sent])).data.messageList[0].readReceiptInfo).toEqual({ readCount: 0, unreadCount: 2 });

    const receipt = nextEvent(ana, ImEvent.MESSAGE_READ_RECEIPT_RECEIVED);
    await bia.sendMessageReadReceipt([incoming]);
    expect(await receipt).toEqual([{ groupID, messageID: sent.ID, readCount: 1, unreadCount: 1 }]);
    expect(sent.readReceiptInfo).toEqual({ readCount: 1, unreadCount: 1 });

    const read = await ana.getGroupMessageReadMemberList({ message: sent, filter: 0, cursor: '', count: 100 });
    expect(read.data).toEqual({ messageID: sent.ID, cursor: '', isCompleted: true, readUserIDList: [ids.bia], unreadUserIDList: [] });
    const unread = await ana.getGroupMessageReadMemberList({ message: sent, filter: 1, cursor: '', count: 100 });
    expect(unread.data.unreadUserIDList).toEqual([ids.caio]);
    // A receipt sent twice counts once.
    await bia.sendMessageReadReceipt([incoming]);
    expect((await ana.getMessageReadReceiptList([sent])).data.messageList[0].readReceiptInfo).toEqual({ readCount: 1, unreadCount: 1 });
    // Only the sender sees who read it.
    expect(await codeOf(bia.getGroupMessageReadMemberList({ message: incoming, filter: 0, cursor: '', count: 10 }))).toBe(10007);

    const caioMessage = caio.getLocalMessages(`GROUP${groupID}`).find((message) => message.ID === sent.ID) as Message;
    await caio.sendMessageReadReceipt([caioMessage]);
    const firstPage = await ana.getGroupMessageReadMemberList({ message: sent, filter: 0, cursor: '', count: 1 });
    expect(firstPage.data.isCompleted).toBe(false);
    const secondPage = await ana.getGroupMessageReadMemberList({ message: sent, filter: 0, cursor: firstPage.data.cursor, count: 1 });
    expect([...firstPage.data.readUserIDList, ...secondPage.data.readUserIDList].sort()).toEqual([ids.bia, ids.caio].sort());
    expect(secondPage.data.isCompleted).toBe(true);
  });

  it('shares extensions: set by one, seen by another as an event and a read, a stale change conflicts, deletes reach the others', async () => {
    const { sent, incoming } = await exchange(ana, bia, groupID, ConversationType.GROUP, '谁去看球？', { isSupportExtension: true });
    const updated = nextEvent(ana, ImEvent.MESSAGE_EXTENSIONS_UPDATED);
    const set = await bia.setMessageExtensions(incoming, [
      { key: 'going_bia', value: '1' },
      { key: 'seat', value: 'A12' },
    ]);
    expect(set.data.extensions).toEqual([
      { code: 0, key: 'going_bia', value: '1' },
      { code: 0, key: 'seat', value: 'A12' },
    ]);
    expect(await updated).toEqual({
      messageID: sent.ID,
      extensions: [
        { key: 'going_bia', value: '1' },
        { key: 'seat', value: 'A12' },
      ],
    });
    expect((await caio.getMessageExtensions(incoming)).data.extensions).toEqual([
      { key: 'going_bia', value: '1' },
      { key: 'seat', value: 'A12' },
    ]);

    // Caio read the seat before Ana changed it: his change is refused, with what is stored; after that it goes through.
    await ana.setMessageExtensions(sent, [{ key: 'seat', value: 'B7' }]);
    const stale = await caio.setMessageExtensions(incoming, [{ key: 'seat', value: 'C3' }]);
    expect(stale.data.extensions).toEqual([{ code: 23001, key: 'seat', value: 'B7' }]);
    expect((await caio.setMessageExtensions(incoming, [{ key: 'seat', value: 'C3' }])).data.extensions).toEqual([
      { code: 0, key: 'seat', value: 'C3' },
    ]);

    const deleted = nextEvent(bia, ImEvent.MESSAGE_EXTENSIONS_DELETED);
    await ana.getMessageExtensions(sent);
    expect((await ana.deleteMessageExtensions(sent, ['seat'])).data.extensions).toEqual([{ code: 0, key: 'seat', value: '' }]);
    expect(await deleted).toEqual({ messageID: sent.ID, keyList: ['seat'] });
    const cleared = nextEvent(bia, ImEvent.MESSAGE_EXTENSIONS_DELETED);
    await ana.deleteMessageExtensions(sent);
    expect(await cleared).toEqual({ messageID: sent.ID, keyList: ['going_bia'] });
    expect((await bia.getMessageExtensions(incoming)).data.extensions).toEqual([]);
  });

  it('names a C2C message by its extension key, and refuses extensions on a message that takes none', async () => {
    const { sent, incoming } = await exchange(ana, bia, ids.bia, ConversationType.C2C, '点个赞', { isSupportExtension: true });
    const updated = nextEvent(ana, ImEvent.MESSAGE_EXTENSIONS_UPDATED);
    await bia.setMessageExtensions(incoming, [{ key: 'like', value: '👍' }]);
    expect(await updated).toEqual({ messageID: sent.ID, extensions: [{ key: 'like', value: '👍' }] });
    expect((await ana.getMessageExtensions(sent)).data.extensions).toEqual([{ key: 'like', value: '👍' }]);
    const plain = await exchange(ana, bia, ids.bia, ConversationType.C2C, '不能点赞', {});
    expect(await codeOf(bia.setMessageExtensions(plain.incoming, [{ key: 'like', value: '1' }]))).toBe(10004);
  });

  it('sets a member custom field and marks members, shown in the member list', async () => {
    expect(
      (await bia.setGroupMemberCustomField({ groupID, memberCustomField: [{ key: 'team', value: '巴西' }] })).data.member.memberCustomField,
    ).toEqual([{ key: 'team', value: '巴西' }]);
    // A plain member cannot change another's fields, nor mark anyone.
    expect(
      await codeOf(bia.setGroupMemberCustomField({ groupID, userID: ids.caio, memberCustomField: [{ key: 'team', value: 'x' }] })),
    ).toBe(10007);
    expect(await codeOf(bia.markGroupMemberList({ groupID, userIDList: [ids.caio], markType: 1000, enableMark: true }))).toBe(10007);
    const marked = await ana.markGroupMemberList({
      groupID,
      userIDList: [ids.bia, ids.caio, '99999999'],
      markType: 1001,
      enableMark: true,
    });
    expect(marked.data).toEqual({ successUserIDList: [ids.bia, ids.caio], failureUserIDList: ['99999999'] });
    const { memberList } = (await caio.getGroupMemberProfile({ groupID, userIDList: [ids.bia] })).data;
    expect(memberList[0]).toMatchObject({ userID: ids.bia, memberCustomField: [{ key: 'team', value: '巴西' }], markList: [1001] });
    await ana.markGroupMemberList({ groupID, userIDList: [ids.bia], markType: 1001, enableMark: false });
    expect((await caio.getGroupMemberProfile({ groupID, userIDList: [ids.bia] })).data.memberList[0].markList).toEqual([]);
  });
});
