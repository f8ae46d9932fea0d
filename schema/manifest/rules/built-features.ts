import type { SemanticRule } from './rule.ts';

const featureOfDefaultTab = { anchors: 'live', clips: 'video', db: 'database' } as const;

/** Everything the manifest points at (default tab, root redirect, menu, c2c tab) must be built. */
export const builtFeaturesRule: SemanticRule = ({ tenant }) => {
  const { features, home, rootRedirect, menu, tabs } = tenant.manifest;
  const built = (name: keyof typeof features) => features[name];
  const problems = [];
  const defaultTab = home.defaultTab;
  if (defaultTab !== 'auto' && !built(featureOfDefaultTab[defaultTab])) {
    const feature = featureOfDefaultTab[defaultTab];
    problems.push({
      code: 'default-tab-not-built',
      pointer: '/home/defaultTab',
      message: `default headline tab "${defaultTab}" needs feature "${feature}", which is off (/features/${feature}); turn it on or use "auto"`,
    });
  }
  if (!built(rootRedirect)) {
    problems.push({
      code: 'redirect-not-built',
      pointer: '/rootRedirect',
      message: `root redirect "${rootRedirect}" needs feature "${rootRedirect}", which is off (/features/${rootRedirect})`,
    });
  }
  menu.forEach((entry, index) => {
    if (!built(entry))
      problems.push({
        code: 'menu-not-built',
        pointer: `/menu/${index}`,
        message: `menu entry "${entry}" is a feature that is off (/features/${entry})`,
      });
  });
  if (tabs.c2c && !built('chat')) {
    problems.push({
      code: 'tab-needs-feature',
      pointer: '/tabs/c2c',
      message: 'the c2c tab needs feature "chat", which is off; set /tabs/c2c to false or turn chat on',
    });
  }
  return problems;
};
