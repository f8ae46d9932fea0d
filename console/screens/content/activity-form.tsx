import type { OpsActivityCreateRequest } from '../../../schema/generated/api.ts';
import type { ActivityItem } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { TextField } from '../../ui/field.tsx';
import { activityBody, activityProblems, type ActivityDraft } from '../../validation/activity-rules.ts';
import type { FormSlot } from './editor-frame.tsx';
import { FormFrame, StoryFields, useEditorForm } from './form-frame.tsx';
import { localInput } from './local-input.ts';

const blank: ActivityDraft = {
  title: '',
  summary: '',
  body: '',
  cover: '',
  reward: '',
  startTime: '',
  endTime: '',
  entryFee: '0',
  award: '0',
};

function draftOf(item: ActivityItem | null): ActivityDraft {
  if (!item) return blank;
  const { title, summary, body, cover, reward } = item;
  const [startTime, endTime] = [localInput(item.startTime), localInput(item.endTime)];
  return { title, summary, body, cover, reward, startTime, endTime, entryFee: String(item.entryFee), award: String(item.award) };
}

/**
 * A new activity (saved as a draft fans never see) or the edit of `editing`: texts, cover, reward, dates, and the fee
 * and award, which are fixed once a fan joined.
 */
export function ActivityForm(props: FormSlot<ActivityItem> & { save: (body: OpsActivityCreateRequest) => Promise<ActivityItem> }) {
  const { t } = useT();
  const { editing } = props;
  const form = useEditorForm(props, {
    draftOf,
    problems: activityProblems,
    save: (draft) => props.save(activityBody(draft)),
  });
  const { field } = form;
  const joined = (editing?.participants ?? 0) > 0;
  return (
    <FormFrame
      name="activity"
      heading={editing ? t('activity.editing', { id: editing.id }) : t('activity.new')}
      reloadLabel={t('activity.reload')}
      form={form}
    >
      <TextField label={t('news.fieldTitle')} {...field('title')} />
      <TextField label={t('activity.fieldReward')} {...field('reward')} />
      <StoryFields form={form} bodyLabel={t('activity.fieldBody')} />
      <TextField label={t('activity.fieldStart')} type="datetime-local" {...field('startTime')} />
      <TextField label={t('content.fieldEndAt')} type="datetime-local" {...field('endTime')} />
      <TextField
        label={t('activity.fieldFee')}
        inputMode="numeric"
        hint={joined ? t('activity.goldFixed') : undefined}
        {...field('entryFee')}
        disabled={form.busy || joined}
      />
      <TextField label={t('activity.fieldAward')} inputMode="numeric" {...field('award')} disabled={form.busy || joined} />
    </FormFrame>
  );
}
