import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessageType, type Message } from '../../../im/index.ts';
import { useLongPress } from '../hooks/use-long-press.ts';
import { Avatar } from './avatar.tsx';
import { ImageBubble } from './image-bubble.tsx';
import { MergerCard } from './merger-card.tsx';
import { FaceSticker, KindCard, LocationCard, type PressHandlers } from './message-kinds.tsx';
import { linkButton } from './link-button.ts';
import { colors } from '../../../core/theme/theme.ts';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Row = styled.li`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  margin: 0.75rem 0;
  &[data-flow='out'] {
    flex-direction: row-reverse;
  }
`;

const Bubble = styled.div`
  position: relative;
  max-width: calc(100% - 7.5rem);
  padding: 0.5625rem 0.75rem;
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font-size: 1rem;
  line-height: 1.4;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  user-select: text;
  -webkit-touch-callout: none;
  [data-flow='out'] > & {
    background: ${(p) => p.theme.primary};
    color: ${(p) => p.theme.onPrimary};
  }
`;

/** "edited" after a changed text, in the bubble's own colour, dimmed. */
const Edited = styled.span`
  margin-left: 0.375rem;
  font-size: 0.6875rem;
  opacity: 0.7;
  white-space: nowrap;
`;

const Side = styled.div`
  align-self: flex-end;
  display: flex;
  align-items: center;
  min-height: 1.25rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.6875rem;
  white-space: nowrap;
`;

const Spinner = styled.span`
  width: 0.875rem;
  height: 0.875rem;
  border: 2px solid ${(p) => p.theme.color.border};
  border-top-color: ${(p) => p.theme.color.textMuted};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Resend = styled.button`
  width: 1.25rem;
  height: 1.25rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${colors.badge};
  color: ${colors.onMedia};
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.25rem;
  cursor: pointer;
`;

const Tip = styled.li`
  margin: 0.75rem 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
  text-align: center;
  /* Nicks are the members' own: a long word wraps rather than widening the list. */
  overflow-wrap: anywhere;
  button {
    ${(p) => linkButton(p.theme)}
  }
`;

/** A time line between messages: "today 14:05", "yesterday 09:12", "03-18 20:40". */
export function TimeSeparator(props: { label: string }) {
  return <Tip data-testid="chat-separator">{props.label}</Tip>;
}

/**
 * How a group conversation shows its rows (absent in a one-to-one chat): each incoming bubble under its sender's name,
 * tips as centred lines, who revoked a message, the fan's mentions marked; no read receipts.
 */
export interface GroupView {
  senderName(message: Message): string;
  tipText(message: Message): string;
  mentionsMe(message: Message): boolean;
}

const Sender = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
  min-width: 0;
  max-width: calc(100% - 7.5rem);
  > span {
    max-width: 100%;
    overflow: hidden;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  > div {
    max-width: 100%;
  }
  > div[data-at-me='true'] {
    box-shadow: inset 3px 0 0 ${(p) => p.theme.accent};
  }
`;

export interface MessageRowActions {
  onActions(message: Message): void;
  onResend(message: Message): void;
  onReedit(text: string): void;
}

const textOf = (message: Message) => (message.payload as { text?: string }).text ?? '';

/** The bubble's content: text as text, never markup; a custom message by its description. */
function useContent(message: Message): string {
  const { t } = useT('chat');
  if (message.type !== MessageType.CUSTOM) return textOf(message);
  const description = (message.payload as { description?: string }).description?.trim();
  return description ? t('customWith', { description }) : t('customMessage');
}

/** The body of a message that is not a text bubble: a picture, a sticker, a place, a merged list, or a kind named. */
function kindBody(message: Message, press: PressHandlers, consumeClick: () => boolean): ReactNode {
  switch (message.type) {
    case MessageType.TEXT:
    case MessageType.CUSTOM:
      return null;
    case MessageType.IMAGE:
      return <ImageBubble message={message} press={press} consumeClick={consumeClick} />;
    case MessageType.FACE:
      return <FaceSticker message={message} press={press} />;
    case MessageType.LOCATION:
      return <LocationCard message={message} press={press} />;
    case MessageType.MERGER:
      return <MergerCard message={message} press={press} consumeClick={consumeClick} />;
    default:
      return <KindCard message={message} press={press} />;
  }
}

/**
 * One message of the chat room: a revoked one as a line (the fan's own text can be edited again), a group tip as a line,
 * else the avatar and the bubble (or the card or sticker of another kind), own on the right, an edited text marked so; beside an own bubble, the spinner while it is being sent, the
 * resend button once it failed, or (one-to-one) whether the peer has read it. A long press on the bubble opens its
 * actions.
 */
export function MessageRow(props: { message: Message; actions: MessageRowActions; group?: GroupView }) {
  const { t } = useT('chat');
  const { message, actions, group } = props;
  const content = useContent(message);
  const { consumeClick, ...press } = useLongPress(() => actions.onActions(message));
  const own = message.flow === 'out';
  if (message.type === MessageType.GROUP_TIP) return <Tip data-testid="chat-tip">{group?.tipText(message)}</Tip>;
  if (message.isRevoked) {
    return (
      <Tip data-testid="chat-revoked" data-flow={message.flow}>
        {own ? t('revokedBySelf') : group ? t('revokedByMember', { name: group.senderName(message) }) : t('revokedByPeer')}
        {own && message.type === MessageType.TEXT ? (
          <button type="button" data-testid="chat-reedit" onClick={() => actions.onReedit(textOf(message))}>
            {t('reedit')}
          </button>
        ) : null}
      </Tip>
    );
  }
  const body = kindBody(message, press, consumeClick) ?? (
    <Bubble
      data-testid="chat-bubble"
      data-at-me={group && !own && group.mentionsMe(message) ? 'true' : undefined}
      {...press}
      onClick={() => consumeClick()}
    >
      {content}
      {message.isModified && message.type === MessageType.TEXT ? <Edited data-testid="chat-edited">{t('edited')}</Edited> : null}
    </Bubble>
  );
  return (
    <Row data-testid="chat-message" data-flow={message.flow} data-status={message.status}>
      <Avatar id={message.from} name={message.nick || message.from} src={message.avatar} size={2.5} />
      {group && !own ? (
        <Sender>
          <span data-testid="chat-sender">{group.senderName(message)}</span>
          {body}
        </Sender>
      ) : (
        body
      )}
      {own ? (
        <Side>
          {message.status === 'unsend' ? <Spinner role="status" aria-label={t('sending')} data-testid="chat-sending" /> : null}
          {message.status === 'fail' ? (
            <Resend type="button" aria-label={t('resend')} data-testid="chat-resend" onClick={() => actions.onResend(message)}>
              !
            </Resend>
          ) : null}
          {message.status === 'success' && !group ? (
            <span data-testid="chat-read">{message.isPeerRead ? t('read') : t('unread')}</span>
          ) : null}
        </Side>
      ) : null}
    </Row>
  );
}
