import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import {
  GroupLimits,
  GroupNoticeType,
  GroupTipType,
  isTopicId,
  muteAllFromWire,
  topicIdMark,
  updatableTopicFields,
  wireMuteAll,
  type WireTopic,
} from '../../../runtime/im/protocol/group-codec.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { giveTopicConversations } from '../store/member-store.ts';
import { memberIds } from '../store/group-store.ts';
import {
  deleteTopicThread,
  insertTopic,
  readerTopics,
  topicById,
  topicCount,
  updateTopic,
  type ReaderTopicRow,
  type TopicRow,
} from '../store/topic-store.ts';
import type { CommandCall, CommandHandler } from './command.ts';
import {
  answer,
  checkedText,
  createdGroup,
  groupProfileFor,
  groupRequest,
  maxAvatarChars,
  pushNotice,
  randomIdSuffix,
  requireManager,
  requireMember,
  storeTip,
} from './group-call.ts';
import { keepSiteMute, shownFields } from '../site-mute.ts';

/** A community that supports topics, or 10004: topics live only there (spec 001 §3). */
async function requireCommunity(call: CommandCall, groupId: string) {
  const group = await createdGroup(call, groupId);
  if (group.type !== 'Community' || !group.stored.is_support_topic) throw invalidParameter(`${group.id} is not a community with topics`);
  return group;
}

/** A topic of this community, or 10010. */
async function requireTopic(call: CommandCall, groupId: string, topicId: string): Promise<TopicRow> {
  const topic = isTopicId(topicId) ? await topicById(call.context.db, topicId) : undefined;
  if (!topic || topic.group_id !== groupId) throw new ImError(ServerCode.GROUP_NOT_FOUND, `no topic ${topicId} in ${groupId}`);
  return topic;
}

/** A topic id the caller gave (spec 001 §5: a valid topic id of this community, 10004 otherwise) or a new one. */
function newTopicId(groupId: string, asked: string): string {
  if (asked) {
    if (!isTopicId(asked) || !asked.startsWith(`${groupId}${topicIdMark}`))
      throw invalidParameter(
        `illegal topic id ${asked}: ${groupId}${topicIdMark} and a printable suffix, at most ${GroupLimits.topicIdChars} characters`,
      );
    return asked;
  }
  return `${groupId}${topicIdMark}${randomIdSuffix()}`;
}

const checkedTopicName = (name: string | null | undefined): string => {
  const text = checkedText(name, 'topic name', GroupLimits.topicNameChars);
  if (text.trim() === '') throw invalidParameter('a topic needs a name');
  return text;
};

/** What the shown text of a last message is: a text's text, another element's description, nothing for a tip. */
function forShow(elements: ReaderTopicRow['last_elements']): string {
  const parsed =
    typeof elements === 'string' ? (JSON.parse(elements) as { type: string; text?: string; description?: string }[]) : (elements ?? []);
  const first = parsed[0] as { type: string; text?: string; description?: string } | undefined;
  if (!first || first.type === 'TIMGroupTipElem') return '';
  return (first.type === 'TIMTextElem' ? first.text : first.description) ?? '';
}

function wireTopic(row: TopicRow, reader?: ReaderTopicRow): WireTopic {
  return {
    topicId: row.topic_id,
    groupId: row.group_id,
    name: row.name,
    introduction: row.introduction,
    notification: row.notification,
    avatar: row.avatar,
    muteAllMembers: wireMuteAll(row.mute_all),
    customData: row.custom_data,
    createTime: row.created_at,
    ...(reader && {
      nextMessageSeq: reader.last_seq + 1,
      unreadCount: reader.unread,
      readSequence: reader.read_seq,
      lastMessageTime: reader.last_time ?? 0,
      lastMessageSequence: reader.last_sequence ?? 0,
      lastMessageFrom: reader.last_from ?? '',
      lastMessageForShow: forShow(reader.last_elements),
      remindType: reader.remind_type,
    }),
  };
}

