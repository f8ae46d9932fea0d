import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { mustEnrol, useSession } from '../state/session-store.ts';
import { CenteredPage } from '../ui/centered-page.tsx';
import { LoadingState, RetryState } from '../ui/load-state.tsx';
import { ApiError } from '../api/api-error.ts';

/**
 * Shows its children to a signed-in operator. Without a session it sends to sign-in, remembering where the operator
 * was; an owner or finance operator without TOTP goes to enrolment before anything else.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { phase, operator, check } = useSession();
  const location = useLocation();
  if (phase === 'checking') return <LoadingState />;
  if (phase === 'unreachable')
    return (
      <CenteredPage>
        <RetryState error={new ApiError('network', '')} onRetry={() => void check()} />
      </CenteredPage>
    );
  if (phase === 'signedOut') {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in${here === '/' ? '' : `?next=${encodeURIComponent(here)}`}`} replace />;
  }
  if (mustEnrol(operator) && location.pathname !== '/enrol') return <Navigate to="/enrol" replace />;
  return <>{children}</>;
}
