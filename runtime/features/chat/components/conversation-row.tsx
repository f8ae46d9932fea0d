import styled from '@emotion/styled';
import { memo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT, type Translate } from '../../../core/i18n/i18n.ts';
import type { Conversation } from '../../../im/index.ts';
import type { SeenProfile } from '../../../im/react/index.ts';
import { useLongPress } from '../hooks/use-long-press.ts';
import { conversationTime } from '../lib/chat-time.ts';
import { lastMessageSummary, unreadBadge } from '../lib/summary.ts';
import { Avatar } from './avatar.tsx';
import { CountBadge } from './contact-row.tsx';
import { colors } from '../../../core/theme/theme.ts';

const Row = styled.li`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  padding: 0.75rem 0.875rem;
  background: ${(p) => p.theme.color.surface};
  cursor: pointer;
  user-select: none;
  -webkit-touch-callout: none;
  &[data-pinned='true'] {
    background: ${(p) => p.theme.color.background};
  }
  & + & {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
`;

const Body = styled.div`
  display: grid;
  flex: 1;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 0.5rem;
  min-width: 0;
  p {
    grid-column: 1 / -1;
  }
  strong,
  p {
    overflow: hidden;
    margin: 0;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-size: 1rem;
    font-weight: 500;
  }
  time,
  p {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
  time {
    font-size: 0.75rem;
  }
`;

const Picture = styled.div`
  position: relative;
  flex: none;
`;

const Badge = styled(CountBadge)`
  position: absolute;
  top: -0.375rem;
  right: -0.5rem;
`;

/** The peer's id of a C2C conversation (C2C{userID}). */
export const peerOf = (conversation: Conversation): string => conversation.conversationID.replace(/^C2C/, '');

const noRemarks: ReadonlyMap<string, string> = new Map();

/**
 * The name a conversation goes by: the fan's remark for the peer (the conversation's, or the friend's: `remarks`), the
 * peer's nick (from the server's list, from the peer's last message when the conversation was just opened by a push,
 * or as a screen already showed it: `seen`), else "user {id}".
 */
export function conversationName(
  conversation: Conversation,
  remarks: ReadonlyMap<string, string>,
  t: Translate,
  seen?: SeenProfile,
): string {
  const peer = peerOf(conversation);
  const last = conversation.lastMessage;
  return (
    conversation.remark ||
    remarks.get(peer) ||
    conversation.name ||
    (last?.fromAccount === peer ? last.nick : '') ||
    seen?.nick ||
    t('peerFallback', { id: peer })
  );
}

/** conversationName with the chat's translator and the names already shown (`seen`). */
export function useConversationName(
  remarks: ReadonlyMap<string, string> = noRemarks,
  seen: (userID: string) => SeenProfile | undefined = () => undefined,
): (conversation: Conversation) => string {
  const { t } = useT('chat');
  return (conversation) => conversationName(conversation, remarks, t, seen(peerOf(conversation)));
}

/** The at-me marker before a group row's summary, in red as WeChat's [有人@我]. */
const AtMe = styled.em`
  margin-right: 0.25rem;
  color: ${colors.danger};
  font-style: normal;
`;

/**
 * A row of /c2c as it looks, whichever tab: the picture with the unread badge, the name, the last message's summary
 * (after the at-me marker) and its time; a tap opens `href`, a long press offers pin and delete (`onActions`).
 */
export function ConversationRowView(props: {
  conversation: Conversation;
  peer: string;
  name: string;
  summary: string;
  atMe?: boolean;
  href: string;
  nowSeconds: number;
  picture: ReactNode;
  onActions(conversation: Conversation): void;
  t: Translate;
}) {
  const { t } = props;
  const navigate = useNavigate();
  const { conversation, name } = props;
  const { consumeClick, ...press } = useLongPress(() => props.onActions(conversation));
  const time = conversationTime(conversation.lastMessage?.lastTime ?? 0, props.nowSeconds);
  const badge = unreadBadge(conversation);
  return (
    <Row
      data-testid="conversation"
      data-peer={props.peer}
      data-pinned={conversation.isPinned ? 'true' : undefined}
      aria-label={conversation.isPinned ? `${name} · ${t('pinned')}` : undefined}
      {...press}
      onClick={() => {
        if (!consumeClick()) navigate(props.href);
      }}
    >
      <Picture>
        {props.picture}
        {badge ? (
          <Badge data-testid="conversation-unread" aria-label={t('unreadCount', { count: conversation.unreadCount })}>
            {badge}
          </Badge>
        ) : null}
      </Picture>
      <Body>
        <strong data-testid="conversation-name">{name}</strong>
        <time>{time.relative ? t(time.relative) : time.text}</time>
        <p data-testid="conversation-summary">
          {props.atMe ? <AtMe data-testid="conversation-at-me">{t('atMe')}</AtMe> : null}
          {props.summary}
        </p>
      </Body>
    </Row>
  );
}

/**
 * One conversation of the private tab: the peer's name and picture; a tap opens the chat with them. Drawn again only
 * when one of its props changes: the chat layer keeps a conversation's object until the conversation changes, so a
 * list announced again (the later pages of a long list, SDK_READY) does not draw its earlier rows again.
 */
export const ConversationRow = memo(function ConversationRow(props: {
  conversation: Conversation;
  selfID: string;
  nowSeconds: number;
  remarks: ReadonlyMap<string, string>;
  /** The peer's name and picture as a screen already showed them, if one did. */
  seen: SeenProfile | undefined;
  onActions(conversation: Conversation): void;
  t: Translate;
}) {
  const { conversation, t } = props;
  const name = conversationName(conversation, props.remarks, t, props.seen);
  const summary = lastMessageSummary(conversation.lastMessage, props.selfID);
  const peer = peerOf(conversation);
  return (
    <ConversationRowView
      conversation={conversation}
      peer={peer}
      name={name}
      summary={'text' in summary ? summary.text : t(summary.key, summary.values)}
      href={`/c2c-chatroom/${encodeURIComponent(peer)}`}
      nowSeconds={props.nowSeconds}
      picture={<Avatar id={peer} name={name} src={props.seen?.avatar} />}
      onActions={props.onActions}
      t={t}
    />
  );
});
