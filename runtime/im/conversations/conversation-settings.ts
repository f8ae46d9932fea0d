import {
  GroupAtType,
  MessageRemindType,
  MessageType,
  remindTypesByFlag,
  type GroupAtInfo,
  type Message,
  type TextPayload,
} from '../types.ts';
import type { WireConversation } from '../protocol/codec.ts';
import { atAllUserId } from '../protocol/mentions.ts';
import { isTopicID } from './conversation-id.ts';

/** A wire remind flag by Tencent's name; an unknown one is the default, accept and notify. */
export const remindTypeOf = (flag: number | null | undefined): MessageRemindType =>
  remindTypesByFlag[flag ?? 0] ?? MessageRemindType.ACPT_AND_NOTE;

/** Mark bits as Tencent's markList: bit n set is the mark type 2^n. */
export function markListOf(marks: number | null | undefined): number[] {
  const list: number[] = [];
  for (let bit = 0; bit < 32; bit++) if (((marks ?? 0) >>> bit) & 1) list.push(2 ** bit);
  return list;
}

/** A listed group conversation's tips, from the three flat lists of the wire (im.proto Conversation). */
export const groupAtInfoListOf = (wire: WireConversation): GroupAtInfo[] =>
  (wire.groupAtSequences ?? []).map((messageSequence, index) => ({
    from: wire.groupAtSenders?.[index] ?? '',
    groupID: wire.peer ?? '',
    topicID: '',
    messageSequence,
    atTypeArray: [wire.groupAtTypes?.[index] ?? 0],
  }));

/**
 * The group-at tip an incoming group text makes for `self` (spec 001 §3 Group-at entry), if it mentions them or
 * everyone; undefined otherwise. `peer` is the group's id, or a topic's (whose community starts it).
 */
export function groupAtTipOf(
  message: Pick<Message, 'from' | 'flow' | 'sequence' | 'payload' | 'type'>,
  peer: string,
  self: string,
): GroupAtInfo | undefined {
  const mentioned = message.type === MessageType.TEXT && message.flow === 'in' ? ((message.payload as TextPayload).atUserList ?? []) : [];
  const atType = (mentioned.includes(self) ? GroupAtType.AT_ME : 0) + (mentioned.includes(atAllUserId) ? GroupAtType.AT_ALL : 0);
  if (atType === 0) return undefined;
  const topic = isTopicID(peer);
  return {
    from: message.from,
    groupID: topic ? peer.slice(0, peer.indexOf('@TOPIC#_')) : peer,
    topicID: topic ? peer : '',
    messageSequence: message.sequence,
    atTypeArray: [atType],
  };
}
