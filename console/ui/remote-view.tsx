import type { ReactNode } from 'react';
import { LoadingState, RetryState } from './load-state.tsx';
import type { Remote } from './use-remote.ts';

/** A read's three faces: loading, failed with a retry, or its data drawn by `children`. */
export function RemoteView<T>({ remote, retry, children }: { remote: Remote<T>; retry: () => void; children: (data: T) => ReactNode }) {
  if (remote.state === 'loading') return <LoadingState />;
  if (remote.state === 'failed') return <RetryState error={remote.error} onRetry={retry} />;
  return <>{children(remote.data)}</>;
}
