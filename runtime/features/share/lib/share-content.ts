import { idFrom } from './share-ids.ts';

/** Shared content of /share/{kind}/{id}: videos have their own page (share-video-page.tsx); posts only invite into the app. */
export type ShareContentKind = 'video' | 'dynamic' | 'shortvideo' | 'recordvideo';

const kinds: readonly ShareContentKind[] = ['video', 'dynamic', 'shortvideo', 'recordvideo'];

/**
 * Where in the app the content lives, when a route of spec 000 §2 names it: a video and a recording are recorded videos
 * (/rec-video/{id}), a short video has /shortvideo/{id}. Posts have no route of their own yet, so they open the home.
 */
const appPaths: Record<ShareContentKind, ((id: number) => string) | null> = {
  video: (id) => `/rec-video/${id}`,
  shortvideo: (id) => `/shortvideo/${id}`,
  dynamic: null,
  recordvideo: (id) => `/rec-video/${id}`,
};

/** The kind and id of a /share/{kind}/{id} address, or null when it is not one (a malformed id included). */
export function shareContentOf(pathname: string): { kind: ShareContentKind; id: number; appPath: string } | null {
  const [, share, kind, rawId] = pathname.split('/');
  const found = kinds.find((k) => k === kind);
  const id = idFrom(rawId);
  if (share !== 'share' || !found || id === null) return null;
  return { kind: found, id, appPath: appPaths[found]?.(id) ?? '/' };
}
