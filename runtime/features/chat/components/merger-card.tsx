import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useChatSdk } from '../../../core/chat/chat-sdk.ts';
import { useT, type Translate } from '../../../core/i18n/i18n.ts';
import { MessageType, type MergerPayload, type Message } from '../../../im/index.ts';
import { useModalFocus } from '../../../ui/modal-focus.ts';
import { SubHeader } from '../../../ui/sub-header.tsx';
import { dateTimeLabel } from '../lib/chat-time.ts';
import { contentSummary } from '../lib/summary.ts';
import { linkButton } from './link-button.ts';
import { Card, type PressHandlers } from './message-kinds.tsx';

/** The room's card (message-kinds.tsx), as a button: a tap opens the list. */
const CardButton = styled(Card.withComponent('button'))`
  flex-direction: column;
  gap: 0.25rem;
  padding-bottom: 0.5rem;
  font: inherit;
  font-size: 0.875rem;
  text-align: left;
  cursor: pointer;
  span {
    display: -webkit-box;
    overflow: hidden;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 1;
  }
  small {
    align-self: stretch;
    margin-top: 0.25rem;
    padding-top: 0.375rem;
    border-top: 1px solid ${(p) => p.theme.color.border};
    font-size: 0.6875rem;
  }
`;

/** The abstract lines a card shows, as WeChat's: the first four. */
const abstractLines = 4;

/**
 * A merged or forwarded list of messages (TIMRelayElem) as a card: its title, the first lines of its abstract and how
 * many messages it holds; a tap opens the list itself.
 */
export function MergerCard(props: { message: Message; press: PressHandlers; consumeClick(): boolean }) {
  const { t } = useT('chat');
  const [open, setOpen] = useState(false);
  const payload = props.message.payload as MergerPayload;
  const title = payload.title?.trim() || t('mergerTitle');
  return (
    <>
      <CardButton
        type="button"
        data-testid="chat-merger"
        aria-label={`${t('mergerOpen')}: ${title}`}
        {...props.press}
        onClick={() => {
          if (!props.consumeClick()) setOpen(true);
        }}
      >
        <strong data-testid="chat-merger-title">{title}</strong>
        {(payload.abstractList ?? []).slice(0, abstractLines).map((line, i) => (
          <span key={i} data-testid="chat-merger-abstract">
            {line}
          </span>
        ))}
        <small>
          {t('mergerTitle')}
          {payload.messageNumber ? ` · ${t('mergerCount', { count: payload.messageNumber })}` : ''}
        </small>
      </CardButton>
      {open ? createPortal(<MergerList message={props.message} title={title} onClose={() => setOpen(false)} />, document.body) : null}
    </>
  );
}

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.text};
`;

const Lines = styled.ol`
  flex: 1;
  margin: 0;
  padding: 0 0.875rem calc(1rem + env(safe-area-inset-bottom));
  overflow-y: auto;
  list-style: none;
  overscroll-behavior: contain;
  li {
    padding: 0.75rem 0;
    overflow-wrap: anywhere;
  }
  li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  header {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    margin-bottom: 0.25rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
  p {
    margin: 0;
    font-size: 0.9375rem;
    line-height: 1.45;
    white-space: pre-wrap;
  }
`;

const Note = styled.p`
  padding: 2rem 1rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.875rem;
  text-align: center;
  button {
    ${(p) => linkButton(p.theme)}
  }
`;

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; messages: Message[] };

/**
 * The messages of a merged list, loading them first when they were stored apart (downloadMergerMessage); a failed
 * load says so and offers to try again.
 */
function useMergedMessages(message: Message): [Loaded, () => void] {
  const sdk = useChatSdk();
  const payload = message.payload as MergerPayload;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>(() =>
    payload.downloadKey ? { state: 'loading' } : { state: 'ready', messages: payload.messageList ?? [] },
  );
  useEffect(() => {
    if (!payload.downloadKey || !sdk) return;
    let live = true;
    setLoaded({ state: 'loading' });
    sdk.downloadMergerMessage(message).then(
      (filled) => live && setLoaded({ state: 'ready', messages: (filled.payload as MergerPayload).messageList }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [sdk, message, payload.downloadKey, attempt]);
  return [loaded, () => setAttempt((n) => n + 1)];
}

/** The merged list over the room: each message with its sender and time, its content as text (never markup). */
function MergerList(props: { message: Message; title: string; onClose(): void }) {
  const { t } = useT('chat');
  const [loaded, retry] = useMergedMessages(props.message);
  const screen = useRef<HTMLDivElement>(null);
  // Over the whole room: focus stays in the list until it closes (its back button or Escape), then returns to the card.
  useModalFocus(screen, props.onClose);
  return (
    <Screen ref={screen} role="dialog" aria-modal="true" aria-label={props.title} data-testid="chat-merger-list">
      <SubHeader title={props.title} backLabel={t('mergerClose')} onBack={props.onClose} />
      {loaded.state === 'loading' ? <Note data-testid="chat-merger-loading">{t('mergerLoading')}</Note> : null}
      {loaded.state === 'failed' ? (
        <Note data-testid="chat-merger-failed">
          {t('mergerFailed')}
          <button type="button" onClick={retry}>
            {t('retry')}
          </button>
        </Note>
      ) : null}
      {loaded.state === 'ready' ? (
        <Lines>
          {loaded.messages.map((message, i) => (
            <li key={message.ID || i} data-testid="chat-merger-message">
              <header>
                <span>{message.nick || message.from}</span>
                <time>{message.time ? dateTimeLabel(message.time) : ''}</time>
              </header>
              <p>{lineOf(message, t)}</p>
            </li>
          ))}
        </Lines>
      ) : null}
    </Screen>
  );
}

/** A merged message's content: a text whole, with its lines; any other kind as its row summary says it. */
function lineOf(message: Message, t: Translate): string {
  if (message.type === MessageType.TEXT) return (message.payload as { text?: string }).text ?? '';
  const summary = contentSummary(message.type, message.payload);
  return 'text' in summary ? summary.text : t(summary.key, summary.values);
}
