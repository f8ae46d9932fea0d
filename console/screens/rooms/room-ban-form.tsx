import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { banDurationOf, banDurations, type BanDuration } from '../../api/report-calls.ts';
import { problemText, useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHint, CardTitle } from '../../ui/card.tsx';
import { SelectField, TextField } from '../../ui/field.tsx';
import { narrow } from '../../ui/tokens.ts';
import { recordIdProblem, type Problem } from '../../validation/rules.ts';

const Grid = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto auto;
  gap: 12px;
  align-items: start;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  & > button {
    margin-top: 23px;
  }
`;

/** The platform's mute or ban of a fan of the room, for one of the spec's durations; the form checks the id first. */
export function RoomBanForm({
  busy,
  onBan,
}: {
  busy: boolean;
  onBan: (userId: string, duration: BanDuration, blocksJoin: boolean) => void;
}) {
  const { t } = useT();
  const [userId, setUserId] = useState('');
  const [duration, setDuration] = useState<BanDuration>(banDurations[0]);
  const [problem, setProblem] = useState<Problem>(null);
  const submit = (event: FormEvent, blocksJoin: boolean) => {
    event.preventDefault();
    const found = recordIdProblem(userId, 'validation.userId');
    setProblem(found);
    if (!found) onBan(userId.trim(), duration, blocksJoin);
  };
  return (
    <Card>
      <CardTitle>{t('rooms.banTitle')}</CardTitle>
      <CardHint>{t('rooms.banLead')}</CardHint>
      <Grid onSubmit={(event) => submit(event, false)} noValidate data-testid="room-ban-form">
        <TextField
          label={t('rooms.userId')}
          inputMode="numeric"
          value={userId}
          error={problemText(t, problem)}
          onChange={(event) => setUserId(event.target.value)}
        />
        <SelectField label={t('reports.duration')} value={duration} onChange={(event) => setDuration(banDurationOf(event.target.value))}>
          {banDurations.map((seconds) => (
            <option key={seconds} value={seconds}>
              {t(`reports.seconds.${seconds}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={busy}>
          {t('reports.mute')}
        </Button>
        <Button type="button" tone="danger" disabled={busy} onClick={(event) => submit(event, true)}>
          {t('reports.ban')}
        </Button>
      </Grid>
    </Card>
  );
}
