import { useAppStore } from '../../../core/store/use-app-store.ts';
import { appStoreKey } from '../../../core/store/app-store.ts';
import { sessionStoreKey } from '../../../core/session/session-store.ts';

/**
 * "Clear the cache" (docs/decisions.md "Settings"): what this site keeps in the browser beyond who the fan is and how
 * they like the app. The search log and every other key of this site go (visited leagues, lists the screens keep);
 * the session, the language and mode, and the invite code and channel the fan arrived with stay. Answers how many
 * stored items were removed.
 */
export async function clearSiteCache(site: string, storage: Storage = localStorage): Promise<number> {
  const kept = new Set([appStoreKey(site), sessionStoreKey(site), `sideline:${site}:invite_code`, `sideline:${site}:channel`]);
  const ours = (key: string) => key.startsWith(`sideline-${site}-`) || key.startsWith(`sideline:${site}:`);
  const removed = Array.from({ length: storage.length }, (_, i) => storage.key(i)!).filter((key) => ours(key) && !kept.has(key));
  for (const key of removed) storage.removeItem(key);
  const searches = useAppStore.getState().searchLog.length;
  useAppStore.setState({ searchLog: [] });
  // Responses a service worker or the browser's Cache API kept for this origin.
  const cached = typeof caches === 'undefined' ? [] : await caches.keys();
  await Promise.all(cached.map((name) => caches.delete(name)));
  return removed.length + (searches > 0 ? 1 : 0) + cached.length;
}
