import { idFrom } from './share-ids.ts';

/** Shared content that has no server API yet (docs/decisions.md): the page can only invite the fan into the app. */
export type ShareContentKind = 'video' | 'dynamic' | 'shortvideo' | 'recordvideo';

const kinds: readonly ShareContentKind[] = ['video', 'dynamic', 'shortvideo', 'recordvideo'];

/**
 * Where in the app the content lives, when a route of spec 000 §2 names it: a video is a recommended video
 * (/rec-video/{id}), a short video has /shortvideo/{id}. Posts and recordings have no route of their own yet, so they
 * open the app's home.
 */
const appPaths: Record<ShareContentKind, ((id: number) => string) | null> = {
  video: (id) => `/rec-video/${id}`,
  shortvideo: (id) => `/shortvideo/${id}`,
  dynamic: null,
  recordvideo: null,
};

/** The kind and id of a /share/{kind}/{id} address, or null when it is not one (a malformed id included). */
export function shareContentOf(pathname: string): { kind: ShareContentKind; id: number; appPath: string } | null {
  const [, share, kind, rawId] = pathname.split('/');
  const found = kinds.find((k) => k === kind);
  const id = idFrom(rawId);
  if (share !== 'share' || !found || id === null) return null;
  return { kind: found, id, appPath: appPaths[found]?.(id) ?? '/' };
}
