import { appBase } from './redirect.ts';

type Navigate = (path: string, options?: { replace?: boolean }) => void;

/** Until the router registers itself, a navigation loads the page. */
let navigate: Navigate = (path) => location.assign(appBase + path);

/** The app registers its router here, so that core code (the login prompt, login success) can move between pages. */
export function setNavigator(next: Navigate): void {
  navigate = next;
}

/** Goes to an app path (without the /m base), e.g. `/login`. */
export function navigateTo(path: string, options?: { replace?: boolean }): void {
  navigate(path, options);
}

/** The current path and query, as saved in backurl. */
export function currentPathAndQuery(): string {
  return location.pathname + location.search;
}
