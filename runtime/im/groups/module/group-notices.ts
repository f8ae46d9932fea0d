import { ConversationType, MessageType, type Message } from '../../types.ts';
import { GroupNoticeType, type GroupNotice } from '../../protocol/group-codec.ts';
import { remindTypeOf } from '../../conversations/conversation-settings.ts';

/** Sender and conversation of system notices, as the Tencent SDK names them. */
export const systemConversation = ConversationType.SYSTEM;

/**
 * A group system notice (spec 001 §4) as the message apps receive in the `@TIM#SYSTEM` conversation: never stored by
 * the server, so its ID is made from its type, group, time and the applicant, the same for every socket.
 */
export function noticeMessage(notice: GroupNotice, self: string): Message {
  const group = notice.group ?? {};
  const groupID = group.groupId ?? '';
  const time = notice.time ?? 0;
  const applicant = notice.applicant ?? '';
  // Two topics made or deleted in the same second are two notices.
  const topics = notice.topic?.topicId ?? (notice.topicIds ?? []).join(',');
  const fields = {
    operationType: notice.type ?? 0,
    operatorID: notice.operatorId ?? '',
    groupProfile: { groupID, name: group.name ?? '', type: group.type ?? '' },
    handleMessage: notice.message ?? '',
    applicant,
    // Notice 20: my new remind type, as Tencent's payload carries it.
    ...(notice.type === GroupNoticeType.REMIND_TYPE && { messageRemindType: remindTypeOf(notice.remindType) }),
  };
  return {
    ID: `${systemConversation}-${notice.type ?? 0}-${groupID}-${applicant}-${time}${topics ? `-${topics}` : ''}`,
    type: MessageType.GROUP_SYSTEM_NOTICE,
    payload: { ...fields, data: JSON.stringify(fields) },
    conversationType: ConversationType.SYSTEM,
    conversationID: systemConversation,
    to: self,
    from: systemConversation,
    flow: 'in',
    priority: 0,
    clientSequence: 0,
    sequence: 0,
    random: 0,
    time,
    clientTime: time,
    version: 0,
    status: 'success',
    isRevoked: false,
    revoker: '',
    isModified: false,
    isPeerRead: false,
    isRead: false,
    isDeleted: false,
    cloudCustomData: '',
    nick: '',
    avatar: '',
    vipLevel: 0,
    onlineOnly: true,
  };
}
