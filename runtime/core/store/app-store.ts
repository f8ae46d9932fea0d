import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Locale } from '../tenant/tenant-config.ts';
import type { Mode } from '../theme/theme.ts';

/** Client state of spec 000 §3 that the shell owns; later features add theirs here. */
export interface AppState {
  lang: Locale;
  mode: Mode;
  site: string;
  siteName: string;
  theme: string;
  sp_source: number;
  sp: number;
  sp_name: string;
  prevPage: string;
  setLang(lang: Locale): void;
  setMode(mode: Mode): void;
  toggleMode(): void;
  setPrevPage(path: string): void;
}

export type AppStore = ReturnType<typeof createAppStore>;

/** Name the app state is stored under in local storage: one per site code, so tenants on one domain never mix. */
export function appStoreKey(site: string): string {
  return `sideline-${site}-app`;
}

type Initial = Pick<AppState, 'lang' | 'mode' | 'site' | 'siteName' | 'theme' | 'sp_source' | 'sp_name'>;

export function createAppStore(initial: Initial) {
  return create<AppState>()(
    persist(
      (set, get) => ({
        ...initial,
        sp: initial.sp_source,
        prevPage: '',
        setLang: (lang) => set({ lang }),
        setMode: (mode) => set({ mode }),
        toggleMode: () => set({ mode: get().mode === 'dark' ? 'light' : 'dark' }),
        setPrevPage: (prevPage) => set({ prevPage }),
      }),
      {
        name: appStoreKey(initial.site),
        storage: createJSONStorage(() => localStorage),
        // Brand data always comes from this build's manifest; only the fan's choices persist.
        partialize: (state) => ({ lang: state.lang, mode: state.mode, prevPage: state.prevPage }),
      },
    ),
  );
}
