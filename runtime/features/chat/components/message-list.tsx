import styled from '@emotion/styled';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import type { Message } from '../../../im/index.ts';
import type { HistoryStatus } from '../hooks/use-history.ts';
import type { DayName } from '../lib/chat-time.ts';
import { bottomSlack, keptScrollTop, scrollMove, type ListEnds } from '../lib/scroll-keeping.ts';
import { messageKey, timeline } from '../lib/timeline.ts';
import { MessageRow, TimeSeparator, type GroupView, type MessageRowActions } from './message-row.tsx';

const Scroller = styled.ol`
  flex: 1;
  min-height: 0;
  margin: 0;
  padding: 0 0.75rem 0.5rem;
  overflow-y: auto;
  overflow-anchor: none;
  overscroll-behavior: contain;
  list-style: none;
  -webkit-overflow-scrolling: touch;
`;

/** The top row is always there and always this tall, so its state changing never moves the messages. */
const Top = styled.li`
  height: 2.5rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
  line-height: 2.5rem;
  text-align: center;
  button {
    padding: 0 0.5rem;
    border: 0;
    background: none;
    color: ${(p) => p.theme.accent};
    font: inherit;
    cursor: pointer;
  }
`;

/** Closer than this to the top asks for older messages. */
const loadMoreAt = 120;

const endsOf = (messages: readonly Message[]): ListEnds => ({ first: messages[0] ? messageKey(messages[0]) : '', last: messages.length ? messageKey(messages[messages.length - 1]) : '' });

/**
 * The conversation's messages with their time lines. It opens at the bottom; scrolling near the top pages older
 * history in above without moving what the fan reads (scroll-keeping.ts); new messages follow the fan to the bottom
 * when they are there or sent them. `viewportHeight` changing (the keyboard) keeps a fan at the bottom there. `group`
 * shows a group conversation's senders and tips (message-row.tsx).
 */
export function MessageList(props: { messages: readonly Message[]; history: { status: HistoryStatus; complete: boolean; loadOlder(): void }; nowSeconds: number; viewportHeight: number; actions: MessageRowActions; group?: GroupView }) {
  const { t } = useT('chat');
  const { messages, history } = props;
  const scroller = useRef<HTMLOListElement>(null);
  const seen = useRef({ ends: { first: '', last: '' } as ListEnds, scrollHeight: 0, scrollTop: 0, atBottom: true });
  const entries = useMemo(() => timeline(messages, props.nowSeconds), [messages, props.nowSeconds]);

  const remember = (element: HTMLElement) => {
    seen.current.scrollHeight = element.scrollHeight;
    seen.current.scrollTop = element.scrollTop;
    seen.current.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= bottomSlack;
  };
  const wantsOlder = (element: HTMLElement) => element.scrollTop < loadMoreAt && history.status === 'idle' && !history.complete;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const ends = endsOf(messages);
    const last = messages[messages.length - 1];
    const move = scrollMove(seen.current.ends, ends, seen.current.atBottom, last?.flow === 'out' && last.status === 'unsend');
    if (move === 'to-bottom') element.scrollTop = element.scrollHeight;
    if (move === 'keep-from-bottom') element.scrollTop = keptScrollTop(seen.current, element.scrollHeight);
    seen.current.ends = ends;
    remember(element);
  }, [messages]);

  // A first page shorter than the screen cannot be scrolled up: ask for more until it fills it or history ends.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && element.scrollHeight <= element.clientHeight && wantsOlder(element)) history.loadOlder();
  });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && seen.current.atBottom) element.scrollTop = element.scrollHeight;
  }, [props.viewportHeight]);

  const dayLabel = (day: DayName, time: string) => (day.relative ? `${t(day.relative)} ${time}` : `${day.date} ${time}`);
  return (
    <Scroller
      ref={scroller}
      data-testid="chat-messages"
      aria-live="polite"
      onScroll={(event) => {
        remember(event.currentTarget);
        if (wantsOlder(event.currentTarget)) history.loadOlder();
      }}
    >
      <Top data-testid="chat-history" data-status={history.complete ? 'complete' : history.status}>
        {history.status === 'loading' ? t('loadingOlder') : null}
        {history.status === 'error' ? (
          <>
            {t('loadFailed')}
            <button type="button" onClick={history.loadOlder}>
              {t('retry')}
            </button>
          </>
        ) : null}
        {history.status === 'idle' ? (
          history.complete ? (
            messages.length > 0 ? t('noMore') : ''
          ) : (
            <button type="button" data-testid="chat-older" onClick={history.loadOlder}>
              {t('older')}
            </button>
          )
        ) : null}
      </Top>
      {entries.map((entry) => (entry.kind === 'separator' ? <TimeSeparator key={entry.key} label={dayLabel(entry.day, entry.time)} /> : <MessageRow key={entry.key} message={entry.message} actions={props.actions} group={props.group} />))}
    </Scroller>
  );
}
