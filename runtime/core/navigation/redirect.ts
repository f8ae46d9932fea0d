/** Base path the app is served under (spec 000 §1). */
export const appBase = '/m';

/**
 * The redirect helper: prefixes /m/ to an app path when the current address is under /m/,
 * so links built for the app keep working inside it and outside it (spec 000 §2).
 */
export function withAppBase(path: string, currentPathname: string): string {
  const underApp = currentPathname === appBase || currentPathname.startsWith(appBase + '/');
  if (!underApp || path === appBase || path.startsWith(appBase + '/')) return path;
  return appBase + (path.startsWith('/') ? path : '/' + path);
}
