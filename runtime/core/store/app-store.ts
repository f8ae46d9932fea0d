import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { updateSearchLog, type SearchLogEntry } from '../rules/lists.ts';
import type { Locale } from '../../../schema/generated/resolved-manifest.ts';
import type { Mode } from '../theme/theme.ts';
import type {
  AnchorGroup,
  Banner,
  BaseDictionary,
  CommonConfig,
  CommonConfigAnswer,
  HomeData,
  LiveCategory,
  SiteConfig,
} from './client-state.ts';

/** The client state of spec 000 §3, every field it lists. */
export interface AppState {
  lang: Locale;
  /** Server config: numbers, domains and the switch_* flags as '0'/'1' strings; null until it has loaded. */
  config: SiteConfig | null;
  commonConfig: CommonConfig;
  categories: LiveCategory[];
  banners: Banner[];
  homeData: HomeData | null;
  packageList: { gift: unknown[]; gold: unknown[] };
  giftList: unknown[];
  userBagItems: unknown[];
  searchLog: SearchLogEntry[];
  baseDict: BaseDictionary | null;
  databaseHomeData: unknown;
  selectedHeadline: string;
  site: string;
  siteName: string;
  theme: string;
  mode: Mode;
  sp_source: number;
  sp: number;
  sp_name: string;
  c2cUnreadCount: number;
  c2cPageTab: 'private' | 'group' | 'friends';
  apiHosts: string[];
  anchorGroups: AnchorGroup[];
  roomNotes: unknown[];
  isTest: boolean;
  isLandscape: boolean;
  prevPage: string;
  setLang(lang: Locale): void;
  setMode(mode: Mode): void;
  toggleMode(): void;
  setPrevPage(path: string): void;
  setCommonConfig(answer: CommonConfigAnswer): void;
  /** Spec 000 §4 search log: an array clears, duplicates and empty entries are ignored, the last 5 are kept. */
  logSearch(entry: SearchLogEntry | readonly SearchLogEntry[]): void;
}

export type AppStore = ReturnType<typeof createAppStore>;

/** Name the app state is stored under in local storage: one per site code, so tenants on one domain never mix. */
export function appStoreKey(site: string): string {
  return `sideline-${site}-app`;
}

type Initial = Pick<AppState, 'lang' | 'mode' | 'site' | 'siteName' | 'theme' | 'sp_source' | 'sp_name'>;

const emptyCommonConfig: CommonConfig = {
  emoji: [],
  launch_ad: null,
  live_badge: [],
  live_category: [],
  user_tag: [],
  home_pop_ad: null,
  live_play_ad: null,
};

/** The fan's own choices persist; server data is fetched fresh on every start, so a switch flip shows on reload. */
const persisted = ['lang', 'mode', 'prevPage', 'searchLog', 'selectedHeadline', 'c2cPageTab'] as const;

export function createAppStore(initial: Initial) {
  return create<AppState>()(
    persist(
      (set, get) => ({
        ...initial,
        config: null,
        commonConfig: emptyCommonConfig,
        categories: [],
        banners: [],
        homeData: null,
        packageList: { gift: [], gold: [] },
        giftList: [],
        userBagItems: [],
        searchLog: [],
        baseDict: null,
        databaseHomeData: null,
        selectedHeadline: '',
        sp: initial.sp_source,
        c2cUnreadCount: 0,
        c2cPageTab: 'private',
        apiHosts: [],
        anchorGroups: [],
        roomNotes: [],
        isTest: false,
        isLandscape: false,
        prevPage: '',
        setLang: (lang) => set({ lang }),
        setMode: (mode) => set({ mode }),
        toggleMode: () => set({ mode: get().mode === 'dark' ? 'light' : 'dark' }),
        setPrevPage: (prevPage) => set({ prevPage }),
        setCommonConfig: ({ config, ...common }) => set({ config, commonConfig: { ...emptyCommonConfig, ...common } }),
        logSearch: (entry) => set({ searchLog: updateSearchLog(get().searchLog, entry) }),
      }),
      {
        name: appStoreKey(initial.site),
        storage: createJSONStorage(() => localStorage),
        // Brand data always comes from this build's manifest.
        partialize: (state) => Object.fromEntries(persisted.map((key) => [key, state[key]])) as Partial<AppState>,
      },
    ),
  );
}
