import styled from '@emotion/styled';
import type { DeskEvent, DeskEventInput, DeskMatch } from '../../api/match-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Chip } from '../../ui/card.tsx';
import { color, narrow, radius } from '../../ui/tokens.ts';
import { DeskEventList } from './desk-event-list.tsx';
import { clockText, nameIn, statusName } from './desk-text.ts';
import { EventForm } from './event-form.tsx';

const Row = styled.li<{ open: boolean }>`
  border: 1px solid ${({ open }) => (open ? color.accent : color.border)};
  border-radius: ${radius.medium};
  background: ${color.surface};
  overflow: hidden;
`;

const Summary = styled.div`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto minmax(0, 1fr) 132px 88px;
  gap: 12px;
  align-items: center;
  padding: 10px 14px;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
    gap: 6px 10px;
    padding: 10px 12px;
  }
`;

const Kickoff = styled.div`
  display: flex;
  flex-direction: column;
  color: ${color.muted};
  font-size: 12px;
  line-height: 1.3;
  ${narrow} {
    grid-column: 1 / -1;
    flex-direction: row;
    gap: 8px;
  }
`;

// A long name wraps between words; only a word wider than its column breaks (fans' and providers' names can be long).
const Team = styled.span<{ end?: boolean }>`
  font-weight: 600;
  text-align: ${({ end }) => (end ? 'right' : 'left')};
  overflow-wrap: break-word;
  min-width: 0;
  ${narrow} {
    font-size: 13px;
  }
`;

const Score = styled.span`
  font:
    700 20px/1 system-ui,
    sans-serif;
  font-variant-numeric: tabular-nums;
  min-width: 64px;
  text-align: center;
`;

const State = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  ${narrow} {
    grid-column: 1 / 3;
  }
`;

const Panel = styled.div`
  border-top: 1px solid ${color.border};
  background: ${color.page};
  padding: 14px;
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const phaseTone = { inplay: 'success', waiting: 'neutral', finished: 'accent', other: 'warning' } as const;

/** A match of the desk: kickoff, teams, score and live state; opened, the form that posts and the events to undo. */
export function MatchRow({
  match,
  open,
  mayWrite,
  busy,
  onToggle,
  onPost,
  onUndo,
}: {
  match: DeskMatch;
  open: boolean;
  mayWrite: boolean;
  busy: boolean;
  onToggle: () => void;
  onPost: (input: DeskEventInput, said: string) => void;
  onUndo: (event: DeskEvent) => void;
}) {
  const { t, i18n } = useT();
  const live = match.phase === 'inplay' && match.time ? ` ${match.time}${match.sportId === 1 ? "'" : ''}` : '';
  return (
    <Row open={open} data-testid={`desk-match-${match.id}`}>
      <Summary>
        <Kickoff>
          <span>{clockText(match.startTime, i18n.language)}</span>
          <span>{nameIn(match.league, i18n.language)}</span>
        </Kickoff>
        <Team end>{nameIn(match.home, i18n.language)}</Team>
        <Score data-testid="desk-score">
          {match.homeScore}-{match.awayScore}
        </Score>
        <Team>{nameIn(match.away, i18n.language)}</Team>
        <State>
          <Chip tone={phaseTone[match.phase]} data-testid="desk-status">
            {statusName(t, match.sportId, match.status)}
            {live}
          </Chip>
          {match.provider && <Chip>{t('desk.fed', { provider: match.provider })}</Chip>}
        </State>
        <Button small tone={open ? 'secondary' : 'primary'} type="button" aria-expanded={open} onClick={onToggle}>
          {open ? t('desk.close') : t('desk.open')}
        </Button>
      </Summary>
      {open && (
        <Panel>
          {mayWrite ? <EventForm match={match} busy={busy} onPost={onPost} /> : <p>{t('desk.readOnly')}</p>}
          <DeskEventList match={match} mayWrite={mayWrite} busy={busy} onUndo={onUndo} />
        </Panel>
      )}
    </Row>
  );
}
