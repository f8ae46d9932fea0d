import { memo } from 'react';
import type { Translate } from '../../../core/i18n/i18n.ts';
import { anchorOfFansGroup, type Conversation } from '../../../im/index.ts';
import { atMe, groupLastMessageSummary, groupOf } from '../lib/group-summary.ts';
import { muteLengthText } from '../hooks/use-mute-length.ts';
import { sentence } from '../lib/group-tips.ts';
import { Avatar } from './avatar.tsx';
import { ConversationRowView } from './conversation-row.tsx';

/** The name of a group's row: the group's, else "group {id}" until the server's list names it. */
export const groupName = (conversation: Conversation, t: Translate): string =>
  conversation.name || t('groupFallback', { id: groupOf(conversation) });

/**
 * One conversation of the group tab: the group's name and picture, its last message said as a member would read it
 * (tips as lines, "name: text"), the at-me marker; a tap opens the room, a fan group's in its anchor variant. Drawn
 * again only when one of its props changes, as ConversationRow.
 */
export const GroupConversationRow = memo(function GroupConversationRow(props: {
  conversation: Conversation;
  selfID: string;
  nowSeconds: number;
  onActions(conversation: Conversation): void;
  t: Translate;
}) {
  const { conversation, selfID, t } = props;
  const groupID = groupOf(conversation);
  const name = groupName(conversation, t);
  const nameOf = (id: string, nick?: string) => (id === selfID ? t('you') : nick || t('peerFallback', { id }));
  const lengthOf = (seconds: number) => muteLengthText(seconds, t);
  const summary = groupLastMessageSummary(conversation.lastMessage, selfID, nameOf, lengthOf);
  const anchor = anchorOfFansGroup(groupID);
  return (
    <ConversationRowView
      conversation={conversation}
      peer={groupID}
      name={name}
      summary={'text' in summary ? summary.text : sentence(t(summary.key, summary.values))}
      atMe={atMe(conversation, selfID)}
      href={`/chat-group/${anchor ? 'anchor/' : ''}${encodeURIComponent(groupID)}`}
      nowSeconds={props.nowSeconds}
      picture={<Avatar id={groupID} name={name} src={conversation.groupProfile?.faceURL} />}
      onActions={props.onActions}
      t={t}
    />
  );
});
