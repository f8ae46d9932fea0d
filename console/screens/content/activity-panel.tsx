import { createActivity, editActivity, moveActivity, readActivities } from '../../api/activity-calls.ts';
import type { ActivityItem } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { Chip } from '../../ui/card.tsx';
import { ActivityForm } from './activity-form.tsx';
import { EditorFrame } from './editor-frame.tsx';
import { ListFrame, scheduleText } from './list-frame.tsx';

/** Spec 000 §4's statuses as chips: inactive 0, active 1, finished 2, refund 3, inplay 4. */
const statusTones = ['danger', 'warning', 'neutral', 'neutral', 'success'] as const;

/**
 * The activities tab of the content screen (issue 36 §5): the activities fans read at /m/activities, written here as
 * drafts fans never see, published, edited, withdrawn and published again, each change at the version the page read.
 * Each row shows its status as fans read it (a draft's, once published), its dates, who joined, its fee and award.
 * Its labels come with the news tab's.
 */
export function ActivityPanel(props: { canWrite: boolean; onStatus: (text: string, failed: boolean) => void }) {
  const { t, i18n } = useT();
  return (
    <EditorFrame<ActivityItem>
      read={readActivities}
      readKey="activities"
      canWrite={props.canWrite}
      reloaded="news.reloaded"
      move={(item, to) => moveActivity(item.id, to, item.version)}
      onStatus={props.onStatus}
      form={(slot) => (
        <ActivityForm
          {...slot}
          save={(body) => (slot.editing ? editActivity(slot.editing.id, slot.editing.version, body) : createActivity(body))}
        />
      )}
      list={(slot) => (
        <ListFrame
          name="activity"
          {...slot}
          canWrite={props.canWrite}
          picture={(item) => ({ src: item.cover })}
          published={(item) => !item.draft && !item.withdrawn}
          fixed={(item) => item.status === 3 && !item.draft}
        >
          {(item) => (
            <>
              <strong>{item.title}</strong>
              <p>{item.summary}</p>
              <p>
                {item.draft ? (
                  <Chip tone="neutral" data-testid="activity-status">
                    {t('content.state.draft')}
                  </Chip>
                ) : (
                  <Chip tone={statusTones[item.status] ?? 'neutral'} data-testid="activity-status">
                    {t(`activity.status.${item.status}`)}
                  </Chip>
                )}{' '}
                #{item.id} · {scheduleText({ publishAt: item.startTime, endAt: item.endTime }, t, i18n.language, '')} ·{' '}
                {t('activity.joined', { count: item.participants })} · {t('activity.gold', { fee: item.entryFee, award: item.award })}
              </p>
            </>
          )}
        </ListFrame>
      )}
    />
  );
}
