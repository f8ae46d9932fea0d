import styled from '@emotion/styled';
import { useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import type { Message } from '../../../im/index.ts';
import type { HistoryStatus } from '../hooks/use-history.ts';
import type { DayName } from '../lib/chat-time.ts';
import { bottomSlack, scrollMove, type ListEnds } from '../lib/scroll-keeping.ts';
import { messageKey, timeline, type TimelineEntry } from '../lib/timeline.ts';
import { estimatedHeight, rowOffsets, rowWindow, viewTopOf, type RowWindow, type ViewAnchor } from '../lib/windowing.ts';
import { MessageRow, TimeSeparator, type GroupView, type MessageRowActions } from './message-row.tsx';

const Scroller = styled.ol`
  position: relative;
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

/** Stands for the rows above or below the window (lib/windowing.ts). */
const Spacer = styled.li`
  margin: 0;
  padding: 0;
`;

/** Closer than this to the top asks for older messages. */
const loadMoreAt = 120;

const endsOf = (messages: readonly Message[]): ListEnds => ({
  first: messages[0] ? messageKey(messages[0]) : '',
  last: messages.length ? messageKey(messages[messages.length - 1]) : '',
});

/** Where an element's top is within the scrolled content. */
const topIn = (element: HTMLElement, row: Element) =>
  row.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop;

/**
 * The conversation's messages with their time lines. It opens at the bottom; scrolling near the top pages older
 * history in above without moving what the fan reads; new messages follow the fan to the bottom when they are there
 * or sent them (scroll-keeping.ts). With many rows only those near the screen are rendered (windowing.ts): the list
 * remembers where the screen is as a row and a distance into it, and puts that row back in place after every change,
 * whether history came in above, the window moved or a row turned out taller than guessed. `viewportHeight` changing
 * (the keyboard) keeps a fan at the bottom there. `group` shows a group conversation's senders and tips (message-row.tsx).
 */
export function MessageList(props: {
  messages: readonly Message[];
  history: { status: HistoryStatus; complete: boolean; atStart: boolean; loadOlder(): void };
  nowSeconds: number;
  viewportHeight: number;
  actions: MessageRowActions;
  group?: GroupView;
}) {
  const { t } = useT('chat');
  const { messages, history } = props;
  const scroller = useRef<HTMLOListElement>(null);
  const seen = useRef({ ends: { first: '', last: '' } as ListEnds, atBottom: true });
  const anchor = useRef<ViewAnchor>({ kind: 'bottom' });
  // Measured row heights (with the gap below each), by entry key; the list's height when last seen.
  const heights = useRef(new Map<string, number>());
  const viewHeight = useRef(0);
  const drawn = useRef<RowWindow>({ start: 0, end: 0, before: 0, after: 0 });
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const entries = useMemo(() => timeline(messages, props.nowSeconds), [messages, props.nowSeconds]);
  const indexOf = useMemo(() => {
    const byKey = new Map(entries.map((entry, index) => [entry.key, index]));
    return (key: string) => byKey.get(key);
  }, [entries]);

  // Recomputed on each use: a sum over the rows (5,000 of them take well under a millisecond).
  const offsets = () => rowOffsets(entries.map((entry: TimelineEntry) => heights.current.get(entry.key) ?? estimatedHeight[entry.kind]));
  const windowNow = () => {
    const at = offsets();
    return rowWindow(at, viewTopOf(anchor.current, at, indexOf, viewHeight.current), viewHeight.current);
  };
  const shown = windowNow();
  drawn.current = shown;
  /** The rendered rows' elements, entries[start] first (after the top row and the upper spacer). */
  const rowElements = (element: HTMLElement) => [...element.children].slice(2, 2 + drawn.current.end - drawn.current.start);

  /** Notes each rendered row's height: the distance from its top to the next row's (or the lower spacer's). */
  const measure = (element: HTMLElement) => {
    const rows = rowElements(element);
    const tops = rows.map((row) => row.getBoundingClientRect().top);
    // An empty lower spacer has no place of its own (margins collapse through it): the last row keeps its estimate.
    if (drawn.current.after > 0 && element.lastElementChild) tops.push(element.lastElementChild.getBoundingClientRect().top);
    for (let i = 0; i + 1 < tops.length; i++) heights.current.set(entries[drawn.current.start + i].key, tops[i + 1] - tops[i]);
  };

  /** Reads where the screen is from the scroll position: the bottom, or a row and how far into it. */
  const noteAnchor = (element: HTMLElement) => {
    const fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
    seen.current.atBottom = fromBottom <= bottomSlack;
    const first = rowElements(element)[0];
    if (fromBottom <= 1 || !first) {
      anchor.current = { kind: 'bottom' };
      return;
    }
    const at = offsets();
    // Row tops in the content are the first rendered row's top plus the offsets between them.
    const y = element.scrollTop - (topIn(element, first) - at[drawn.current.start]);
    let index = drawn.current.start;
    while (index > 0 && at[index] > y) index--;
    while (index + 1 < entries.length && at[index + 1] <= y) index++;
    // A time line is no anchor: older history arriving above takes the first message's line away (it moves up to the
    // new first message), so the message after it holds the place.
    while (entries[index].kind === 'separator' && index + 1 < entries.length) index++;
    anchor.current = { kind: 'row', key: entries[index].key, within: y - at[index] };
  };

  /** Scrolls so the anchor is where the fan saw it. */
  const place = (element: HTMLElement) => {
    const target = anchor.current;
    let top = element.scrollHeight;
    if (target.kind === 'row') {
      const index = indexOf(target.key);
      const row = index === undefined ? undefined : rowElements(element)[index - drawn.current.start];
      if (!row) return;
      top = topIn(element, row) + target.within;
    }
    if (Math.abs(element.scrollTop - Math.min(top, element.scrollHeight - element.clientHeight)) > 0.5) element.scrollTop = top;
  };

  const wantsOlder = (element: HTMLElement) => element.scrollTop < loadMoreAt && history.status === 'idle' && !history.complete;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    viewHeight.current = element.clientHeight;
    measure(element);
    const ends = endsOf(messages);
    const last = messages[messages.length - 1];
    const firstKept = indexOf(seen.current.ends.first) !== undefined;
    if (
      scrollMove(seen.current.ends, ends, seen.current.atBottom, last?.flow === 'out' && last.status === 'unsend', firstKept) ===
      'to-bottom'
    )
      anchor.current = { kind: 'bottom' };
    seen.current.ends = ends;
    place(element);
    // The first draw guessed the screen's height and rows' heights: draw again when the window they give changed.
    const next = windowNow();
    if (next.start !== drawn.current.start || next.end !== drawn.current.end) redraw();
  });

  // A first page shorter than the screen cannot be scrolled up: ask for more until it fills it or history ends.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && element.scrollHeight <= element.clientHeight && wantsOlder(element)) history.loadOlder();
  });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !seen.current.atBottom) return;
    anchor.current = { kind: 'bottom' };
    place(element);
  }, [props.viewportHeight]);

  const dayLabel = (day: DayName, time: string) => (day.relative ? `${t(day.relative)} ${time}` : `${day.date} ${time}`);
  return (
    <Scroller
      ref={scroller}
      data-testid="chat-messages"
      data-rows={entries.length}
      onScroll={(event) => {
        const element = event.currentTarget;
        noteAnchor(element);
        const next = windowNow();
        if (next.start !== drawn.current.start || next.end !== drawn.current.end) redraw();
        if (wantsOlder(element)) history.loadOlder();
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
            history.atStart && messages.length > 0 ? (
              t('noMore')
            ) : (
              ''
            )
          ) : (
            <button type="button" data-testid="chat-older" onClick={history.loadOlder}>
              {t('older')}
            </button>
          )
        ) : null}
      </Top>
      <Spacer aria-hidden="true" data-testid="chat-rows-above" style={{ height: shown.before }} />
      {entries
        .slice(shown.start, shown.end)
        .map((entry) =>
          entry.kind === 'separator' ? (
            <TimeSeparator key={entry.key} label={dayLabel(entry.day, entry.time)} />
          ) : (
            <MessageRow key={entry.key} message={entry.message} actions={props.actions} group={props.group} />
          ),
        )}
      <Spacer aria-hidden="true" data-testid="chat-rows-below" style={{ height: shown.after }} />
    </Scroller>
  );
}
