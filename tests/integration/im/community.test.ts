import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConversationType,
  ErrorCode,
  GroupTypes,
  ImEvent,
  MessageType,
  type ChatSdk,
  type GroupSystemNoticePayload,
  type ImError,
  type Message,
} from '../../../runtime/im/index.ts';
import { startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';
import { clientsOf, chatUser, eventually, loggedIn, nextEvent } from './chat-fixtures.ts';

const codeOf = (promise: Promise<unknown>): Promise<number> =>
  promise.then(
    () => 0,
    (error: ImError) => error.code,
  );

/** Two SDK clients over real sockets: a community with topics (spec 001 §3-§5, §8, §9). */
describe('a community with topics between two clients', () => {
  let server: TestServer;
  let owner: ChatSdk;
  let fan: ChatSdk;
  const ids = { owner: '', fan: '' };
  const received: Message[] = [];
  const clients = clientsOf(() => server);
  const topicTexts = (topicID: string) =>
    received
      .filter((message) => message.to === topicID && message.type === MessageType.TEXT)
      .map((message) => (message.payload as { text: string }).text);
  const noticeOf = (operationType: number) =>
    received.find(
      (message) =>
        message.type === MessageType.GROUP_SYSTEM_NOTICE && (message.payload as GroupSystemNoticePayload).operationType === operationType,
    );
  const text = (sdk: ChatSdk, to: string, words: string) =>
    sdk.sendMessage(sdk.createTextMessage({ to, conversationType: ConversationType.GROUP, payload: { text: words } }));

  beforeAll(async () => {
    server = await startTestServer();
    const users = { owner: await chatUser(server, 'com_owner'), fan: await chatUser(server, 'com_fan') };
    [ids.owner, ids.fan] = [users.owner.userID, users.fan.userID];
    owner = await loggedIn(clients.open(), users.owner);
    fan = clients.open();
    fan.on(ImEvent.MESSAGE_RECEIVED, (messages) => received.push(...messages));
    await loggedIn(fan, users.fan);
  });

  afterAll(async () => {
    await clients.destroyAll();
    await server?.close();
  });

  it("creates topics, carries a topic's messages in order, refuses direct sends, counts unread per topic and deletes topics", async () => {
    const { group } = (
      await owner.createGroup({
        type: GroupTypes.GRP_COMMUNITY,
        name: '皇马球迷社区',
        isSupportTopic: true,
        memberList: [{ userID: ids.fan }],
      })
    ).data;
    const groupID = group.groupID;
    expect(groupID).toMatch(/^@TGS#_/);
    expect(group).toMatchObject({ type: 'Community', isSupportTopic: true, memberNum: 2 });
    await eventually(() => noticeOf(7) !== undefined, 10_000, 'the invitation');

    // Topics: one with the server's id, one with our own; the fan hears of each (notice 17, TOPIC_CREATED).
    expect(await codeOf(owner.createTopicInCommunity({ groupID, topicID: 'match-day', topicName: '比赛日' }))).toBe(
      ErrorCode.ILLEGAL_TOPIC_ID,
    );
    const created = nextEvent(fan, ImEvent.TOPIC_CREATED);
    const match = (await owner.createTopicInCommunity({ groupID, topicName: '比赛日', introduction: '赛前赛后' })).data.topicID;
    expect(match).toMatch(new RegExp(`^${groupID.replace(/[#$]/g, '\\$&')}@TOPIC#_`));
    expect(await created).toEqual({ groupID, topicID: match });
    const transfers = (await owner.createTopicInCommunity({ groupID, topicID: `${groupID}@TOPIC#_transfers`, topicName: '转会' })).data
      .topicID;
    expect(transfers).toBe(`${groupID}@TOPIC#_transfers`);
    const listed = (await fan.getTopicList({ groupID })).data;
    expect(listed.successTopicList.map((topic) => [topic.topicID, topic.topicName, topic.unreadCount])).toEqual([
      [match, '比赛日', 0],
      [transfers, '转会', 0],
    ]);

    // The community itself takes no messages (spec 001 §8): refused locally once the fan knows it has topics.
    expect((await fan.getJoinedCommunityList()).data.groupList.map((item) => item.groupID)).toEqual([groupID]);
    expect(await codeOf(text(fan, groupID, '直接发'))).toBe(ErrorCode.MESSAGE_SEND_GROUP_WITH_TOPIC_FAIL);

    // The owner's messages in a topic reach the fan in order, counted unread in that topic only.
    for (const words of ['首发出炉', '开球了', '进球！']) await text(owner, match, words);
    await eventually(() => topicTexts(match).length === 3, 10_000, "the topic's three messages");
    expect(topicTexts(match)).toEqual(['首发出炉', '开球了', '进球！']);
    expect(received.find((message) => message.to === match)).toMatchObject({
      conversationID: `GROUP${match}`,
      conversationType: ConversationType.GROUP,
    });
    const counts = (await fan.getTopicList({ groupID })).data.successTopicList.map((topic) => [
      topic.topicID,
      topic.unreadCount,
      topic.lastMessage?.messageForShow ?? '',
    ]);
    expect(counts).toEqual([
      [match, 3, '进球！'],
      [transfers, 0, ''],
    ]);
    expect((await fan.getConversationList()).data.conversationList.map((conversation) => conversation.conversationID)).not.toContain(
      `GROUP${match}`,
    );
    const history = (await fan.getMessageList({ conversationID: `GROUP${match}` })).data.messageList;
    expect(
      history.filter((message) => message.type === MessageType.TEXT).map((message) => (message.payload as { text: string }).text),
    ).toEqual(['首发出炉', '开球了', '进球！']);

    // Reading the topic clears its count on the server too: once the read report has landed, a new topic resets the
    // fan's cache, so the list is fetched again with the server's counts.
    await fan.setMessageRead({ conversationID: `GROUP${match}` });
    const readSeq = async () =>
      (
        await server.db.query<{ read_seq: number }>('select read_seq from im_conversations where user_id = $1 and peer = $2', [
          ids.fan,
          match,
        ])
      )[0]?.read_seq;
    for (let attempt = 0; attempt < 500 && (await readSeq()) !== 3; attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await readSeq()).toBe(3);
    const third = nextEvent(fan, ImEvent.TOPIC_CREATED);
    const lineups = (await owner.createTopicInCommunity({ groupID, topicName: '阵容' })).data.topicID;
    await third;
    const afterRead = (await fan.getTopicList({ groupID })).data.successTopicList;
    expect(afterRead.map((topic) => [topic.topicID, topic.unreadCount, topic.selfInfo.readedSequence])).toEqual([
      [match, 0, 3],
      [transfers, 0, 0],
      [lineups, 0, 0],
    ]);

    // A topic's profile change reaches the fan as TOPIC_UPDATED (tip 8).
    const updated = nextEvent(fan, ImEvent.TOPIC_UPDATED);
    expect(
      (await owner.updateTopicProfile({ groupID, topicID: match, topicName: '赛后复盘', muteAllMembers: false })).data.topic,
    ).toMatchObject({ topicID: match, topicName: '赛后复盘' });
    expect((await updated).topic).toMatchObject({ topicID: match, topicName: '赛后复盘' });

    // Deleting gives each topic its own result; the fan hears notice 18 and cannot send there any more.
    const deleted = nextEvent(fan, ImEvent.TOPIC_DELETED);
    const missing = `${groupID}@TOPIC#_gone`;
    const result = (await owner.deleteTopicFromCommunity({ groupID, topicIDList: [transfers, missing] })).data;
    expect(result.successTopicList).toEqual([{ topicID: transfers }]);
    expect(result.failureTopicList).toEqual([{ topicID: missing, code: 10010, message: expect.any(String) }]);
    expect(await deleted).toEqual({ groupID, topicIDList: [transfers] });
    await eventually(() => noticeOf(18) !== undefined, 10_000, 'notice 18');
    expect(await codeOf(text(fan, transfers, '还在吗'))).toBe(10010);
    expect((await fan.getTopicList({ groupID })).data.successTopicList.map((topic) => topic.topicID)).toEqual([match, lineups]);
  });
});
