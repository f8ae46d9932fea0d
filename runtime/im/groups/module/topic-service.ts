import type { ChatContext } from '../../core/chat-context.ts';
import { imError } from '../../errors.ts';
import { ImEvent } from '../../events.ts';
import type { ProfanityFilter } from '../../messages/message-service.ts';
import { GroupNoticeType, GroupTipType, type GroupNotice, type GroupRequest } from '../../protocol/group-codec.ts';
import { conversationIdOf, isTopicID } from '../../conversations/conversation-id.ts';
import { remindTypeOf } from '../../conversations/conversation-settings.ts';
import { ConversationType, GroupType, MessageType, type Message } from '../../types.ts';
import { groupRequest } from './group-wire.ts';
import * as rules from './topic-rules.ts';
import type { Topic } from '../types.ts';

type Failure = { topicID: string; code: number; message: string };

/**
 * A community's topics (spec 001 §3-§5, §9): create, delete, update and list them, with the list kept per community
 * for the cache time (300 s) and reset on a creation, here or announced by notice 17. A topic's conversation is
 * `GROUP<topicID>`, of type TOPIC: kept by the core like a group's, out of the conversation list.
 */
export class TopicService {
  private readonly topics = new Map<string, Map<string, Topic>>();
  private readonly fetched = new Map<string, { at: number; all: boolean; ids: ReadonlySet<string> }>();

  constructor(
    private readonly context: ChatContext,
    private readonly filter: ProfanityFilter | undefined,
  ) {}

  reset(): void {
    this.topics.clear();
    this.fetched.clear();
  }

  async createTopicInCommunity(options: rules.TopicOptions): Promise<{ topicID: string }> {
    const request = rules.createTopicRequest(options, this.filter);
    const topicID = (await this.call('topic.create', request)).topicId ?? '';
    this.fetched.delete(request.groupId ?? '');
    this.remember([rules.topicFromWire({ ...request.topic, groupId: request.groupId, topicId: topicID })]);
    return { topicID };
  }

