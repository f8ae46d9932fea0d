import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { useFeedback } from '../core/feedback/feedback-store.ts';
import { colors } from '../core/theme/theme.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

// A dialog only ever follows something the fan did (or an answer to it), never the first paint: its styles and focus
// trap are a chunk of their own, out of the initial JavaScript (docs/decisions.md "Confirm dialogs load on demand").
const ConfirmDialog = lazy(async () => ({ default: (await import('./confirm-dialog.tsx')).ConfirmDialog }));

const Toast = styled.div`
  position: fixed;
  z-index: 1000;
  top: 45%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  max-width: 70vw;
  padding: 0.75rem 1rem;
  border-radius: 0.5rem;
  background: ${colors.scrimStrong};
  color: ${colors.onMedia};
  font-size: 0.875rem;
  line-height: 1.4;
  text-align: center;
  word-break: break-word;
  pointer-events: none;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  width: 1.5rem;
  height: 1.5rem;
  border: 2px solid ${colors.onMediaMuted};
  border-top-color: ${colors.onMedia};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/**
 * Toasts, the loading toast and confirm dialogs, over every page (core/feedback decides what is shown), and the one
 * polite live region that says toasts, new chat messages and goal notices (`announce`). The region is always in the
 * page, as screen readers only hear changes to a region they already know.
 */
export function FeedbackLayer() {
  const { toast, loading, dialogs, spoken } = useFeedback();
  return (
    <>
      {loading && !toast ? (
        <Toast role="status" data-testid="loading-toast">
          <Spinner aria-hidden="true" />
          {loading}
        </Toast>
      ) : null}
      {toast ? (
        <Toast key={toast.id} data-testid="toast">
          {toast.text}
        </Toast>
      ) : null}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="live-announcer">
        {spoken ? <span key={spoken.id}>{spoken.text}</span> : null}
      </VisuallyHidden>
      {dialogs[0] ? (
        <Suspense fallback={null}>
          <ConfirmDialog key={dialogs[0].id} dialog={dialogs[0]} />
        </Suspense>
      ) : null}
    </>
  );
}
