import type { TabName } from './tabs.ts';

export { tabOrder, type TabName } from './tabs.ts';

// One `define` key per flag: the bundler replaces each with a literal, so `if (__SL_TAB_LINEUP__)`
// drops the branch and its chunk from tenants that do not build it. (An object-valued define would not.)
declare const __SL_TAB_CHAT__: boolean;
declare const __SL_TAB_C2C__: boolean;
declare const __SL_TAB_LIVES__: boolean;
declare const __SL_TAB_QUIZ__: boolean;
declare const __SL_TAB_STATUS__: boolean;
declare const __SL_TAB_ANALYSIS__: boolean;
declare const __SL_TAB_LINEUP__: boolean;
declare const __SL_TAB_INDEX__: boolean;
declare const __SL_TAB_RANK__: boolean;

/** Whether a tab's code is in this tenant's build (the manifest's `tabs`). The server's switches decide whether it shows. */
export const builtTabs: Readonly<Record<TabName, boolean>> = {
  chat: __SL_TAB_CHAT__,
  c2c: __SL_TAB_C2C__,
  lives: __SL_TAB_LIVES__,
  quiz: __SL_TAB_QUIZ__,
  status: __SL_TAB_STATUS__,
  analysis: __SL_TAB_ANALYSIS__,
  lineup: __SL_TAB_LINEUP__,
  index: __SL_TAB_INDEX__,
  rank: __SL_TAB_RANK__,
};
