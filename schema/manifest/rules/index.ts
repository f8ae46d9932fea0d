import { appIconsRule } from './app-icons.ts';
import { assetsRule } from './assets.ts';
import { brandFolderRule } from './brand-folder.ts';
import { builtFeaturesRule } from './built-features.ts';
import { featureEntriesRule } from './feature-entries.ts';
import { localesRule } from './locales.ts';
import type { SemanticRule } from './rule.ts';
import { sourcesRule } from './sources.ts';

/** The semantic rules, run in this order on every resolved manifest. */
export const semanticRules: readonly SemanticRule[] = [
  brandFolderRule,
  sourcesRule,
  builtFeaturesRule,
  localesRule,
  assetsRule,
  appIconsRule,
  featureEntriesRule,
];
