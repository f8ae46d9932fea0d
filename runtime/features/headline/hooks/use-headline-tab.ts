import { defaultHeadlineTab, type HeadlineTab } from '../../../core/rules/visibility.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { tenant } from '../../../core/tenant/tenant.ts';

export type ShownTab = Exclude<HeadlineTab, ''>;

/**
 * The headline tabs the switches allow (anchors, clips, db, each only when its feature is built) and the one selected:
 * the fan's last choice (selectedHeadline, spec 000 §3) while it is still allowed, else the default of spec 000 §2.
 */
export function useHeadlineTab(): { tabs: ShownTab[]; selected: HeadlineTab; select(tab: ShownTab): void } {
  const config = useAppStore((s) => s.config);
  const chosen = useAppStore((s) => s.selectedHeadline);
  if (!config) return { tabs: [], selected: '', select: () => undefined };
  const options = { builtFeatures: tenant.builtFeatures };
  const tabs = (['anchors', 'clips', 'db'] as const).filter((tab) => defaultHeadlineTab(config, { ...options, preferred: tab }) === tab);
  const fallback = defaultHeadlineTab(config, { ...options, preferred: tenant.home.defaultTab });
  const selected = tabs.includes(chosen as ShownTab) ? (chosen as ShownTab) : fallback;
  return { tabs, selected, select: (tab) => useAppStore.setState({ selectedHeadline: tab }) };
}
