import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { ApiError, apiStatus } from '../../api/api-error.ts';
import { editActivity } from '../../api/activity-calls.ts';
import type { ActivityItem } from '../../api/types.ts';
import { problemText, useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardTitle } from '../../ui/card.tsx';
import { FormError, TextField } from '../../ui/field.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { narrow } from '../../ui/tokens.ts';
import { activityBody, activityProblems, type ActivityDraft, type ActivityProblems } from '../../validation/activity-rules.ts';
import { localInput } from './local-input.ts';
import { PictureField } from './picture-field.tsx';
import { TextAreaField } from './text-area-field.tsx';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
  & > .wide {
    grid-column: 1 / -1;
  }
`;

const draftOf = (item: ActivityItem): ActivityDraft => ({
  title: item.title,
  summary: item.summary,
  body: item.body,
  cover: item.cover,
  reward: item.reward,
  startTime: localInput(item.startTime),
  endTime: localInput(item.endTime),
  entryFee: String(item.entryFee),
  award: String(item.award),
});

/**
 * The edit of an activity at the version the page read, checked here with the server's rules and words, then by the
 * server. Its fee and award are fixed once a fan joined. A change made since by someone else is refused with who and
 * when, and the operator may reload the activity (`onReload`) rather than overwrite it.
 */
export function ActivityForm(props: {
  editing: ActivityItem;
  onSaved: (item: ActivityItem) => void;
  onCancel: () => void;
  onReload: (id: number) => void;
}) {
  const { t } = useT();
  const { editing } = props;
  const [draft, setDraft] = useState<ActivityDraft>(() => draftOf(editing));
  const [problems, setProblems] = useState<ActivityProblems>({});
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const joined = editing.participants > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = activityProblems(draft);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      props.onSaved(await editActivity(editing.id, activityBody(draft, editing.version)));
    } catch (error) {
      setFailure({ text: failureText(error, t), stale: error instanceof ApiError && error.status === apiStatus.conflict });
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof ActivityDraft) => ({
    value: draft[key],
    name: key,
    error: problemText(t, problems[key]),
    disabled: busy,
    onChange: (event: { target: { value: string } }) => setDraft((previous) => ({ ...previous, [key]: event.target.value })),
  });
  return (
    <Card>
      <CardTitle>{t('activity.editing', { id: editing.id })}</CardTitle>
      <Grid onSubmit={(event) => void submit(event)} noValidate data-testid="activity-form">
        <TextField label={t('news.fieldTitle')} {...field('title')} />
        <TextField label={t('activity.fieldReward')} {...field('reward')} />
        <div className="wide">
          <TextField label={t('news.fieldSummary')} {...field('summary')} />
        </div>
        <div className="wide">
          <TextAreaField label={t('activity.fieldBody')} hint={t('news.bodyHint')} {...field('body')} />
        </div>
        <PictureField
          value={draft.cover}
          error={problemText(t, problems.cover)}
          disabled={busy}
          onChange={(cover) => setDraft((previous) => ({ ...previous, cover }))}
        />
        <div />
        <TextField label={t('activity.fieldStart')} type="datetime-local" {...field('startTime')} />
        <TextField label={t('content.fieldEndAt')} type="datetime-local" {...field('endTime')} />
        <TextField
          label={t('activity.fieldFee')}
          inputMode="numeric"
          hint={joined ? t('activity.goldFixed') : undefined}
          {...field('entryFee')}
          disabled={busy || joined}
        />
        <TextField label={t('activity.fieldAward')} inputMode="numeric" {...field('award')} disabled={busy || joined} />
        {failure && (
          <div className="wide">
            <FormError role="alert" data-testid="activity-form-error">
              {failure.text}
            </FormError>
          </div>
        )}
        <div className="wide">
          <Button type="submit" disabled={busy}>
            {t('content.saveEdit')}
          </Button>{' '}
          {failure?.stale && (
            <Button type="button" tone="secondary" onClick={() => props.onReload(editing.id)} disabled={busy}>
              {t('activity.reload')}
            </Button>
          )}{' '}
          <Button type="button" tone="secondary" onClick={props.onCancel} disabled={busy}>
            {t('content.cancel')}
          </Button>
        </div>
      </Grid>
    </Card>
  );
}
