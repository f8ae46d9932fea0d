import type { SiteConfig } from '../../../schema/generated/api.ts';
import { tabOrder, type TabName } from '../tabs.ts';

/** A server config flag: the string '1' means on (spec 000 §3). */
type Flag = string | undefined;
/** The server's switch_* flags: the whole site config, or (in tests and partial answers) some of its flags. */
export type Switches = Partial<Record<string, Flag>> | SiteConfig;

const on = (flag: Flag) => flag === '1';

export interface TabContext {
  /** Which screen shows the tabs: a live room, or a match's score detail. */
  page: 'live-detail' | 'score-detail';
  switches: Switches;
  /** Tabs built into this tenant (the manifest); a tab not built is never shown. */
  built: Readonly<Record<TabName, boolean>>;
  matchId?: number | string;
  /** 1 football, 2 basketball. */
  sportId?: number;
  /** Score detail only: whether the match has a room anchor. */
  hasRoomAnchor?: boolean;
}

/** The spec's condition for each tab (spec 000 §2), before the manifest is consulted. */
const conditions: Record<TabName, (c: TabContext) => boolean> = {
  chat: (c) => (c.page === 'live-detail' ? on(c.switches.switch_room_chat) : c.hasRoomAnchor === true),
  c2c: (c) => on(c.switches.switch_room_operate),
  lives: (c) => on(c.switches.switch_room_anchor),
  quiz: (c) => on(c.switches.switch_race_quiz_check),
  status: (c) => on(c.switches.switch_race_status) && hasMatch(c),
  analysis: (c) => on(c.switches.switch_race_analysis) && hasMatch(c),
  index: (c) => on(c.switches.switch_race_index) && hasMatch(c),
  lineup: (c) => on(c.switches.switch_race_lineup) && hasMatch(c) && c.sportId === 1,
  rank: (c) => on(c.switches.switch_room_rank) && hasMatch(c) && c.sportId === 2,
};

const hasMatch = (c: TabContext) => c.matchId !== undefined && c.matchId !== null && c.matchId !== '' && c.matchId !== 0;

/** The room and match-detail tabs to show, in the spec's order: built into the tenant and allowed by the spec's conditions. */
export function visibleTabs(context: TabContext): TabName[] {
  return tabOrder.filter((tab) => context.built[tab] && conditions[tab](context));
}

export type HeadlineTab = 'anchors' | 'clips' | 'db' | '';

/**
 * The default home headline tab (spec 000 §2): anchors if the anchor or robot room switches are on; otherwise clips if
 * switch_shortvideo_check is 1; otherwise db if switch_match_database is 1; otherwise empty. A manifest may prefer one
 * tab (home.defaultTab); it wins only when its switch allows it, and a tab whose feature is not built is skipped.
 */
export function defaultHeadlineTab(
  switches: Switches,
  options: { preferred?: 'auto' | 'anchors' | 'clips' | 'db'; builtFeatures?: readonly string[] } = {},
): HeadlineTab {
  const built = (feature: string) => !options.builtFeatures || options.builtFeatures.includes(feature);
  const allowed: Record<Exclude<HeadlineTab, ''>, boolean> = {
    anchors: (on(switches.switch_anchorroom) || on(switches.switch_robotroom)) && built('live'),
    clips: on(switches.switch_shortvideo_check) && built('video'),
    db: on(switches.switch_match_database) && built('database'),
  };
  if (options.preferred && options.preferred !== 'auto' && allowed[options.preferred]) return options.preferred;
  return (['anchors', 'clips', 'db'] as const).find((tab) => allowed[tab]) ?? '';
}

/** Where /m/ sends the fan (spec 000 §2): the score page, or the live page on the variants whose manifest says so. */
export function rootRedirectPath(rootRedirect: 'score' | 'live' | undefined): string {
  return rootRedirect === 'live' ? '/live' : '/score';
}
