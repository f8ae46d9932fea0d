import { MessageType, type GroupTipPayload, type Message } from '../../../im/index.ts';

/** One notification a manager published: its text ('' when they cleared it), who and when (Unix seconds). */
export interface PublishedNotice {
  id: string;
  text: string;
  operatorID: string;
  time: number;
}

/** Tip 6, "group profile changed" (spec 001 §4). */
const profileChanged = 6;

/**
 * A group's notification history (docs/decisions.md "Group pages"): the chat layer keeps only the current
 * notification, but every change is a tip 6 in the group's history carrying the new text, who set it and when. This
 * reads those tips from the messages held for the group (oldest first, in the group's order), newest first; a tip
 * that changed only other fields (the name, the owner) is not one. The order is the history's, not the times': two
 * changes within one second share a time.
 */
export function noticeHistory(messages: readonly Message[]): PublishedNotice[] {
  const notices: PublishedNotice[] = [];
  for (const message of messages) {
    if (message.type !== MessageType.GROUP_TIP) continue;
    const tip = message.payload as GroupTipPayload;
    const text = tip.newGroupProfile?.notification;
    if (tip.operationType !== profileChanged || typeof text !== 'string') continue;
    notices.push({ id: message.ID, text, operatorID: tip.operatorID, time: message.time });
  }
  return notices.reverse();
}
