/** Base path the app is served under (spec 000 §1). */
export const appBase = '/m';

/** Whether a path (a pathname, or a path with its query) is the app base or under it. */
export function isUnderApp(path: string): boolean {
  return path === appBase || path.startsWith(appBase + '/');
}

/**
 * The redirect helper: prefixes /m/ to an app path when the current address is under /m/,
 * so links built for the app keep working inside it and outside it (spec 000 §2).
 */
export function withAppBase(path: string, currentPathname: string): string {
  if (!isUnderApp(currentPathname) || isUnderApp(path)) return path;
  return appBase + (path.startsWith('/') ? path : '/' + path);
}
