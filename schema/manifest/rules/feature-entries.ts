import type { FeatureName } from '../../generated/resolved-manifest.ts';
import type { SemanticRule } from './rule.ts';

/**
 * The features each feature's pages open (a link, a tab, a service of the user centre), as the runtime draws them.
 * A built feature is reachable when the menu holds it or a menu feature's pages open it: one tap on the menu, one on
 * the link (issue 37 "Ways in"). Kept beside the runtime's links by hand: a new link to another feature adds its name here.
 */
export const featureLinks: Readonly<Record<FeatureName, readonly FeatureName[]>> = {
  headline: ['search', 'data-model', 'database', 'live', 'video', 'score'],
  live: ['video', 'score', 'chat', 'vip'],
  score: ['live', 'chat'],
  database: ['data-model', 'score'],
  'data-model': ['score'],
  video: ['score'],
  'user-center': ['chat', 'wallet', 'vip', 'task', 'shop', 'activity', 'news', 'feedback', 'webview', 'live', 'score'],
  search: ['score', 'database'],
  chat: [],
  vip: ['wallet'],
  shop: ['wallet'],
  wallet: [],
  task: [],
  activity: [],
  news: [],
  feedback: [],
  webview: [],
  share: ['live', 'video', 'score'],
};

/** Reached from outside the app rather than from its menu: a shared link opens its landing page. */
const openedFromOutside: readonly FeatureName[] = ['share'];

/** A built feature that no menu entry and no menu feature's page opens is a warning: fans would never find it. */
export const featureEntriesRule: SemanticRule = ({ tenant }) => {
  const { features, menu } = tenant.manifest;
  const built = (Object.keys(featureLinks) as FeatureName[]).filter((name) => features[name]);
  const reachable = new Set<FeatureName>(menu);
  for (const entry of menu) for (const linked of featureLinks[entry]) reachable.add(linked);
  return built
    .filter((name) => !reachable.has(name) && !openedFromOutside.includes(name))
    .map((name) => ({
      code: 'feature-not-linked',
      severity: 'warning' as const,
      pointer: `/features/${name}`,
      message:
        `feature "${name}" is built but nothing leads to it: it is not in /menu and no page of a menu feature ` +
        `(${menu.join(', ')}) opens it; add a menu entry that leads to it, or turn it off`,
    }));
};
