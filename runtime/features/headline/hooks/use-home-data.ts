import { useCallback, useEffect, useState } from 'react';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { homeApi, type HomeAnswer } from '../api/home.ts';

/** Home data moves with the matches and the rooms' audiences: fetched on every visit and again this often. */
const refreshMs = 60_000;

/**
 * The home data and banners, kept in the client state (spec 000 §3 homeData, banners) so a fan coming back to the home
 * page sees the last ones at once while new ones load. A failed refresh keeps what there is; `failed` is set only when
 * there is nothing to show.
 */
export function useHomeData(): { home: HomeAnswer | null; failed: boolean; retry(): void } {
  const home = useAppStore((s) => s.homeData) as HomeAnswer | null;
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    homeApi.homeData().then(
      (homeData) => useAppStore.setState({ homeData }),
      () => setFailed(true),
    );
    homeApi.banners().then(
      (banners) => useAppStore.setState({ banners }),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    load();
    const timer = setInterval(load, refreshMs);
    return () => clearInterval(timer);
  }, [load]);
  return { home, failed: failed && home === null, retry: load };
}