  /** Each topic's own result (spec 001 §8): `{ successTopicList: [{ topicID }], failureTopicList: [{ topicID, code, message }] }`. */
  async deleteTopicFromCommunity(options: {
    groupID: string;
    topicIDList: string[];
  }): Promise<{ successTopicList: { topicID: string }[]; failureTopicList: Failure[] }> {
    const groupID = rules.requiredGroupId(options?.groupID);
    const ids = options.topicIDList;
    if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => typeof id !== 'string' || !id))
      throw imError('INVALID_PARAMETER', 'topicIDList must be a non-empty list of topic ids');
    const response = await this.call('topic.delete', { groupId: groupID, topicIds: ids });
    const successTopicList: { topicID: string }[] = [];
    const failureTopicList: Failure[] = [];
    for (const result of response.topics ?? []) {
      const topicID = result.topicId ?? '';
      if (result.errorCode) failureTopicList.push({ topicID, code: result.errorCode, message: result.errorInfo ?? '' });
      else {
        successTopicList.push({ topicID });
        this.forget(groupID, topicID);
      }
    }
    return { successTopicList, failureTopicList };
  }

  async updateTopicProfile(options: rules.TopicOptions): Promise<{ topic: Topic }> {
    const request = rules.updateTopicRequest(options, this.filter);
    const [wire] = (await this.call('topic.update', request)).topics ?? [];
    const [topic] = this.remember([rules.topicFromWire(wire ?? { groupId: request.groupId, topicId: request.topic?.topicId })]);
    return { topic };
  }

  /**
   * The community's topics (all, or those of topicIDList): from the cache while it holds them (spec 001 §9), else from
   * the server, at most 10 fetches a second (OVER_FREQUENCY_LIMIT). Unread counts are the server's on a fetch
   * (spec 001 §4), then the topics' conversations'.
   */
  async getTopicList(options: {
    groupID: string;
    topicIDList?: string[];
  }): Promise<{ successTopicList: Topic[]; failureTopicList: Failure[] }> {
    const groupID = rules.requiredGroupId(options?.groupID);
    const ids = options.topicIDList ?? [];
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string' || !id))
      throw imError('INVALID_PARAMETER', 'topicIDList must be a list of topic ids');
    const cacheSeconds = rules.secondsFromConfig(this.context.cloudConfig.topic_cache_time, rules.topicCacheSeconds);
    if (rules.cacheAnswers(this.fetched.get(groupID), ids, this.context.now(), cacheSeconds))
      return { successTopicList: this.local(groupID, ids), failureTopicList: [] };
    return this.fetch(groupID, ids);
  }

  /**
   * Notices 17 (created: the cache resets) and 18 (deleted), announced as TOPIC_CREATED and TOPIC_DELETED; 20 for a
   * topic (my remind type, set on another device): the topic and its conversation take it, announced as TOPIC_UPDATED.
   */
  onNotice(notice: GroupNotice): void {
    const groupID = notice.group?.groupId ?? '';
    if (notice.type === GroupNoticeType.TOPIC_CREATED) {
      this.fetched.delete(groupID);
      this.context.emitter.emit(ImEvent.TOPIC_CREATED, { groupID, topicID: notice.topic?.topicId ?? '' });
    } else if (notice.type === GroupNoticeType.TOPIC_DELETED) {
      const topicIDList = notice.topicIds ?? [];
      for (const topicID of topicIDList) this.forget(groupID, topicID);
      this.context.emitter.emit(ImEvent.TOPIC_DELETED, { groupID, topicIDList });
    } else if (notice.type === GroupNoticeType.REMIND_TYPE && notice.topicIds?.length) {
      const topicID = notice.topicIds[0];
      const messageRemindType = remindTypeOf(notice.remindType);
      this.context.conversations.update(conversationIdOf(ConversationType.GROUP, topicID), { messageRemindType });
      const known = this.topics.get(groupID)?.get(topicID);
      if (!known) return;
      const [topic] = this.remember([{ ...known, selfInfo: { ...known.selfInfo, messageRemindType } }], false);
      this.context.emitter.emit(ImEvent.TOPIC_UPDATED, { groupID, topic });
    }
  }

  /**
   * Tip 8 in a topic's conversation: the topic's new profile, announced as TOPIC_UPDATED; so is a topic's message
   * that mentions me or everyone (its tip is now in the topic's groupAtInfoList).
   */
  onMessages(messages: readonly Message[]): void {
    for (const message of messages) {
      const mentioned = this.mentionedTopic(message);
      if (mentioned) this.context.emitter.emit(ImEvent.TOPIC_UPDATED, mentioned);
      if (message.type !== MessageType.GROUP_TIP) continue;
      const tip = message.payload as { operationType?: number; topicID?: string; newTopicInfo?: Partial<Topic> };
      if (tip.operationType !== GroupTipType.TOPIC_UPDATED || !tip.topicID) continue;
      const groupID = tip.topicID.slice(0, tip.topicID.indexOf('@TOPIC#_'));
      const known = this.topics.get(groupID)?.get(tip.topicID);
      if (!known) continue;
      const [topic] = this.remember([{ ...known, ...tip.newTopicInfo }], false);
      this.context.emitter.emit(ImEvent.TOPIC_UPDATED, { groupID, topic });
    }
  }

  /** After a reconnect, the active topics (a message within 3600 s, spec 001 §9) of each listed community are fetched again. */
  async onReconnected(): Promise<void> {
    const nowSeconds = Math.floor(this.context.now() / 1000);
    const activeSeconds = rules.secondsFromConfig(this.context.cloudConfig.topic_last_active_time, rules.topicActiveSeconds);
    for (const [groupID, topics] of this.topics) {
      const active = rules.activeTopicIDs(topics.values(), nowSeconds, activeSeconds);
      if (active.length > 0) await this.fetch(groupID, active);
    }
  }

  private async fetch(groupID: string, ids: readonly string[]): Promise<{ successTopicList: Topic[]; failureTopicList: Failure[] }> {
    const limited = this.context.limiter.check('getTopicList');
    if (limited) throw limited;
    const response = await this.call('topic.list', { groupId: groupID, topicIds: [...ids] });
    const failureTopicList: Failure[] = [];
    const found: Topic[] = [];
    for (const wire of response.topics ?? []) {
      if (wire.errorCode) failureTopicList.push({ topicID: wire.topicId ?? '', code: wire.errorCode, message: wire.errorInfo ?? '' });
      else found.push(rules.topicFromWire(wire));
    }
    // A full fetch replaces the community's list: topics deleted meanwhile leave it.
    if (ids.length === 0)
      for (const topicID of this.topics.get(groupID)?.keys() ?? [])
        if (!found.some((topic) => topic.topicID === topicID)) this.forget(groupID, topicID);
    const successTopicList = this.remember(found);
    this.fetched.set(groupID, { at: this.context.now(), all: ids.length === 0, ids: new Set(found.map((topic) => topic.topicID)) });
    return { successTopicList, failureTopicList };
  }

  /** The cached topics, each with its conversation's unread count and last message, which messages keep current. */
  private local(groupID: string, ids: readonly string[]): Topic[] {
    const topics = [...(this.topics.get(groupID)?.values() ?? [])].filter((topic) => ids.length === 0 || ids.includes(topic.topicID));
    return topics.map((topic) => {
      const conversation = this.context.conversations.get(conversationIdOf(ConversationType.GROUP, topic.topicID));
      const last = conversation?.lastMessage;
      const lastMessage =
        last && last.lastSequence >= (topic.lastMessage?.lastSequence ?? 0)
          ? { lastTime: last.lastTime, lastSequence: last.lastSequence, fromAccount: last.fromAccount, messageForShow: last.messageForShow }
          : topic.lastMessage;
      return {
        ...topic,
        unreadCount: conversation?.unreadCount ?? topic.unreadCount,
        lastMessage,
        groupAtInfoList: this.atInfoOf(topic.topicID),
      };
    });
  }

  /** The @ tips of the topic's conversation (the core keeps them from incoming messages and clears them on read). */
  private atInfoOf(topicID: string) {
    return [...(this.context.conversations.get(conversationIdOf(ConversationType.GROUP, topicID))?.groupAtInfoList ?? [])];
  }

  /** The topic a message of a known topic mentioning me or everyone is in, with the tip it made. */
  private mentionedTopic(message: Message): { groupID: string; topic: Topic } | undefined {
    if (message.type !== MessageType.TEXT || message.flow !== 'in' || !isTopicID(message.to)) return undefined;
    const groupID = message.to.slice(0, message.to.indexOf('@TOPIC#_'));
    if (!this.topics.get(groupID)?.has(message.to)) return undefined;
    const atInfo = this.atInfoOf(message.to);
    if (!atInfo.some((tip) => tip.messageSequence === message.sequence)) return undefined;
    return { groupID, topic: this.local(groupID, [message.to])[0] };
  }

  /**
   * Keeps topics, and tells the core their conversations are a community's (kept and counted, out of the list); with
   * `fromServer`, their unread counts and read positions replace the conversations' (spec 001 §4).
   */
  private remember(topics: readonly Topic[], fromServer = true): Topic[] {
    for (const topic of topics) {
      let community = this.topics.get(topic.groupID);
      if (!community) this.topics.set(topic.groupID, (community = new Map()));
      community.set(topic.topicID, topic);
      this.context.groupTypes.set(topic.topicID, GroupType.COMMUNITY);
      if (fromServer)
        this.context.conversations.putTopic(
          conversationIdOf(ConversationType.GROUP, topic.topicID),
          topic.unreadCount,
          topic.selfInfo.readedSequence,
        );
    }
    return topics.map((topic) => ({ ...topic, groupAtInfoList: this.atInfoOf(topic.topicID) }));
  }

  private forget(groupID: string, topicID: string): void {
    this.topics.get(groupID)?.delete(topicID);
    this.context.groupTypes.delete(topicID);
    this.context.conversations.delete(conversationIdOf(ConversationType.GROUP, topicID));
  }

  private call(command: string, request: GroupRequest) {
    return groupRequest(this.context, command, request);
  }
}
