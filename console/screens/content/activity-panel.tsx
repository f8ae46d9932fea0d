import { useState } from 'react';
import { moveActivity, readActivities } from '../../api/activity-calls.ts';
import type { ActivityItem } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { failureText } from '../../ui/load-state.tsx';
import { RemoteView } from '../../ui/remote-view.tsx';
import { useRemote } from '../../ui/use-remote.ts';
import { ActivityForm } from './activity-form.tsx';
import { ActivityList } from './activity-list.tsx';

/**
 * The activities tab of the content screen (issue 36 §5): the activities fans read at /m/activities, edited,
 * withdrawn and published again here, each change at the version the page read. Its labels come with the news tab's.
 */
export function ActivityPanel(props: { canWrite: boolean; onStatus: (text: string, failed: boolean) => void }) {
  const { t } = useT();
  const { remote, retry } = useRemote(readActivities, 'activities');
  const [editing, setEditing] = useState<ActivityItem | null>(null);
  const [busy, setBusy] = useState(false);

  const move = async (item: ActivityItem, to: 'publish' | 'withdraw') => {
    setBusy(true);
    try {
      await moveActivity(item.id, to, item.version);
      props.onStatus(t(to === 'publish' ? 'content.published' : 'content.withdrawnDone', { id: item.id }), false);
    } catch (error) {
      props.onStatus(failureText(error, t), true);
    } finally {
      setBusy(false);
      retry();
    }
  };

  /** Reads the activity again after a refused stale edit, and opens it as it now stands. */
  const reload = async (id: number) => {
    try {
      setEditing((await readActivities()).items.find((item) => item.id === id) ?? null);
      props.onStatus(t('news.reloaded', { id }), false);
    } catch (error) {
      props.onStatus(failureText(error, t), true);
    }
    retry();
  };

  return (
    <>
      {props.canWrite && editing && (
        <ActivityForm
          key={`${editing.id}:${editing.version}`}
          editing={editing}
          onCancel={() => setEditing(null)}
          onReload={(id) => void reload(id)}
          onSaved={(item) => {
            setEditing(null);
            props.onStatus(t('content.edited', { id: item.id }), false);
            retry();
          }}
        />
      )}
      <RemoteView remote={remote} retry={retry}>
        {(data) => (
          <ActivityList
            items={data.items}
            canWrite={props.canWrite}
            busy={busy}
            onEdit={(item) => {
              setEditing(item);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            onMove={(item, to) => void move(item, to)}
          />
        )}
      </RemoteView>
    </>
  );
}
