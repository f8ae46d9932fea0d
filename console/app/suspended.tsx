import { Suspense, type ReactNode } from 'react';
import { LoadingState } from '../ui/load-state.tsx';

/** A lazily loaded screen outside the shell, with the loading state while its chunk comes. */
export function Suspended({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState />}>{children}</Suspense>;
}
