import styled from '@emotion/styled';
import { useState } from 'react';
import { changeSiteConfig, readSite } from '../../api/site-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { can, useSession } from '../../state/session-store.ts';
import { PageLead, PageTitle } from '../../ui/card.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { RequirePermission } from '../../ui/require-permission.tsx';
import { RemoteView } from '../../ui/remote-view.tsx';
import { StatusToast, type ToastTone } from '../../ui/status-toast.tsx';
import { useRemote } from '../../ui/use-remote.ts';
import { AllSites } from './all-sites.tsx';
import { LivePreview } from './live-preview.tsx';
import { NumberList, SwitchList } from './site-settings.tsx';
import { SiteOverview } from './site-overview.tsx';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 391px;
  gap: 24px;
  align-items: start;
  @media (max-width: 1180px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

/** Sticks under the top bar, all of it within a 800-pixel-high window. */
const Side = styled.aside`
  position: sticky;
  top: 68px;
`;

type SaveState = { tone: ToastTone; text: string } | null;

/** This node's site: what it is, its switches and numbers with a live preview, and every site's summary. */
export function SitesPage() {
  return (
    <RequirePermission permission="sites.read">
      <SitesScreen />
    </RequirePermission>
  );
}

function SitesScreen() {
  const { t, i18n } = useT();
  const operator = useSession((state) => state.operator);
  const { remote, retry, replace } = useRemote(readSite, i18n.language);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveState>(null);
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const canWrite = can(operator, 'switches.write');

  const change = async (key: string, value: string | number) => {
    setBusyKey(key);
    setSavedKey(null);
    setStatus({ tone: 'saving', text: t('common.saving') });
    try {
      replace(await changeSiteConfig({ [key]: value }));
      setStatus({ tone: 'saved', text: t('sites.saved', { key }) });
      setSavedKey(key);
      setVersion((n) => n + 1);
    } catch (error) {
      setStatus({ tone: 'failed', text: `${key}: ${failureText(error, t)}` });
    } finally {
      setBusyKey(null);
    }
  };

  return (
    <>
      <PageTitle>{t('sites.title')}</PageTitle>
      <PageLead>{canWrite ? t('sites.lead') : t('sites.leadReadOnly')}</PageLead>
      <RemoteView remote={remote} retry={retry}>
        {(data) => (
          <Columns>
            <Stack>
              <SiteOverview site={data} />
              {status && (
                <StatusToast tone={status.tone} role="status" data-testid="save-status">
                  {status.text}
                </StatusToast>
              )}
              <SwitchList
                site={data}
                busyKey={busyKey}
                savedKey={savedKey}
                canWrite={canWrite}
                onChange={(key, value) => void change(key, value)}
              />
              <NumberList
                site={data}
                busyKey={busyKey}
                savedKey={savedKey}
                canWrite={canWrite}
                onChange={(key, value) => void change(key, value)}
              />
              <AllSites current={data.code} />
            </Stack>
            <Side>
              <LivePreview version={version} onReload={() => setVersion((n) => n + 1)} />
            </Side>
          </Columns>
        )}
      </RemoteView>
    </>
  );
}
