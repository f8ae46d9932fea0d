import styled from '@emotion/styled';
import { useState } from 'react';
import type { ContentKind } from '../../api/types.ts';
import { addLabels, useT } from '../../i18n/i18n.ts';
import { contentMessagesPtBr } from '../../i18n/messages-content-pt-br.ts';
import { contentMessagesZh } from '../../i18n/messages-content-zh.ts';
import { can, useSession } from '../../state/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { PageLead, PageTitle } from '../../ui/card.tsx';
import { RequirePermission } from '../../ui/require-permission.tsx';
import { StatusToast } from '../../ui/status-toast.tsx';
import { ContentPanel } from './content-panel.tsx';
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

// The tabs wrap: Portuguese labels are wider than a phone's row.
const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

// The screen's labels load with it, not with the console's first load.
addLabels({ zh: contentMessagesZh, 'pt-BR': contentMessagesPtBr });

/** The screen's tabs: the home page's two kinds, the news and the activities. */
type Tab = ContentKind | 'news' | 'activity';
const tabs: readonly Tab[] = ['banner', 'announcement', 'news', 'activity'];

/** This node's site's banners, announcements, news and activities, its ad slots and its robot rooms (issue 36 §5). */
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
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const onStatus = (text: string, failed: boolean) => setStatus({ text, failed });

  return (
    <>
      <PageTitle>{t('content.title')}</PageTitle>
      <PageLead>{canWrite ? t('content.lead') : t('content.leadReadOnly')}</PageLead>
      <Stack>
        <RobotSwitch onChanged={(text) => onStatus(text, false)} />
        <Tabs role="tablist">
          {tabs.map((each) => (
            <Button
              key={each}
              type="button"
              role="tab"
              aria-selected={each === tab}
              tone={each === tab ? 'primary' : 'secondary'}
              onClick={() => setTab(each)}
            >
              {t(`content.kind.${each}`)}
            </Button>
          ))}
        </Tabs>
        {tab === 'news' && <NewsPanel canWrite={canWrite} onStatus={onStatus} />}
        {tab === 'activity' && <ActivityPanel canWrite={canWrite} onStatus={onStatus} />}
        {(tab === 'banner' || tab === 'announcement') && <ContentPanel key={tab} kind={tab} canWrite={canWrite} onStatus={onStatus} />}
        <AdSlots onChanged={(text) => onStatus(text, false)} />
      </Stack>
      {status && (
        <StatusToast tone={status.failed ? 'failed' : 'saved'} role="status" data-testid="save-status">
          {status.text}
        </StatusToast>
      )}
    </>
  );
}
