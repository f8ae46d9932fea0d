import { useCallback } from 'react';
import { createContent, editContent, moveContent, readContent } from '../../api/content-calls.ts';
import type { ContentItem, ContentKind } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { Chip } from '../../ui/card.tsx';
import { ContentForm } from './content-form.tsx';
import { EditorFrame } from './editor-frame.tsx';
import { ListFrame, scheduleText, stateTones } from './list-frame.tsx';

/**
 * The banners or the announcements of this node's site (issue 36 §5), written, scheduled, published and withdrawn
 * here; each row shows where it stands for fans, its place, schedule and link. A move carries the status the page saw,
 * an edit the version it read.
 */
export function ContentPanel(props: { kind: ContentKind; canWrite: boolean; onStatus: (text: string, failed: boolean) => void }) {
  const { t, i18n } = useT();
  const { kind } = props;
  const read = useCallback(() => readContent(kind), [kind]);
  return (
    <EditorFrame<ContentItem>
      read={read}
      readKey={kind}
      canWrite={props.canWrite}
      reloaded="content.reloaded"
      move={(item, to) => moveContent(item.id, to, item.status)}
      onStatus={props.onStatus}
      form={(slot) => (
        <ContentForm
          {...slot}
          kind={kind}
          save={(body) =>
            slot.editing ? editContent(slot.editing.id, { ...body, version: slot.editing.version }) : createContent({ kind, ...body })
          }
        />
      )}
      list={(slot) => (
        <ListFrame
          name="content"
          {...slot}
          canWrite={props.canWrite}
          picture={(item) => (item.kind === 'banner' ? { src: item.image, fit: 'contain' } : null)}
          published={(item) => item.status === 'published'}
        >
          {(item) => (
            <>
              <strong>{item.title}</strong>
              <p>{item.titlePt}</p>
              <p>
                <Chip tone={stateTones[item.state]} data-testid="content-state">
                  {t(`content.state.${item.state}`)}
                </Chip>{' '}
                #{item.id} · {t('content.fieldSort')} {item.sort} · {scheduleText(item, t, i18n.language, t('content.always'))}
                {item.link && ` · ${item.link}`}
              </p>
            </>
          )}
        </ListFrame>
      )}
    />
  );
}
