import { describe, expect, it } from 'vitest';
import type { ChatContext } from '../core/chat-context.ts';
import { Emitter } from '../core/emitter.ts';
import { RateLimiter } from '../core/rate-limiter.ts';
import { ConversationStore } from '../conversations/conversation-store.ts';
import { ImEvent, type ImEventMap } from '../events.ts';
import { TopicService } from '../groups/module/topic-service.ts';
import { MessageHistory } from '../messages/module/message-history.ts';
import { fromWireMessage } from '../messages/wire-message.ts';
import { atAllUserId } from '../protocol/mentions.ts';
import { encodeGroupResponse, type GroupResponse } from '../protocol/group-codec.ts';
import { GroupType, MessageType, type Message } from '../types.ts';

/**
 * A topic's groupAtInfoList (spec 001 §3 topic fields, the map row "Group-at info per topic"): @me and @all of unread
 * messages in the topic, in getTopicList, TOPIC_UPDATED and the topic's conversation, cleared on read, as groups do.
 */
const community = '@TGS#_fans';
const derby = `${community}@TOPIC#_derby`;
const listed = (readSequence: number, unreadCount: number): GroupResponse => ({
  topics: [{ groupId: community, topicId: derby, name: '德比', unreadCount, readSequence, lastMessageTime: 900, lastMessageSequence: 7 }],
});

function topicsOn() {
  let now = 1_000_000;
  let answer = listed(7, 0);
  const emitter = new Emitter<ImEventMap>();
  const conversations = new ConversationStore(
    () => undefined,
    () => 'me',
  );
  const context = {
    emitter,
    conversations,
    cloudConfig: {},
    limiter: new RateLimiter(() => now),
    now: () => now,
    groupTypes: new Map(),
    self: () => ({ userID: 'me' }),
    listOf: () => ({ messages: [] }),
    notify: () => undefined,
    request: async () => ({ group: encodeGroupResponse(answer) }),
  } as unknown as ChatContext;
  const topics = new TopicService(context, undefined);
  const updates: { groupID: string; topic: { groupAtInfoList: unknown[] } }[] = [];
  emitter.on(ImEvent.TOPIC_UPDATED, (event) => updates.push(event));
  /** A text of bob's arriving in the topic, as the core delivers it: the conversation first, then MESSAGE_RECEIVED. */
  const arrive = (sequence: number, atUserList: string[]) => {
    const message = {
      ID: `m${sequence}`,
      type: MessageType.TEXT,
      payload: { text: '@', atUserList },
      from: 'bob',
      to: derby,
      flow: 'in',
      sequence,
      time: 900 + sequence,
      conversationID: `GROUP${derby}`,
      conversationType: 'GROUP',
      isRead: false,
      onlineOnly: false,
    } as unknown as Message;
    conversations.onMessage(message, GroupType.COMMUNITY);
    topics.onMessages([message]);
  };
  return {
    topics,
    conversations,
    updates,
    arrive,
    context,
    later: (ms: number) => (now += ms),
    serverSays: (next: GroupResponse) => (answer = next),
  };
}

const tip = (messageSequence: number, atType: number) => ({
  from: 'bob',
  groupID: community,
  topicID: derby,
  messageSequence,
  atTypeArray: [atType],
});

describe('group @ info per topic', () => {
  it("carries @me and @all of the topic's messages in TOPIC_UPDATED, getTopicList and the topic's conversation; a plain text adds none", async () => {
    const { topics, conversations, updates, arrive } = topicsOn();
    await topics.getTopicList({ groupID: community });
    arrive(8, ['me']);
    arrive(9, ['carol']);
    arrive(10, [atAllUserId]);
    expect(updates.map((update) => update.topic.groupAtInfoList)).toEqual([[tip(8, 1)], [tip(8, 1), tip(10, 2)]]);
    expect((await topics.getTopicList({ groupID: community })).successTopicList[0]).toMatchObject({
      topicID: derby,
      unreadCount: 3,
      groupAtInfoList: [tip(8, 1), tip(10, 2)],
    });
    expect(conversations.get(`GROUP${derby}`)?.groupAtInfoList).toEqual([tip(8, 1), tip(10, 2)]);
  });

  it('clears them when the topic is read here (setMessageRead)', async () => {
    const { topics, conversations, arrive, context } = topicsOn();
    await topics.getTopicList({ groupID: community });
    arrive(8, ['me']);
    await new MessageHistory(context, fromWireMessage).setMessageRead({ conversationID: `GROUP${derby}` });
    expect(conversations.get(`GROUP${derby}`)?.groupAtInfoList).toEqual([]);
    expect((await topics.getTopicList({ groupID: community })).successTopicList[0].groupAtInfoList).toEqual([]);
  });

  it('drops the tips of messages the server says were read elsewhere, and keeps the newer ones', async () => {
    const { topics, arrive, later, serverSays } = topicsOn();
    await topics.getTopicList({ groupID: community });
    arrive(8, ['me']);
    arrive(10, [atAllUserId]);
    // Read up to 9 on another device: the next fetch (after the 300 s cache) brings the new read position.
    serverSays(listed(9, 1));
    later(300_000);
    expect((await topics.getTopicList({ groupID: community })).successTopicList[0]).toMatchObject({
      unreadCount: 1,
      groupAtInfoList: [tip(10, 2)],
    });
  });
});