/** `topic.create`, `.delete`, `.update` and `.list`: a community's topics (docs/im-protocol.md "Topic commands"). */
export const topicCommands: Record<string, CommandHandler> = {
  /**
   * Owner and admins add a topic to a community with topics: every member gets its conversation (nothing unread)
   * and hears notice 17 with the topic.
   */
  async 'topic.create'(call) {
    const request = groupRequest(call);
    const group = await requireCommunity(call, request.groupId ?? '');
    await requireManager(call, group.id);
    await keepSiteMute(call, group.id);
    const asked = request.topic ?? {};
    const row = {
      topic_id: newTopicId(group.id, asked.topicId ?? ''),
      group_id: group.id,
      name: checkedTopicName(asked.name),
      introduction: checkedText(asked.introduction, 'introduction', GroupLimits.introductionChars),
      notification: checkedText(asked.notification, 'notification', GroupLimits.notificationChars),
      avatar: checkedText(asked.avatar, 'avatar', maxAvatarChars),
      custom_data: checkedText(asked.customData, 'custom data', GroupLimits.topicCustomDataChars),
      mute_all: muteAllFromWire(asked.muteAllMembers),
      created_at: call.now,
    };
    if (await topicById(call.context.db, row.topic_id)) throw new ImError(ServerCode.GROUP_ID_IN_USE, `topic id ${row.topic_id} is in use`);
    if ((await topicCount(call.context.db, group.id)) >= GroupLimits.topicsPerCommunity)
      throw invalidParameter(`${group.id} has its ${GroupLimits.topicsPerCommunity} topics`);
    const members = await memberIds(call.context.db, group.id);
    await call.context.db.transaction(async (tx) => {
      await insertTopic(tx, row);
      await giveTopicConversations(tx, group.id, members, row.topic_id);
    });
    pushNotice(call, members, {
      type: GroupNoticeType.TOPIC_CREATED,
      group: await groupProfileFor(call, group.stored),
      topic: wireTopic({ ...row, info_time: call.now }),
    });
    return answer({ topicId: row.topic_id });
  },

  /**
   * Owner and admins delete topics, each with its own result (spec 001 §8): 0, or 10010 for one that is not this
   * community's. A deleted topic's messages and conversations go with it; the members hear notice 18 with the ids.
   */
  async 'topic.delete'(call) {
    const request = groupRequest(call);
    const group = await requireCommunity(call, request.groupId ?? '');
    await requireManager(call, group.id);
    const ids = [...new Set(request.topicIds ?? [])];
    if (ids.length === 0 || ids.length > GroupLimits.topicsPerCommunity)
      throw invalidParameter(`topic_ids takes 1 to ${GroupLimits.topicsPerCommunity} ids`);
    const results: WireTopic[] = [];
    const deleted: string[] = [];
    for (const topicId of ids) {
      const topic = isTopicId(topicId) ? await topicById(call.context.db, topicId) : undefined;
      if (!topic || topic.group_id !== group.id) {
        results.push({ topicId, errorCode: ServerCode.GROUP_NOT_FOUND, errorInfo: `no topic ${topicId} in ${group.id}` });
        continue;
      }
      await call.context.db.transaction((tx) => deleteTopicThread(tx, topicId));
      deleted.push(topicId);
      results.push({ topicId, errorCode: 0 });
    }
    if (deleted.length > 0)
      pushNotice(call, await memberIds(call.context.db, group.id), {
        type: GroupNoticeType.TOPIC_DELETED,
        group: await groupProfileFor(call, group.stored),
        topicIds: deleted,
      });
    return answer({ topics: results });
  },

  /**
   * Owner and admins change a topic's name, introduction, notification, avatar, muteAllMembers (plain members of a
   * muted topic cannot send in it: 20012) and custom data; the topic's conversation gets tip 8 with the new values.
   */
  async 'topic.update'(call) {
    const request = groupRequest(call);
    const group = await requireCommunity(call, request.groupId ?? '');
    const asked = request.topic ?? {};
    const topic = await requireTopic(call, group.id, asked.topicId ?? '');
    await requireManager(call, group.id);
    const fields = [...new Set(request.fields ?? [])];
    if (fields.length === 0 || fields.some((field) => !(updatableTopicFields as readonly string[]).includes(field)))
      throw invalidParameter(`fields must name some of ${updatableTopicFields.join(', ')}`);
    if (fields.some((field) => shownFields.has(field))) await keepSiteMute(call, group.id);
    const change: Parameters<typeof updateTopic>[2] = {};
    const shown: Record<string, unknown> = {};
    for (const field of fields) {
      if (field === 'name') shown.topicName = change.name = checkedTopicName(asked.name);
      if (field === 'introduction')
        shown.introduction = change.introduction = checkedText(asked.introduction, 'introduction', GroupLimits.introductionChars);
      if (field === 'notification')
        shown.notification = change.notification = checkedText(asked.notification, 'notification', GroupLimits.notificationChars);
      if (field === 'avatar') shown.avatar = change.avatar = checkedText(asked.avatar, 'avatar', maxAvatarChars);
      if (field === 'customData')
        shown.customData = change.custom_data = checkedText(asked.customData, 'custom data', GroupLimits.topicCustomDataChars);
      if (field === 'muteAllMembers') shown.muteAllMembers = change.mute_all = muteAllFromWire(asked.muteAllMembers);
    }
    await updateTopic(call.context.db, topic.topic_id, change, call.now);
    await storeTip(call, group, GroupTipType.TOPIC_UPDATED, [], { topicID: topic.topic_id, newTopicInfo: shown }, topic.topic_id);
    const [updated] = await readerTopics(call.context.db, group.id, call.user.id, [topic.topic_id]);
    return answer({ topics: [wireTopic(updated, updated)] });
  },

  /**
   * Members only: the community's topics (all, or the ids asked for, each missing one with 10010), oldest first, each
   * with the caller's unread count and read position and its last message.
   */
  async 'topic.list'(call) {
    const request = groupRequest(call);
    const group = await requireCommunity(call, request.groupId ?? '');
    await requireMember(call, group.id);
    const ids = [...new Set(request.topicIds ?? [])];
    if (ids.length > GroupLimits.topicsPerCommunity)
      throw invalidParameter(`topic_ids takes at most ${GroupLimits.topicsPerCommunity} ids`);
    const rows = await readerTopics(call.context.db, group.id, call.user.id, ids);
    const found = new Set(rows.map((row) => row.topic_id));
    const missing = ids
      .filter((id) => !found.has(id))
      .map((topicId) => ({ topicId, errorCode: ServerCode.GROUP_NOT_FOUND, errorInfo: `no topic ${topicId} in ${group.id}` }));
    return answer({ topics: [...rows.map((row) => wireTopic(row, row)), ...missing] });
  },
};
