import styled from '@emotion/styled';
import { useState } from 'react';
import type { DeskEvent, DeskMatch } from '../../api/match-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Chip } from '../../ui/card.tsx';
import { color } from '../../ui/tokens.ts';
import { dateTimeText } from '../../ui/date-time.ts';
import { Confirmation } from './event-form.tsx';
import { kindName, nameIn, sayUndo, statusName } from './desk-text.ts';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Item = styled.li<{ voided: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 10px;
  align-items: center;
  padding: 8px 10px;
  border: 1px solid ${color.border};
  border-radius: 6px;
  background: ${({ voided }) => (voided ? color.sunken : color.surface)};
`;

const What = styled.span<{ voided: boolean }>`
  font-weight: 600;
  overflow-wrap: anywhere;
  text-decoration: ${({ voided }) => (voided ? 'line-through' : 'none')};
  color: ${({ voided }) => (voided ? color.muted : color.text)};
`;

const Meta = styled.span`
  color: ${color.muted};
  font-size: 12px;
  margin-left: auto;
`;

/** One line of what an event was: "67' Gol · Flamengo (Pedro)", or the status it set. */
function eventText(t: (key: string, values?: Record<string, unknown>) => string, match: DeskMatch, event: DeskEvent, language: string) {
  if (event.kind === 'status') return `${kindName(t, match.sportId, 'status')}: ${statusName(t, match.sportId, event.status ?? 0)}`;
  const team = nameIn(event.side === 'away' ? match.away : match.home, language);
  const points = event.kind === 'goal' && match.sportId === 2 ? ` +${event.points ?? 1}` : '';
  return `${event.minute}' ${kindName(t, match.sportId, event.kind)}${points} · ${team}${event.player ? ` (${event.player})` : ''}`;
}

/**
 * The desk's events of a match, newest first, the undone ones struck through with who undid them (never removed).
 * Undoing says first what will happen ("the score becomes 1-1") and waits for its confirmation.
 */
export function DeskEventList({
  match,
  mayWrite,
  busy,
  onUndo,
}: {
  match: DeskMatch;
  mayWrite: boolean;
  busy: boolean;
  onUndo: (event: DeskEvent) => void;
}) {
  const { t, i18n } = useT();
  const [asking, setAsking] = useState<number | null>(null);
  if (match.events.length === 0) return <p>{t('desk.noEvents')}</p>;
  return (
    <List aria-label={t('desk.events')}>
      {[...match.events].reverse().map((event) => (
        <Item key={event.id} voided={event.voided} data-testid={`desk-event-${event.id}`}>
          <What voided={event.voided}>{eventText(t, match, event, i18n.language)}</What>
          {event.voided && (
            <Chip tone="warning">
              {event.voidReason === 'feed' ? t('desk.replaced', { who: event.voidedBy }) : t('desk.voided', { who: event.voidedBy })}
            </Chip>
          )}
          <Meta>{t('desk.by', { who: event.actor, at: dateTimeText(event.at, i18n.language) })}</Meta>
          {mayWrite && !event.voided && asking !== event.id && (
            <Button small tone="danger" type="button" disabled={busy} onClick={() => setAsking(event.id)}>
              {t('desk.undo')}
            </Button>
          )}
          {asking === event.id && !event.voided && (
            <>
              <Confirmation data-testid="desk-undo-confirmation">{sayUndo(t, match, event, i18n.language)}</Confirmation>
              <Button small tone="danger" type="button" disabled={busy} onClick={() => (onUndo(event), setAsking(null))}>
                {t('desk.confirmUndo')}
              </Button>
              <Button small tone="secondary" type="button" onClick={() => setAsking(null)}>
                {t('desk.cancel')}
              </Button>
            </>
          )}
        </Item>
      ))}
    </List>
  );
}
