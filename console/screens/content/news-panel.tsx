import { useState } from 'react';
import { moveNews, readNews } from '../../api/news-calls.ts';
import type { NewsItem } from '../../api/types.ts';
import { addLabels, useT } from '../../i18n/i18n.ts';
import { newsMessagesPtBr } from '../../i18n/messages-news-pt-br.ts';
import { newsMessagesZh } from '../../i18n/messages-news-zh.ts';
import { failureText } from '../../ui/load-state.tsx';
import { RemoteView } from '../../ui/remote-view.tsx';
import { useRemote } from '../../ui/use-remote.ts';
import { NewsForm } from './news-form.tsx';
import { NewsList } from './news-list.tsx';

// The news labels load with the content screen, not with the console's first load.
addLabels({ zh: newsMessagesZh, 'pt-BR': newsMessagesPtBr });

/**
 * The news tab of the content screen (issue 36 §5): the items fans read at /m/headline, written, scheduled, published
 * and withdrawn here, each change at the version the page read. `onStatus` reports what happened in the screen's toast.
 */
export function NewsPanel(props: { canWrite: boolean; onStatus: (text: string, failed: boolean) => void }) {
  const { t } = useT();
  const { remote, retry } = useRemote(readNews, 'news');
  const [editing, setEditing] = useState<NewsItem | null>(null);
  const [busy, setBusy] = useState(false);

  const move = async (item: NewsItem, to: 'publish' | 'withdraw') => {
    setBusy(true);
    try {
      await moveNews(item.id, to, item.version);
      props.onStatus(t(to === 'publish' ? 'content.published' : 'content.withdrawnDone', { id: item.id }), false);
    } catch (error) {
      // Changed by someone else meanwhile: the server says who and when; the list is read again either way.
      props.onStatus(failureText(error, t), true);
    } finally {
      setBusy(false);
      retry();
    }
  };

  /** Reads the item again after a refused stale edit, and opens it as it now stands. */
  const reload = async (id: number) => {
    try {
      const fresh = (await readNews()).items.find((item) => item.id === id) ?? null;
      setEditing(fresh);
      props.onStatus(t('news.reloaded', { id }), false);
    } catch (error) {
      props.onStatus(failureText(error, t), true);
    }
    retry();
  };

  return (
    <>
      {props.canWrite && (
        <NewsForm
          key={editing ? `${editing.id}:${editing.version}` : 'new'}
          editing={editing}
          onCancel={() => setEditing(null)}
          onReload={(id) => void reload(id)}
          onSaved={(item, created) => {
            setEditing(null);
            props.onStatus(t(created ? 'content.created' : 'content.edited', { id: item.id }), false);
            retry();
          }}
        />
      )}
      <RemoteView remote={remote} retry={retry}>
        {(data) => (
          <NewsList
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
