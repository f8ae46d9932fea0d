import { describe, expect, it } from 'vitest';
import { codeOf } from './code-of.ts';
import type { ChatContext } from '../core/chat-context.ts';
import { Emitter } from '../core/emitter.ts';
import { RateLimiter } from '../core/rate-limiter.ts';
import { ConversationStore, emptyConversation } from '../conversations/conversation-store.ts';
import { ErrorCode } from '../errors.ts';
import { ImEvent, type ImEventMap } from '../events.ts';
import { noticeMessage } from '../groups/module/group-notices.ts';
import { createRequest } from '../groups/module/group-rules.ts';
import { groupFromWire } from '../groups/module/group-wire.ts';
import * as rules from '../groups/module/topic-rules.ts';
import { TopicService } from '../groups/module/topic-service.ts';
import type { FrameBody } from '../protocol/codec.ts';
import { decodeGroupRequest, encodeGroupResponse, type GroupResponse } from '../protocol/group-codec.ts';
import { ConversationType, GroupType } from '../types.ts';

/** A filter that blocks one word, as the app's lexicon would. */
const filter = (text: string) => ({ blocked: text.includes('赌博'), text });
const community = '@TGS#_fans';
const derby = `${community}@TOPIC#_derby`;

describe('community and topic rules (spec 001 §5)', () => {
  it('keeps isSupportTopic for communities only, and reads it back from the wire', () => {
    expect(createRequest({ type: 'Community', name: 'c', isSupportTopic: true }, undefined).profile?.isSupportTopic).toBe(true);
    expect(createRequest({ type: 'Public', name: 'c', isSupportTopic: true }, undefined).profile?.isSupportTopic).toBe(false);
    expect(createRequest({ type: 'Community', name: 'c' }, undefined).profile?.isSupportTopic).toBe(false);
    expect(groupFromWire({ groupId: community, type: 'Community', isSupportTopic: true }, 'me').isSupportTopic).toBe(true);
  });

  it('takes a given topicID only in the topic ID form (ILLEGAL_TOPIC_ID)', () => {
    expect(rules.checkedTopicId(derby, true)).toBe(derby);
    expect(rules.checkedTopicId(undefined, false)).toBe('');
    for (const bad of ['derby', `${community}@TOPIC#_`, '@TGS#plain@TOPIC#_x', `${community}@TOPIC#_${'x'.repeat(90)}`, 42])
      expect(
        codeOf(() => rules.checkedTopicId(bad, false)),
        String(bad),
      ).toBe(ErrorCode.ILLEGAL_TOPIC_ID);
    expect(codeOf(() => rules.checkedTopicId(undefined, true))).toBe(ErrorCode.ILLEGAL_TOPIC_ID);
    expect(codeOf(() => rules.createTopicRequest({ groupID: community, topicID: 'derby', topicName: 't' }, undefined))).toBe(
      ErrorCode.ILLEGAL_TOPIC_ID,
    );
  });

  it('filters topicName, introduction and notification for profanity (PROFANITY_FOUND) on create and update', () => {
    for (const field of ['topicName', 'introduction', 'notification'] as const) {
      expect(
        codeOf(() => rules.createTopicRequest({ groupID: community, topicName: 't', [field]: '赌博' }, filter)),
        field,
      ).toBe(ErrorCode.PROFANITY_FOUND);
      expect(
        codeOf(() => rules.updateTopicRequest({ groupID: community, topicID: derby, [field]: '赌博' }, filter)),
        field,
      ).toBe(ErrorCode.PROFANITY_FOUND);
    }
    expect(rules.createTopicRequest({ groupID: community, topicName: '德比', muteAllMembers: true }, filter)).toMatchObject({
      groupId: community,
      topic: { topicId: '', name: '德比', muteAllMembers: 'On' },
    });
    expect(codeOf(() => rules.createTopicRequest({ groupID: community, topicName: ' ' }, filter))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(codeOf(() => rules.createTopicRequest({ groupID: '', topicName: 't' }, filter))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('updates only the fields given, muteAllMembers as On/Off, and refuses an empty update', () => {
    expect(rules.updateTopicRequest({ groupID: community, topicID: derby, topicName: '新', muteAllMembers: false }, filter)).toEqual({
      groupId: community,
      topic: { topicId: derby, name: '新', muteAllMembers: 'Off' },
      fields: ['name', 'muteAllMembers'],
    });
    expect(codeOf(() => rules.updateTopicRequest({ groupID: community, topicID: derby }, filter))).toBe(ErrorCode.INVALID_PARAMETER);
  });
});

describe('topic constants (spec 001 §9)', () => {
  it('answers from the cache for 300 s, for a full list or the ids it holds, and not after a reset', () => {
    const fetched = { at: 1_000, all: false, ids: new Set([derby]) };
    expect(rules.cacheAnswers(fetched, [derby], 1_000 + 299_999)).toBe(true);
    expect(rules.cacheAnswers(fetched, [derby], 1_000 + 300_000)).toBe(false);
    expect(rules.cacheAnswers(fetched, [], 2_000)).toBe(false);
    expect(rules.cacheAnswers(fetched, [derby, `${community}@TOPIC#_other`], 2_000)).toBe(false);
    expect(rules.cacheAnswers({ ...fetched, all: true }, [], 2_000)).toBe(true);
    expect(rules.cacheAnswers(undefined, [], 2_000)).toBe(false);
    expect(rules.cacheAnswers(fetched, [derby], 1_000 + 59_999, 60)).toBe(true);
    expect(rules.cacheAnswers(fetched, [derby], 1_000 + 60_000, 60)).toBe(false);
  });

  it('takes a topic for active when its last message is at most 3600 s old', () => {
    const topic = (topicID: string, lastTime: number | undefined) =>
      rules.topicFromWire({ groupId: community, topicId: topicID, lastMessageTime: lastTime });
    const topics = [topic('a', 10_000 - 3600), topic('b', 10_000 - 3601), topic('c', undefined)];
    expect(rules.activeTopicIDs(topics, 10_000)).toEqual(['a']);
  });

  it('reads the cache and activity times from the cloud config, falling back on bad values', () => {
    expect(rules.secondsFromConfig('60', 300)).toBe(60);
    for (const bad of [undefined, '', 'soon', '-5', '0']) expect(rules.secondsFromConfig(bad, 300)).toBe(300);
  });
});

describe('topic conversations (spec 001 §3, §4)', () => {
  it('are of type TOPIC, kept out of the conversation list and the total, and survive a server list without them', () => {
    const store = new ConversationStore(() => undefined);
    store.putTopic(`GROUP${derby}`, 4, 2);
    store.applyServerList([{ ...emptyConversation('C2C7'), unreadCount: 1 }], true);
    expect(store.get(`GROUP${derby}`)).toMatchObject({
      type: ConversationType.TOPIC,
      unreadCount: 4,
      messageReadSeq: 2,
      groupType: GroupType.COMMUNITY,
    });
    expect(store.sorted().map((conversation) => conversation.conversationID)).toEqual(['C2C7']);
    expect(store.totalUnread()).toBe(1);
  });

  it('gives notices 17 and 18 of different topics in the same second different IDs', () => {
    const made = (topicId: string) => noticeMessage({ type: 17, group: { groupId: community }, time: 5, topic: { topicId } }, 'me').ID;
    expect(made(derby)).not.toBe(made(`${community}@TOPIC#_other`));
  });
});

/** The topic service on a fake server that answers `topic.*` from `answers` and records what reaches it. */
function topicsOn(answers: Record<string, GroupResponse>, cloudConfig: Record<string, string> = {}) {
  let now = 1_000_000;
  const sent: string[] = [];
  const emitter = new Emitter<ImEventMap>();
  const conversations = new ConversationStore(() => undefined);
  const context = {
    emitter,
    conversations,
    cloudConfig,
    limiter: new RateLimiter(() => now),
    now: () => now,
    groupTypes: new Map(),
    request: async (command: string, body?: FrameBody) => {
      sent.push(`${command} ${decodeGroupRequest(body!.group!).groupId}`);
      return { group: encodeGroupResponse(answers[command] ?? {}) };
    },
  } as unknown as ChatContext;
  return { topics: new TopicService(context, filter), sent, emitter, conversations, advance: (ms: number) => (now += ms) };
}

const listed: GroupResponse = {
  topics: [
    {
      groupId: community,
      topicId: derby,
      name: '德比',
      unreadCount: 2,
      readSequence: 5,
      lastMessageTime: 900,
      lastMessageSequence: 7,
      lastMessageForShow: '进球',
    },
  ],
};

describe('the topic list cache and rate limit (spec 001 §4, §9)', () => {
  it("fetches a community once per 300 s, with the server's unread counts, then answers from the cache with the live counts", async () => {
    const { topics, sent, conversations, advance } = topicsOn({ 'topic.list': listed });
    expect((await topics.getTopicList({ groupID: community })).successTopicList).toEqual([
      expect.objectContaining({ topicID: derby, unreadCount: 2, lastMessage: expect.objectContaining({ messageForShow: '进球' }) }),
    ]);
    conversations.update(`GROUP${derby}`, { unreadCount: 3 });
    advance(299_000);
    expect((await topics.getTopicList({ groupID: community })).successTopicList[0].unreadCount).toBe(3);
    expect(sent).toEqual([`topic.list ${community}`]);
    advance(1_000);
    expect((await topics.getTopicList({ groupID: community })).successTopicList[0].unreadCount).toBe(2);
    expect(sent).toHaveLength(2);
  });

  it('resets the cache when a topic is created, here or by notice 17 (TOPIC_CREATED)', async () => {
    const { topics, sent, emitter } = topicsOn({ 'topic.list': listed, 'topic.create': { topicId: `${community}@TOPIC#_new` } });
    const events: unknown[] = [];
    emitter.on(ImEvent.TOPIC_CREATED, (event) => events.push(event));
    await topics.getTopicList({ groupID: community });
    expect(await topics.createTopicInCommunity({ groupID: community, topicName: '新话题' })).toEqual({
      topicID: `${community}@TOPIC#_new`,
    });
    await topics.getTopicList({ groupID: community });
    topics.onNotice({ type: 17, group: { groupId: community }, topic: { topicId: `${community}@TOPIC#_other` } });
    await topics.getTopicList({ groupID: community });
    expect(sent.filter((line) => line.startsWith('topic.list'))).toHaveLength(3);
    expect(events).toEqual([{ groupID: community, topicID: `${community}@TOPIC#_other` }]);
  });

  it('forgets deleted topics (notice 18, TOPIC_DELETED) with their conversations', async () => {
    const { topics, emitter, conversations } = topicsOn({ 'topic.list': listed });
    const events: unknown[] = [];
    emitter.on(ImEvent.TOPIC_DELETED, (event) => events.push(event));
    await topics.getTopicList({ groupID: community });
    topics.onNotice({ type: 18, group: { groupId: community }, topicIds: [derby] });
    expect(events).toEqual([{ groupID: community, topicIDList: [derby] }]);
    expect(conversations.get(`GROUP${derby}`)).toBeUndefined();
    expect((await topics.getTopicList({ groupID: community })).successTopicList).toEqual([]);
  });

  it('sends at most 10 topic list requests a second (OVER_FREQUENCY_LIMIT), the cache aside', async () => {
    const { topics, sent, advance } = topicsOn({ 'topic.list': listed });
    for (let i = 0; i < 10; i++) await topics.getTopicList({ groupID: `@TGS#_c${i}` });
    await expect(topics.getTopicList({ groupID: '@TGS#_c10' })).rejects.toMatchObject({ code: ErrorCode.OVER_FREQUENCY_LIMIT });
    expect(sent).toHaveLength(10);
    advance(1_000);
    await topics.getTopicList({ groupID: '@TGS#_c10' });
    expect(sent).toHaveLength(11);
  });

  it("keeps the list for the cloud config's topic_cache_time instead of 300 s", async () => {
    const { topics, sent, advance } = topicsOn({ 'topic.list': listed }, { topic_cache_time: '60' });
    await topics.getTopicList({ groupID: community });
    advance(60_000);
    await topics.getTopicList({ groupID: community });
    expect(sent).toHaveLength(2);
  });

  it('refreshes only the active topics (last message within 3600 s) after a reconnect', async () => {
    const stale = { groupId: community, topicId: `${community}@TOPIC#_old`, name: '旧', lastMessageTime: 1 };
    const { topics, sent } = topicsOn({ 'topic.list': { topics: [...listed.topics!, stale] } });
    await topics.getTopicList({ groupID: community });
    sent.length = 0;
    await topics.onReconnected();
    expect(sent).toEqual([`topic.list ${community}`]);
  });
});
