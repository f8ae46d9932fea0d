import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConversationType,
  ErrorCode,
  GroupTypes,
  ImEvent,
  MessageType,
  type ChatSdk,
  type FacePayload,
  type ImError,
  type LocationPayload,
  type Message,
  type MergerPayload,
  type TextPayload,
} from '../../../runtime/im/index.ts';
import { backends, startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';
import { clientsOf, chatUser, eventually, loggedIn } from './chat-fixtures.ts';

const codeOf = (promise: Promise<unknown>): Promise<number> =>
  promise.then(
    () => 0,
    (error: ImError) => error.code,
  );
const textOf = (message: Message) => (message.payload as TextPayload).text;

/**
 * Messages, more (spec 001 §3, §5, §7, §9) between four SDK clients over real sockets: faces and locations, merged
 * messages (one over 11,264 bytes stored apart and downloaded by the peer), forwards, hopping, translation, online-only
 * messages and messages to specified receivers.
 */
describe.each(backends)(
  'faces, locations, merged and forwarded messages, hopping and receivers between clients on $name',
  ({ databaseUrl }) => {
    let server: TestServer;
    const sdk: Record<'alice' | 'bob' | 'carol' | 'dave', ChatSdk> = {} as never;
    const ids: Record<keyof typeof sdk, string> = { alice: '', bob: '', carol: '', dave: '' };
    const received = new Map<ChatSdk, Message[]>();
    const clients = clientsOf(() => server);
    let groupID = '';

    const arrival = async (who: ChatSdk, what: string, match: (message: Message) => boolean): Promise<Message> => {
      await eventually(() => received.get(who)!.some(match), 10_000, what);
      return received.get(who)!.find(match)!;
    };
    const sendText = async (from: ChatSdk, to: string, text: string, conversationType: ConversationType = ConversationType.C2C) =>
      (await from.sendMessage(from.createTextMessage({ to, conversationType, payload: { text } }))).data.message;

    beforeAll(async () => {
      server = await startTestServer({ databaseUrl });
      for (const name of Object.keys(ids) as (keyof typeof sdk)[]) {
        const identity = await chatUser(server, `more_${name}`);
        ids[name] = identity.userID;
        sdk[name] = clients.open();
        received.set(sdk[name], []);
        sdk[name].on(ImEvent.MESSAGE_RECEIVED, (messages) => received.get(sdk[name])!.push(...messages));
        await loggedIn(sdk[name], identity);
      }
      const { group } = (
        await sdk.alice.createGroup({
          type: GroupTypes.GRP_PUBLIC,
          name: '皇马球迷',
          memberList: [{ userID: ids.bob }, { userID: ids.carol }],
        })
      ).data;
      groupID = group.groupID;
    });

    afterAll(async () => {
      await clients.destroyAll();
      await server?.close();
    });

    it('delivers a face and a location with their element types, and keeps them in history', async () => {
      await sdk.alice.sendMessage(
        sdk.alice.createFaceMessage({ to: ids.bob, conversationType: ConversationType.C2C, payload: { index: 3, data: 'goal-dance' } }),
      );
      await sdk.alice.sendMessage(
        sdk.alice.createLocationMessage({
          to: ids.bob,
          conversationType: ConversationType.C2C,
          payload: { description: 'Camp Nou', longitude: 2.1228, latitude: 41.3809 },
        }),
      );
      const face = await arrival(sdk.bob, 'face', (message) => message.type === MessageType.FACE);
      expect(face.payload as FacePayload).toEqual({ index: 3, data: 'goal-dance' });
      const location = await arrival(sdk.bob, 'location', (message) => message.type === MessageType.LOCATION);
      expect(location.payload as LocationPayload).toEqual({ description: 'Camp Nou', longitude: 2.1228, latitude: 41.3809 });
      const { data } = await sdk.bob.getMessageList({ conversationID: `C2C${ids.alice}` });
      expect(data.messageList.map((message) => message.type)).toEqual([MessageType.FACE, MessageType.LOCATION]);
    });

    it('sends a small merged message inline: the peer reads its messages at once', async () => {
      const sent = [await sendText(sdk.alice, ids.bob, '第一条'), await sendText(sdk.alice, ids.bob, '第二条')];
      const merger = sdk.alice.createMergerMessage({
        to: ids.carol,
        conversationType: ConversationType.C2C,
        payload: {
          messageList: sent,
          title: 'Alice 和 Bob 的聊天记录',
          abstractList: ['Alice: 第一条', 'Alice: 第二条'],
          compatibleText: '请升级以查看',
        },
      });
      await sdk.alice.sendMessage(merger);
      const incoming = await arrival(sdk.carol, 'small merger', (message) => message.type === MessageType.MERGER);
      const payload = incoming.payload as MergerPayload;
      expect(payload).toMatchObject({
        title: 'Alice 和 Bob 的聊天记录',
        abstractList: ['Alice: 第一条', 'Alice: 第二条'],
        compatibleText: '请升级以查看',
        messageNumber: 2,
        downloadKey: '',
      });
      expect(payload.messageList.map(textOf)).toEqual(['第一条', '第二条']);
      expect(payload.messageList[0].from).toBe(ids.alice);
      // Each forwarded message carries the time it was forwarded, so the merged list can show it.
      expect(incoming.time).toBeGreaterThan(0);
      expect(payload.messageList.map((message) => message.time)).toEqual([incoming.time, incoming.time]);
    });

    it('stores a merged message over 11,264 bytes apart; the peer downloads it by key, a stranger cannot', async () => {
      const sent: Message[] = [];
      for (let index = 0; index < 12; index++) sent.push(await sendText(sdk.alice, ids.bob, `${index}:${'球'.repeat(400)}`));
      const merger = sdk.alice.createMergerMessage({
        to: groupID,
        conversationType: ConversationType.GROUP,
        payload: { messageList: sent, title: '长记录', abstractList: ['…'], compatibleText: '聊天记录' },
      });
      await sdk.alice.sendMessage(merger);
      expect((merger.payload as MergerPayload).downloadKey).toMatch(new RegExp(`^im-${ids.alice}-[0-9a-f]{16}\\.merger$`));
      const incoming = await arrival(sdk.carol, 'large merger', (message) => message.type === MessageType.MERGER && message.to === groupID);
      const payload = incoming.payload as MergerPayload;
      expect(payload.messageList).toEqual([]);
      expect(payload.messageNumber).toBe(12);
      const downloaded = await sdk.carol.downloadMergerMessage(incoming);
      expect((downloaded.payload as MergerPayload).messageList.map(textOf)).toEqual(sent.map(textOf));
      // A list stored apart is the sender's file: the sender stamped it with the time it made the merged message.
      const times = new Set((downloaded.payload as MergerPayload).messageList.map((message) => message.time));
      expect([...times]).toHaveLength(1);
      expect([...times][0]).toBeGreaterThan(0);
      expect((downloaded.payload as MergerPayload).downloadKey).toBe('');
      // Dave is in no conversation it was sent in.
      const copy = { ...incoming, payload: { ...payload, downloadKey: (merger.payload as MergerPayload).downloadKey, messageList: [] } };
      expect(await codeOf(sdk.dave.downloadMergerMessage(copy))).toBe(ErrorCode.MESSAGE_MERGER_DOWNLOAD_FAIL);
      expect(await codeOf(sdk.dave.downloadMergerMessage(sent[0]))).toBe(ErrorCode.MESSAGE_MERGER_TYPE_INVALID);
      expect(await codeOf(sdk.dave.downloadMergerMessage({ ...copy, payload: { ...copy.payload, downloadKey: '' } }))).toBe(
        ErrorCode.MESSAGE_MERGER_KEY_INVALID,
      );
    });

    it('forwards a received message, a stored-apart merged one too, which the new peer can then download', async () => {
      const original = await arrival(sdk.bob, 'face to forward', (message) => message.type === MessageType.FACE);
      await sdk.bob.sendMessage(sdk.bob.createForwardMessage({ to: ids.dave, conversationType: ConversationType.C2C, payload: original }));
      const forwarded = await arrival(sdk.dave, 'forwarded face', (message) => message.type === MessageType.FACE);
      expect(forwarded).toMatchObject({ from: ids.bob, payload: { index: 3, data: 'goal-dance' } });

      const merger = await arrival(sdk.carol, 'large merger', (message) => message.type === MessageType.MERGER && message.to === groupID);
      await sdk.carol.sendMessage(
        sdk.carol.createForwardMessage({ to: ids.dave, conversationType: ConversationType.C2C, payload: merger }),
      );
      const atDave = await arrival(
        sdk.dave,
        'forwarded merger',
        (message) => message.type === MessageType.MERGER && message.from === ids.carol,
      );
      const downloaded = await sdk.dave.downloadMergerMessage(atDave);
      expect((downloaded.payload as MergerPayload).messageList).toHaveLength(12);

      const tip = { ...original, type: MessageType.GROUP_TIP };
      expect(() => sdk.bob.createForwardMessage({ to: ids.dave, conversationType: ConversationType.C2C, payload: tip })).toThrow(
        expect.objectContaining({ code: ErrorCode.MESSAGE_FORWARD_TYPE_INVALID }),
      );
    });

    it('hops through a group history around a sequence in both directions, and a C2C one from the newest', async () => {
      const sent: Message[] = [];
      for (let index = 1; index <= 8; index++) sent.push(await sendText(sdk.alice, groupID, `hop ${index}`, ConversationType.GROUP));
      const middle = sent[4].sequence;
      const older = (await sdk.bob.getMessageListHopping({ conversationID: `GROUP${groupID}`, sequence: middle, count: 3, direction: 0 }))
        .data;
      expect(older.messageList.map(textOf)).toEqual(['hop 3', 'hop 4', 'hop 5']);
      expect(older).toMatchObject({ isCompleted: false, nextMessageSeq: middle - 3 });
      const newer = (await sdk.bob.getMessageListHopping({ conversationID: `GROUP${groupID}`, sequence: middle, count: 3, direction: 1 }))
        .data;
      expect(newer.messageList.map(textOf)).toEqual(['hop 5', 'hop 6', 'hop 7']);
      expect(newer).toMatchObject({ isCompleted: false, nextMessageSeq: middle + 3 });
      const end = (await sdk.bob.getMessageListHopping({ conversationID: `GROUP${groupID}`, sequence: middle + 3, count: 5, direction: 1 }))
        .data;
      expect(end.messageList.map(textOf)).toEqual(['hop 8']);
      expect(end).toMatchObject({ isCompleted: true, nextMessageSeq: '' });
      const c2c = (await sdk.bob.getMessageListHopping({ conversationID: `C2C${ids.alice}`, count: 2 })).data;
      expect(c2c.messageList.map(textOf)).toEqual([`10:${'球'.repeat(400)}`, `11:${'球'.repeat(400)}`]);
      expect(await codeOf(sdk.bob.getMessageListHopping({ conversationID: `GROUP${groupID}`, sequence: middle, direction: 2 }))).toBe(
        ErrorCode.INVALID_PARAMETER,
      );
      // Dave is no member of the group.
      expect(await codeOf(sdk.dave.getMessageListHopping({ conversationID: `GROUP${groupID}`, sequence: middle }))).toBe(10007);
    });

    it('delivers an online-only message to who is online and never stores it; offline push info reaches the reader', async () => {
      await sdk.alice.sendMessage(
        sdk.alice.createTextMessage({ to: ids.bob, conversationType: ConversationType.C2C, payload: { text: '只在线' } }),
        { onlineUserOnly: true },
      );
      const live = await arrival(sdk.bob, 'online-only', (message) => textOf(message) === '只在线');
      expect(live.onlineOnly).toBe(true);
      const history = (await sdk.bob.getMessageListHopping({ conversationID: `C2C${ids.alice}`, count: 15 })).data.messageList;
      expect(history.map(textOf)).not.toContain('只在线');

      await sdk.alice.sendMessage(
        sdk.alice.createTextMessage({ to: ids.bob, conversationType: ConversationType.C2C, payload: { text: '推送' } }),
        { offlinePushInfo: { title: '进球', description: 'Alice 发来消息', extension: '{"match":1}' } },
      );
      const pushed = await arrival(sdk.bob, 'push info', (message) => textOf(message) === '推送');
      expect(pushed.offlinePushInfo).toMatchObject({
        title: '进球',
        description: 'Alice 发来消息',
        extension: '{"match":1}',
        disablePush: false,
      });
    });

    it('shows a message to specified receivers to them only, live and in history', async () => {
      await sdk.alice.sendMessage(
        sdk.alice.createTextMessage({
          to: groupID,
          conversationType: ConversationType.GROUP,
          payload: { text: '只给 Bob' },
          receiverList: [ids.bob],
        }),
      );
      await sendText(sdk.alice, groupID, '给大家', ConversationType.GROUP);
      const atBob = await arrival(sdk.bob, 'for bob', (message) => textOf(message) === '只给 Bob');
      expect(atBob.receiverList).toEqual([ids.bob]);
      await arrival(sdk.carol, 'for everyone', (message) => textOf(message) === '给大家');
      expect(received.get(sdk.carol)!.map(textOf)).not.toContain('只给 Bob');
      const history = async (who: ChatSdk) =>
        (await who.getMessageListHopping({ conversationID: `GROUP${groupID}`, count: 3 })).data.messageList.map(textOf);
      expect(await history(sdk.bob)).toContain('只给 Bob');
      expect(await history(sdk.carol)).not.toContain('只给 Bob');
      expect(() =>
        sdk.alice.createTextMessage({
          to: groupID,
          conversationType: ConversationType.GROUP,
          payload: { text: 'x' },
          receiverList: Array.from({ length: 51 }, (_, index) => String(index)),
        }),
      ).toThrow(expect.objectContaining({ code: ErrorCode.INVALID_PARAMETER }));
      expect(
        await codeOf(
          sdk.alice.sendMessage(
            sdk.alice.createTextMessage({
              to: groupID,
              conversationType: ConversationType.GROUP,
              payload: { text: 'x' },
              receiverList: [ids.dave],
            }),
          ),
        ),
      ).toBe(10004);
    });

    it('translates with the server phrasebook, and says TRANSLATE_TEXT_FAIL for a text it lacks', async () => {
      expect(
        (await sdk.bob.translateText({ sourceTextList: ['进球了', '谢谢'], sourceLanguage: 'zh', targetLanguage: 'pt-br' })).data,
      ).toEqual({ translatedTextList: ['Gol', 'Obrigado'] });
      expect(
        (await sdk.bob.translateText({ sourceTextList: ['Impedimento'], sourceLanguage: 'auto', targetLanguage: 'zh' })).data
          .translatedTextList,
      ).toEqual(['越位']);
      expect(await codeOf(sdk.bob.translateText({ sourceTextList: ['梅西是最好的'], sourceLanguage: 'zh', targetLanguage: 'pt' }))).toBe(
        ErrorCode.TRANSLATE_TEXT_FAIL,
      );
    });
  },
);
