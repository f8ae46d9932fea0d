import { imError } from '../../errors.ts';
import type { ProfanityFilter } from '../../messages/message-service.ts';
import { isTopicId, wireMuteAll, type GroupRequest, type WireTopic } from '../../protocol/group-codec.ts';
import { remindTypeOf } from '../../conversations/conversation-settings.ts';
import { filtered } from './group-rules.ts';
import type { Topic } from '../types.ts';
import './group-messages.ts';

/** The topic rules of spec 001 §5 and §9 that the SDK applies, as plain functions (tested alone). */

/** Spec 001 §9: a community's topic list is kept 300 s (cloud key topic_cache_time, in seconds). */
export const topicCacheSeconds = 300;
/** Spec 001 §9: a topic is active when its last message is at most 3600 s old (cloud key topic_last_active_time). */
export const topicActiveSeconds = 3600;

/** A number of seconds from the cloud config, or the default when the key is missing or not a positive number. */
export function secondsFromConfig(value: string | undefined, fallback: number): number {
  const seconds = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(seconds) && seconds > 0 ? seconds : fallback;
}

export interface TopicOptions {
  groupID: string;
  topicID?: string;
  topicName?: string;
  introduction?: string;
  notification?: string;
  avatar?: string;
  customData?: string;
  muteAllMembers?: boolean;
}

/** A given topicID must be a valid topic ID (ILLEGAL_TOPIC_ID, spec 001 §5); the Tencent SDK checks the form only. */
export function checkedTopicId(topicID: unknown, required: boolean): string {
  if ((topicID === undefined || topicID === '') && !required) return '';
  if (!isTopicId(topicID)) throw imError('ILLEGAL_TOPIC_ID', `illegal topic ID ${String(topicID)}`);
  return topicID;
}

export function requiredGroupId(groupID: unknown): string {
  if (typeof groupID !== 'string' || !groupID) throw imError('INVALID_PARAMETER', 'groupID is required');
  return groupID;
}

/**
 * createTopicInCommunity's request: a valid topic ID when one is given, a topic name, and topicName, introduction and
 * notification through the profanity hook (PROFANITY_FOUND, spec 001 §5).
 */
export function createTopicRequest(options: TopicOptions, filter: ProfanityFilter | undefined): GroupRequest {
  const groupId = requiredGroupId(options?.groupID);
  const topicId = checkedTopicId(options.topicID, false);
  const name = filtered(options.topicName, 'topicName', filter);
  if (!name.trim()) throw imError('INVALID_PARAMETER', 'a topic needs a topicName');
  return {
    groupId,
    topic: {
      topicId,
      name,
      introduction: filtered(options.introduction, 'introduction', filter),
      notification: filtered(options.notification, 'notification', filter),
      avatar: filtered(options.avatar, 'avatar', undefined),
      customData: filtered(options.customData, 'customData', undefined),
      muteAllMembers: wireMuteAll(Boolean(options.muteAllMembers)),
    },
  };
}

/** updateTopicProfile's request: the fields given, filtered as on create; muteAllMembers as On/Off. */
export function updateTopicRequest(options: TopicOptions, filter: ProfanityFilter | undefined): GroupRequest {
  const groupId = requiredGroupId(options?.groupID);
  const topicId = checkedTopicId(options.topicID, true);
  const fields: string[] = [];
  const topic: Record<string, string> = { topicId };
  const set = (field: string, value: string) => {
    fields.push(field);
    topic[field] = value;
  };
  if (options.topicName !== undefined) set('name', filtered(options.topicName, 'topicName', filter));
  if (options.introduction !== undefined) set('introduction', filtered(options.introduction, 'introduction', filter));
  if (options.notification !== undefined) set('notification', filtered(options.notification, 'notification', filter));
  if (options.avatar !== undefined) set('avatar', filtered(options.avatar, 'avatar', undefined));
  if (options.customData !== undefined) set('customData', filtered(options.customData, 'customData', undefined));
  if (options.muteAllMembers !== undefined) set('muteAllMembers', wireMuteAll(Boolean(options.muteAllMembers)));
  if (fields.length === 0) throw imError('INVALID_PARAMETER', 'nothing to update');
  return { groupId, topic: topic as GroupRequest['topic'], fields };
}

export function topicFromWire(wire: WireTopic): Topic {
  const lastTime = wire.lastMessageTime ?? 0;
  return {
    groupID: wire.groupId ?? '',
    topicID: wire.topicId ?? '',
    topicName: wire.name ?? '',
    avatar: wire.avatar ?? '',
    introduction: wire.introduction ?? '',
    notification: wire.notification ?? '',
    muteAllMembers: wire.muteAllMembers === 'On',
    customData: wire.customData ?? '',
    nextMessageSeq: wire.nextMessageSeq ?? 0,
    unreadCount: wire.unreadCount ?? 0,
    groupAtInfoList: [],
    lastMessage: lastTime
      ? {
          lastTime,
          lastSequence: wire.lastMessageSequence ?? 0,
          fromAccount: wire.lastMessageFrom ?? '',
          messageForShow: wire.lastMessageForShow ?? '',
        }
      : null,
    selfInfo: {
      muteTime: 0,
      readedSequence: wire.readSequence ?? 0,
      messageRemindType: remindTypeOf(wire.remindType),
      excludedUnreadSequenceList: [],
    },
  };
}

/** The topics whose last message is at most `activeSeconds` old at `nowSeconds` (spec 001 §9): refreshed after a reconnect. */
export const activeTopicIDs = (topics: Iterable<Topic>, nowSeconds: number, activeSeconds = topicActiveSeconds): string[] =>
  [...topics]
    .filter((topic) => topic.lastMessage !== null && nowSeconds - topic.lastMessage.lastTime <= activeSeconds)
    .map((topic) => topic.topicID);

/**
 * Whether getTopicList can answer from the cache (spec 001 §4, §9): the community's list was fetched less than the
 * cache time ago, in full, or for ids that include all those asked for now; a creation resets it.
 */
export function cacheAnswers(
  fetched: { at: number; all: boolean; ids: ReadonlySet<string> } | undefined,
  askedIds: readonly string[],
  nowMs: number,
  cacheSeconds = topicCacheSeconds,
): boolean {
  if (!fetched || nowMs - fetched.at >= cacheSeconds * 1000) return false;
  return fetched.all || (askedIds.length > 0 && askedIds.every((id) => fetched.ids.has(id)));
}
