import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import { useHydrated } from '../../../core/prerender/use-hydrated.ts';
import { dateBar } from '../lib/schedule.ts';

const Strip = styled.div`
  display: flex;
  overflow-x: auto;
  padding: 0 0.25rem;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  scrollbar-width: none;
`;

const Day = styled.button`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  width: 3.5rem;
  padding: 0.375rem 0;
  border: 0;
  background: none;
  color: ${(p) => p.theme.color.textMuted};
  font: inherit;
  cursor: pointer;
  span {
    font-size: 0.6875rem;
  }
  b {
    font-size: 0.8125rem;
    font-weight: 500;
  }
  &[aria-pressed='true'] {
    color: ${(p) => p.theme.accent};
    b {
      font-weight: 700;
    }
  }
`;

/**
 * The days of the schedule, today in the middle and scrolled into view; weekdays in China Standard Time. The build's
 * prerender cannot know the fan's day: until the page has hydrated the strip holds blank days of the same size.
 */
export function DateBar(props: { nowMs: number; selected: string; onSelect: (date: string) => void }) {
  const { t } = useT('score');
  const hydrated = useHydrated();
  const selectedRef = useRef<HTMLButtonElement>(null);
  // Braces: newer browsers return a promise from scrollIntoView, and React would take it for a cleanup.
  useEffect(() => {
    selectedRef.current?.scrollIntoView({ inline: 'center', block: 'nearest' });
  }, [hydrated]);
  if (!hydrated) {
    return (
      <Strip role="group" aria-label={t('dates')} aria-busy="true" data-testid="date-bar">
        {dateBar(0).map((_, index) => (
          <Day key={index} type="button" disabled>
            <span>{'\u00a0'}</span>
            <b>{'\u00a0'}</b>
          </Day>
        ))}
      </Strip>
    );
  }
  return (
    <Strip role="group" aria-label={t('dates')} data-testid="date-bar">
      {dateBar(props.nowMs).map(({ date, offset }) => (
        <Day
          key={date}
          ref={date === props.selected ? selectedRef : undefined}
          type="button"
          aria-pressed={date === props.selected}
          onClick={() => props.onSelect(date)}
        >
          <span>{offset === 0 ? t('today') : t(`weekday.${new Date(`${date}T00:00:00Z`).getUTCDay()}`)}</span>
          <b>{date.slice(5)}</b>
        </Day>
      ))}
    </Strip>
  );
}
