import styled from '@emotion/styled';
import { useCallback, useState } from 'react';
import { moveContent, readContent } from '../../api/content-calls.ts';
import type { ContentItem, ContentKind } from '../../api/types.ts';
import { addLabels, useT } from '../../i18n/i18n.ts';
import { contentMessagesPtBr } from '../../i18n/messages-content-pt-br.ts';
import { contentMessagesZh } from '../../i18n/messages-content-zh.ts';
import { can, useSession } from '../../state/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { PageLead, PageTitle } from '../../ui/card.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { RemoteView } from '../../ui/remote-view.tsx';
import { RequirePermission } from '../../ui/require-permission.tsx';
import { StatusToast } from '../../ui/status-toast.tsx';
import { useRemote } from '../../ui/use-remote.ts';
import { ContentForm } from './content-form.tsx';
import { ContentList } from './content-list.tsx';
import { AdSlots } from './ad-slots.tsx';
import { NewsPanel } from './news-panel.tsx';
import { ActivityPanel } from './activity-panel.tsx';
import { RobotSwitch } from './robot-switch.tsx';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 960px;
`;

const Tabs = styled.div`
  display: flex;
  gap: 8px;
`;

// The screen's labels load with it, not with the console's first load.
addLabels({ zh: contentMessagesZh, 'pt-BR': contentMessagesPtBr });

/** The screen's tabs: the home page's two kinds, the news and the activities. */
type Tab = ContentKind | 'news' | 'activity';
const tabs: readonly Tab[] = ['banner', 'announcement', 'news', 'activity'];

/** This node's site's banners and announcements, and its robot rooms (issue 36 §5). */
export function ContentPage() {
  return (
    <RequirePermission permission="sites.read">
      <ContentScreen />
    </RequirePermission>
  );
}

function ContentScreen() {
  const { t } = useT();
  const operator = useSession((state) => state.operator);
  const canWrite = can(operator, 'content.write');
  const [tab, setTab] = useState<Tab>('banner');
  // The news and activities tabs read their own lists; this one keeps a kind of the home page's.
  const home = tab === 'banner' || tab === 'announcement';
  const kind: ContentKind = home ? tab : 'banner';
  const read = useCallback(() => readContent(kind), [kind]);
  const { remote, retry } = useRemote(read, kind);
  const [editing, setEditing] = useState<ContentItem | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);

  const move = async (item: ContentItem, to: 'publish' | 'withdraw') => {
    setBusyId(item.id);
    try {
      await moveContent(item.id, to, item.status);
      setStatus({ text: t(to === 'publish' ? 'content.published' : 'content.withdrawnDone', { id: item.id }), failed: false });
    } catch (error) {
      // A row moved by someone else meanwhile: the server says who; the list is read again either way.
      setStatus({ text: failureText(error, t), failed: true });
    } finally {
      setBusyId(null);
      retry();
    }
  };

  /** Reads the rows again after a refused stale edit, and opens the row as it now stands. */
  const reload = async (id: number) => {
    try {
      setEditing((await readContent(kind)).items.find((item) => item.id === id) ?? null);
      setStatus({ text: t('content.reloaded', { id }), failed: false });
    } catch (error) {
      setStatus({ text: failureText(error, t), failed: true });
    }
    retry();
  };

  return (
    <>
      <PageTitle>{t('content.title')}</PageTitle>
      <PageLead>{canWrite ? t('content.lead') : t('content.leadReadOnly')}</PageLead>
      <Stack>
        <RobotSwitch onChanged={(text) => setStatus({ text, failed: false })} />
        <Tabs role="tablist">
          {tabs.map((each) => (
            <Button
              key={each}
              type="button"
              role="tab"
              aria-selected={each === tab}
              tone={each === tab ? 'primary' : 'secondary'}
              onClick={() => {
                setTab(each);
                setEditing(null);
              }}
            >
              {t(`content.kind.${each}`)}
            </Button>
          ))}
        </Tabs>
        {tab === 'news' && <NewsPanel canWrite={canWrite} onStatus={(text, failed) => setStatus({ text, failed })} />}
        {tab === 'activity' && <ActivityPanel canWrite={canWrite} onStatus={(text, failed) => setStatus({ text, failed })} />}
        {home && canWrite && (
          <ContentForm
            key={`${kind}:${editing ? `${editing.id}:${editing.version}` : 'new'}`}
            kind={kind}
            editing={editing}
            onCancel={() => setEditing(null)}
            onReload={(id) => void reload(id)}
            onSaved={(item, created) => {
              setEditing(null);
              setStatus({ text: t(created ? 'content.created' : 'content.edited', { id: item.id }), failed: false });
              retry();
            }}
          />
        )}
        {home && (
          <RemoteView remote={remote} retry={retry}>
            {(data) => (
              <ContentList
                items={data.items}
                canWrite={canWrite}
                busyId={busyId}
                onEdit={(item) => {
                  setEditing(item);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
                onMove={(item, to) => void move(item, to)}
              />
            )}
          </RemoteView>
        )}
        <AdSlots onChanged={(text) => setStatus({ text, failed: false })} />
      </Stack>
      {status && (
        <StatusToast tone={status.failed ? 'failed' : 'saved'} role="status" data-testid="save-status">
          {status.text}
        </StatusToast>
      )}
    </>
  );
}
