import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import type { DeskEventInput, DeskMatch } from '../../api/match-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField, TextField } from '../../ui/field.tsx';
import { color, narrow, radius } from '../../ui/tokens.ts';
import { deskMinuteProblem, deskPlayerProblem, deskStatuses } from '../../validation/desk-rules.ts';
import { kindName, nameIn, sayPost, statusName } from './desk-text.ts';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px;
  align-items: start;
  ${narrow} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/** The sentence the operator confirms: what the event will do, in full. */
export const Confirmation = styled.p`
  flex: 1 1 100%;
  margin: 0;
  padding: 10px 12px;
  border-radius: ${radius.small};
  background: ${color.warningSoft};
  color: ${color.text};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

type Kind = DeskEventInput['kind'];

/**
 * The form that posts an event: what happened, for which team, at which minute, with an optional player; a status
 * from the sport's list. Posting first shows the sentence of what will happen, and only its confirmation sends it.
 */
export function EventForm({
  match,
  busy,
  onPost,
}: {
  match: DeskMatch;
  busy: boolean;
  onPost: (input: DeskEventInput, said: string) => void;
}) {
  const { t, i18n } = useT();
  const kinds: Kind[] = match.sportId === 1 ? ['goal', 'yellow_card', 'red_card', 'status'] : ['goal', 'status'];
  const statuses = deskStatuses[match.sportId] ?? [];
  const [kind, setKind] = useState<Kind>('goal');
  const [side, setSide] = useState<'home' | 'away'>('home');
  const [minute, setMinute] = useState(match.time && /^\d+$/.test(match.time) ? match.time : '');
  const [player, setPlayer] = useState('');
  const [points, setPoints] = useState(2);
  const [status, setStatus] = useState(statuses.find((s) => s > match.status) ?? statuses[0]);
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState<{ input: DeskEventInput; said: string } | null>(null);

  const minuteProblem = kind === 'status' ? null : deskMinuteProblem(minute);
  const playerProblem = kind === 'status' ? null : deskPlayerProblem(player);
  const problemText = (problem: ReturnType<typeof deskMinuteProblem>) => (checked && problem ? t(problem.key, problem.values) : null);

  const review = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (minuteProblem || playerProblem) return;
    const input: DeskEventInput =
      kind === 'status'
        ? { kind, status }
        : {
            kind,
            side,
            minute: Number(minute.trim()),
            ...(player.trim() ? { player: player.trim() } : {}),
            ...(kind === 'goal' && match.sportId === 2 ? { points } : {}),
          };
    setPending({ input, said: sayPost(t, match, input, i18n.language) });
  };

  return (
    <Form onSubmit={review} noValidate aria-label={t('desk.form')}>
      <SelectField label={t('desk.kind')} value={kind} onChange={(e) => (setKind(e.target.value as Kind), setPending(null))}>
        {kinds.map((k) => (
          <option key={k} value={k}>
            {kindName(t, match.sportId, k)}
          </option>
        ))}
      </SelectField>
      {kind === 'status' ? (
        <SelectField label={t('desk.newStatus')} value={status} onChange={(e) => (setStatus(Number(e.target.value)), setPending(null))}>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {statusName(t, match.sportId, s)}
            </option>
          ))}
        </SelectField>
      ) : (
        <>
          <SelectField label={t('desk.team')} value={side} onChange={(e) => (setSide(e.target.value as 'home' | 'away'), setPending(null))}>
            <option value="home">{nameIn(match.home, i18n.language)}</option>
            <option value="away">{nameIn(match.away, i18n.language)}</option>
          </SelectField>
          <TextField
            label={t('desk.minute')}
            inputMode="numeric"
            value={minute}
            error={problemText(minuteProblem)}
            onChange={(e) => (setMinute(e.target.value), setPending(null))}
          />
          {kind === 'goal' && match.sportId === 2 ? (
            <SelectField label={t('desk.points')} value={points} onChange={(e) => (setPoints(Number(e.target.value)), setPending(null))}>
              {[1, 2, 3].map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </SelectField>
          ) : (
            <TextField
              label={t('desk.player')}
              value={player}
              maxLength={60}
              error={problemText(playerProblem)}
              onChange={(e) => (setPlayer(e.target.value), setPending(null))}
            />
          )}
        </>
      )}
      <Wide>
        {pending ? (
          <>
            <Confirmation data-testid="desk-confirmation">{pending.said}</Confirmation>
            <Button type="button" disabled={busy} onClick={() => (onPost(pending.input, pending.said), setPending(null))}>
              {t('desk.confirm')}
            </Button>
            <Button type="button" tone="secondary" onClick={() => setPending(null)}>
              {t('desk.cancel')}
            </Button>
          </>
        ) : (
          <Button type="submit" disabled={busy}>
            {t('desk.post')}
          </Button>
        )}
      </Wide>
    </Form>
  );
}
