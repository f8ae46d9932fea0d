import styled from '@emotion/styled';
import { useEffect, useMemo, useState } from 'react';
import { postDeskEvent, readDeskDay, undoDeskEvent, type DeskEvent, type DeskEventInput, type DeskMatch } from '../../api/match-calls.ts';
import { addLabels, useT } from '../../i18n/i18n.ts';
import { deskMessagesPtBr } from '../../i18n/messages-desk-pt-br.ts';
import { deskMessagesZh } from '../../i18n/messages-desk-zh.ts';
import { useCan } from '../../state/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHint, CardTitle, Chip, PageHead, PageLead, PageTitle } from '../../ui/card.tsx';
import { inputStyle } from '../../ui/field.tsx';
import { LoadingState, RetryState } from '../../ui/load-state.tsx';
import { RequirePermission } from '../../ui/require-permission.tsx';
import { useRemote } from '../../ui/use-remote.ts';
import { Stack } from '../../ui/stack.tsx';
import { StatusNote } from '../../ui/status-line.tsx';
import { useRowAction } from '../queues/queue-parts.tsx';
import { shiftDay } from './desk-text.ts';
import { ImportCard } from './import-card.tsx';
import { MatchRow } from './match-row.tsx';

// The desk's labels load with its chunk, not with the console's first load.
addLabels({ zh: deskMessagesZh, 'pt-BR': deskMessagesPtBr });

/** How often the desk reads the day again: the clock moves every match's minute, not only a posted event. */
const refreshMs = 5_000;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-bottom: 12px;
`;

const Input = styled.input`
  ${inputStyle}
  width: auto;
  flex: 0 1 180px;
`;

// The search takes the row's spare room, so that its hint is never cut on a phone.
const Search = styled(Input)`
  flex: 1 1 200px;
  max-width: 320px;
`;

const Select = styled.select`
  ${inputStyle}
  width: auto;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const phases = ['all', 'inplay', 'waiting', 'finished'] as const;

/**
 * The match desk (docs/operators.md "Match desk"): a server day's matches with the live state the fans read, read
 * again every few seconds while the page is shown; an ops operator posts an event or undoes one, each after a
 * confirmation that says what will happen.
 */
export function MatchesPage() {
  return (
    <RequirePermission permission="sites.read">
      <MatchesScreen />
    </RequirePermission>
  );
}

function useTicker(ms: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      if (!document.hidden) setTick((n) => n + 1);
    }, ms);
    return () => clearInterval(timer);
  }, [ms]);
  return tick;
}

function MatchesScreen() {
  const { t } = useT();
  const mayWrite = useCan('matches.write');
  // No date yet: the server's day (China time, its clock), as it answers it.
  const [date, setDate] = useState<string | null>(null);
  const tick = useTicker(refreshMs);
  const { remote, retry } = useRemote(() => readDeskDay(date), `${date}:${tick}`);
  const { busyId, status, act } = useRowAction(retry);
  const [openId, setOpenId] = useState<number | null>(null);
  const [phase, setPhase] = useState<(typeof phases)[number]>('all');
  const [sport, setSport] = useState(0);
  const [search, setSearch] = useState('');
  const day = date ?? (remote.state === 'ready' ? remote.data.date : null);

  const shown = useMemo(() => {
    if (remote.state !== 'ready') return [];
    const words = search.trim().toLowerCase();
    return remote.data.matches.filter(
      (m) =>
        (phase === 'all' || m.phase === phase) &&
        (sport === 0 || m.sportId === sport) &&
        (!words || [m.home, m.away, m.league].some((n) => `${n.nameZh} ${n.nameEn}`.toLowerCase().includes(words)) || m.id === openId),
    );
  }, [remote, phase, sport, search, openId]);

  const post = (match: DeskMatch, input: DeskEventInput, said: string) =>
    void act(match.id, () => postDeskEvent(match.id, input), t('desk.posted', { what: said }));
  const undo = (match: DeskMatch, event: DeskEvent) =>
    void act(match.id, () => undoDeskEvent(event.id), t('desk.undone', { id: event.id }));

  return (
    <Stack>
      <PageHead>
        <PageTitle>{t('desk.title')}</PageTitle>
        <PageLead>{t('desk.lead')}</PageLead>
      </PageHead>
      <StatusNote status={status} testId="queue-status" />
      <Card>
        <Bar>
          <Button small tone="secondary" type="button" disabled={!day} onClick={() => day && setDate(shiftDay(day, -1))}>
            {t('desk.previousDay')}
          </Button>
          <Input
            type="date"
            aria-label={t('desk.date')}
            value={day ?? ''}
            onChange={(e) => /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) && setDate(e.target.value)}
          />
          <Button small tone="secondary" type="button" disabled={!day} onClick={() => day && setDate(shiftDay(day, 1))}>
            {t('desk.nextDay')}
          </Button>
          <Button small tone="secondary" type="button" onClick={() => setDate(null)}>
            {t('desk.today')}
          </Button>
        </Bar>
        <Bar>
          {phases.map((p) => (
            <Button
              key={p}
              small
              tone={phase === p ? 'primary' : 'secondary'}
              type="button"
              aria-pressed={phase === p}
              onClick={() => setPhase(p)}
            >
              {t(`desk.filter.${p}`)}
            </Button>
          ))}
          <Select aria-label={t('desk.sport.0')} value={sport} onChange={(e) => setSport(Number(e.target.value))}>
            {[0, 1, 2].map((s) => (
              <option key={s} value={s}>
                {t(`desk.sport.${s}`)}
              </option>
            ))}
          </Select>
          <Search
            type="search"
            placeholder={t('desk.search')}
            aria-label={t('desk.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Bar>
        <CardTitle>
          {t('desk.count', { count: shown.length })} <Chip tone="success">{t('desk.live')}</Chip>
        </CardTitle>
        <CardHint>{day ?? ''}</CardHint>
        {remote.state === 'loading' && <LoadingState />}
        {remote.state === 'failed' && <RetryState error={remote.error} onRetry={retry} />}
        {remote.state === 'ready' && shown.length === 0 && <p data-testid="desk-empty">{t('desk.empty')}</p>}
        {shown.length > 0 && (
          <List aria-label={t('desk.title')}>
            {shown.map((match) => (
              <MatchRow
                key={match.id}
                match={match}
                open={openId === match.id}
                mayWrite={mayWrite}
                busy={busyId === match.id}
                onToggle={() => setOpenId(openId === match.id ? null : match.id)}
                onPost={(input, said) => post(match, input, said)}
                onUndo={(event) => undo(match, event)}
              />
            ))}
          </List>
        )}
      </Card>
      {mayWrite && <ImportCard onImported={retry} />}
    </Stack>
  );
}
