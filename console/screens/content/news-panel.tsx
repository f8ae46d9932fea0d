import { createNews, editNews, moveNews, readNews } from '../../api/news-calls.ts';
import type { NewsItem } from '../../api/types.ts';
import { addLabels, useT } from '../../i18n/i18n.ts';
import { newsMessagesPtBr } from '../../i18n/messages-news-pt-br.ts';
import { newsMessagesZh } from '../../i18n/messages-news-zh.ts';
import { Chip } from '../../ui/card.tsx';
import { EditorFrame } from './editor-frame.tsx';
import { ListFrame, scheduleText, stateTones } from './list-frame.tsx';
import { NewsForm } from './news-form.tsx';

// The news labels load with the content screen, not with the console's first load.
addLabels({ zh: newsMessagesZh, 'pt-BR': newsMessagesPtBr });

/**
 * The news tab of the content screen (issue 36 §5): the items fans read at /m/headline, written, scheduled, published
 * and withdrawn here, each change at the version the page read. Each row shows where it stands for fans, its category
 * and schedule. `onStatus` reports what happened in the screen's toast.
 */
export function NewsPanel(props: { canWrite: boolean; onStatus: (text: string, failed: boolean) => void }) {
  const { t, i18n } = useT();
  return (
    <EditorFrame<NewsItem>
      read={readNews}
      readKey="news"
      canWrite={props.canWrite}
      reloaded="news.reloaded"
      move={(item, to) => moveNews(item.id, to, item.version)}
      onStatus={props.onStatus}
      form={(slot) => (
        <NewsForm {...slot} save={(body) => (slot.editing ? editNews(slot.editing.id, slot.editing.version, body) : createNews(body))} />
      )}
      list={(slot) => (
        <ListFrame
          name="news"
          {...slot}
          canWrite={props.canWrite}
          picture={(item) => ({ src: item.cover })}
          published={(item) => item.status === 'published'}
        >
          {(item) => (
            <>
              <strong>{item.title}</strong>
              <p>{item.summary}</p>
              <p>
                <Chip tone={stateTones[item.state]} data-testid="news-state">
                  {t(`content.state.${item.state}`)}
                </Chip>{' '}
                #{item.id} · {t(`news.category.${item.category}`)} · {scheduleText(item, t, i18n.language, t('news.unscheduled'))}
                {item.seeded && ` · ${t('news.seeded')}`}
              </p>
            </>
          )}
        </ListFrame>
      )}
    />
  );
}
