import { lazy, Suspense, type ComponentType } from 'react';
import type { Match, Room } from '../../../../../schema/generated/api.ts';
import { builtTabs } from '../../../../core/build-flags.ts';
import type { TabName } from '../../../../core/tabs.ts';
import { TabBody } from './tab-body.tsx';

type PanelProps = { match: Match; rooms: Room[] };

/** Each tab's code loads when the tab is first opened; a tab the tenant does not build is never loaded. */
const panel = (built: boolean, load: () => Promise<ComponentType<PanelProps>>) => (built ? lazy(async () => ({ default: await load() })) : null);
const matchPanels = () => import('./match-panels.tsx');
const roomPanels = () => import('./room-panels.tsx');

const panels: Record<TabName, ComponentType<PanelProps> | null> = {
  chat: panel(builtTabs.chat, async () => (await roomPanels()).ChatPanel),
  c2c: panel(builtTabs.c2c, async () => (await roomPanels()).C2cPanel),
  lives: panel(builtTabs.lives, async () => (await roomPanels()).LivesPanel),
  quiz: panel(builtTabs.quiz, async () => (await roomPanels()).QuizPanel),
  status: panel(builtTabs.status, async () => (await matchPanels()).StatusPanel),
  analysis: panel(builtTabs.analysis, async () => (await matchPanels()).AnalysisPanel),
  lineup: panel(builtTabs.lineup, async () => (await matchPanels()).LineupPanel),
  index: panel(builtTabs.index, async () => (await matchPanels()).IndexPanel),
  rank: panel(builtTabs.rank, async () => (await matchPanels()).RankPanel),
};

const loading = { status: 'loading', reload: () => undefined } as const;

/** The body of one match-detail tab. */
export function TabPanel(props: { tab: TabName } & PanelProps) {
  const Panel = panels[props.tab];
  return (
    <div role="tabpanel" id={`panel-${props.tab}`} aria-labelledby={`tab-${props.tab}`} data-testid={`panel-${props.tab}`}>
      <Suspense fallback={<TabBody loaded={loading}>{() => null}</TabBody>}>{Panel ? <Panel match={props.match} rooms={props.rooms} /> : null}</Suspense>
    </div>
  );
}
