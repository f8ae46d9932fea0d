import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { appBase } from '../../core/navigation/redirect.ts';
import { backurlOnEnter, isAccountPath } from '../../core/session/session-rules.ts';
import { useSession } from '../../core/session/use-session.ts';

/**
 * Keeps the backurl (spec 000 §2) with the fan's moves: every way into sign-in or sign-up (the user centre's link, a
 * chat room's login panel, the login prompt) returns the fan to the page they left, and leaving the account screens
 * without signing in drops it (core/session/session-rules.ts `backurlOnEnter`).
 */
export function useBackurl(): void {
  const { pathname, search } = useLocation();
  const lastPage = useRef('');
  useEffect(() => {
    const session = useSession.getState();
    const next = backurlOnEnter(pathname, session.backurl, lastPage.current);
    if (next !== session.backurl) session.setBackurl(next);
    if (!isAccountPath(pathname)) lastPage.current = appBase + pathname + search;
  }, [pathname, search]);
}
