import styled from '@emotion/styled';
import { useState } from 'react';
import { useT } from '../../../../core/i18n/i18n.ts';
import { visibleTabs } from '../../../../core/rules/visibility.ts';
import { useAppStore } from '../../../../core/store/use-app-store.ts';
import type { TabName } from '../../../../core/tabs.ts';
import { tenant } from '../../../../core/tenant/tenant.ts';
import type { LivePage } from '../../api/live-types.ts';
import { RoomChat } from '../room-chat/room-chat.tsx';
import { SkeletonRows } from '../../../../ui/load-states.tsx';
import { TabStrip, tabBarLook } from '../../../../ui/tab-strip.tsx';
import { C2cTab, QuizTab } from './simple-tabs.tsx';
import { LivesTab } from './lives-tab.tsx';
import { MatchTabLink } from './match-tab-link.tsx';

const Panel = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  overflow-y: auto;
`;

/** The tab strip's bar at its height, empty while the room's tabs are not known yet. */
const StripBone = styled.div`
  ${tabBarLook}
  height: 2.5rem;
  flex: none;
`;

/**
 * What stands for the room's tabs until they are known (the room or the server config still on the way, and in the
 * HTML the build and the server render): the tab strip's bar and the chat's grey lines, where the tabs will show.
 */
export function RoomTabsBone() {
  return (
    <>
      <StripBone />
      <SkeletonRows testId="room-tabs-loading" rows={3} />
    </>
  );
}

/**
 * The room's tabs below the player, in the spec's order and by its rules (spec 000 §2, core visibleTabs): built into
 * the tenant, switched on by the server, with a match where the tab needs one. Until the config has loaded no tab is
 * known: their skeleton shows.
 */
export function RoomTabs(props: { page: LivePage }) {
  const { t } = useT('live');
  const config = useAppStore((s) => s.config);
  const { page } = props;
  const tabs = config
    ? visibleTabs({
        page: 'live-detail',
        switches: { ...config },
        built: tenant.tabs as Record<TabName, boolean>,
        matchId: page.match_id || undefined,
        sportId: page.sport_id,
      })
    : [];
  const [chosen, setChosen] = useState<TabName | null>(null);
  const current = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  if (!config) return <RoomTabsBone />;
  if (!current) return null;
  return (
    <>
      <TabStrip<TabName>
        label={t('roomTabs')}
        testId="room-tabs"
        value={current}
        options={tabs.map((tab) => ({ value: tab, label: t(`tab.${tab}`) }))}
        onChange={setChosen}
      />
      <Panel role="tabpanel" data-tab={current}>
        {current === 'chat' ? (
          <RoomChat liveId={page.liveid} notice={page.notice} gifts room={{ role: page.role, slowMode: page.slow_mode }} />
        ) : null}
        {current === 'c2c' ? <C2cTab /> : null}
        {current === 'lives' ? <LivesTab page={page} /> : null}
        {current === 'quiz' ? <QuizTab matchId={page.match_id} /> : null}
        {current !== 'chat' && current !== 'c2c' && current !== 'lives' && current !== 'quiz' ? (
          <MatchTabLink tab={current} matchId={page.match_id} />
        ) : null}
      </Panel>
    </>
  );
}
