import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { Match, Room } from '../../../../../schema/generated/api.ts';
import { builtTabs } from '../../../../core/build-flags.ts';
import type { TabName } from '../../../../core/tabs.ts';
import { TabBody } from './tab-body.tsx';

type PanelProps = { match: Match; rooms: Room[] };
type Panel = LazyExoticComponent<ComponentType<PanelProps>>;

const matchPanels = () => import('./match-panels.tsx');
const roomPanels = () => import('./room-panels.tsx');

/** Each tab's code loads when the tab is first opened; a tab the tenant does not build has no loader at all. */
const loaders: Record<TabName, (() => Promise<ComponentType<PanelProps>>) | null> = {
  chat: builtTabs.chat ? async () => (await roomPanels()).ChatPanel : null,
  c2c: builtTabs.c2c ? async () => (await roomPanels()).C2cPanel : null,
  lives: builtTabs.lives ? async () => (await roomPanels()).LivesPanel : null,
  quiz: builtTabs.quiz ? async () => (await roomPanels()).QuizPanel : null,
  status: builtTabs.status ? async () => (await matchPanels()).StatusPanel : null,
  analysis: builtTabs.analysis ? async () => (await matchPanels()).AnalysisPanel : null,
  lineup: builtTabs.lineup ? async () => (await matchPanels()).LineupPanel : null,
  index: builtTabs.index ? async () => (await matchPanels()).IndexPanel : null,
  rank: builtTabs.rank ? async () => (await matchPanels()).RankPanel : null,
};

/** React.lazy keeps a failed load: a retry needs a new lazy component, so they are made here and dropped on failure. */
const panels = new Map<TabName, Panel>();
function panelOf(tab: TabName): Panel | null {
  const load = loaders[tab];
  if (!load) return null;
  const panel = panels.get(tab) ?? lazy(async () => ({ default: await load() }));
  panels.set(tab, panel);
  return panel;
}

/** Catches a tab whose code failed to load (a dropped request on a phone) and offers to load it again. */
class LoadFailure extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return <TabBody loaded={{ status: 'failed', reload: this.props.onRetry }}>{() => null}</TabBody>;
  }
}

const loading = { status: 'loading', reload: () => undefined } as const;

/** The body of one match-detail tab. */
export function TabPanel(props: { tab: TabName } & PanelProps) {
  const [attempt, setAttempt] = useState(0);
  const Panel = panelOf(props.tab);
  const retry = () => {
    panels.delete(props.tab);
    setAttempt((n) => n + 1);
  };
  return (
    <div role="tabpanel" id={`panel-${props.tab}`} aria-labelledby={`tab-${props.tab}`} data-testid={`panel-${props.tab}`}>
      <LoadFailure key={attempt} onRetry={retry}>
        <Suspense fallback={<TabBody loaded={loading}>{() => null}</TabBody>}>
          {Panel ? <Panel match={props.match} rooms={props.rooms} /> : null}
        </Suspense>
      </LoadFailure>
    </div>
  );
}
