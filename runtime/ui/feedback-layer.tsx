import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useRef } from 'react';
import { useFeedback, type Dialog } from '../core/feedback/feedback-store.ts';
import { colors } from '../core/theme/theme.ts';
import { useModalFocus } from './modal-focus.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

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

const Backdrop = styled.div`
  position: fixed;
  z-index: 1100;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${colors.scrimLight};
`;

const Box = styled.div`
  width: min(18.5rem, 80vw);
  overflow: hidden;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  text-align: center;
  > div:first-of-type {
    padding: 1.25rem 1.25rem 1.125rem;
  }
  h2 {
    margin: 0;
    font-size: 1.0625rem;
  }
  p {
    margin: 0.5rem 0 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.875rem;
    line-height: 1.5;
  }
`;

const Buttons = styled.div`
  display: flex;
  border-top: 1px solid ${(p) => p.theme.color.border};
  button {
    flex: 1;
    height: 2.875rem;
    border: 0;
    background: none;
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-size: 1rem;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid ${(p) => p.theme.accent};
    outline-offset: -2px;
  }
  button + button {
    border-left: 1px solid ${(p) => p.theme.color.border};
    color: ${(p) => p.theme.accent};
    font-weight: 600;
  }
`;

function ConfirmDialog({ dialog }: { dialog: Dialog }) {
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box, () => dialog.answer(false));
  return (
    <Backdrop>
      <Box role="alertdialog" aria-modal="true" aria-labelledby="sl-dialog-title" data-testid="confirm-dialog" ref={box} tabIndex={-1}>
        <div>
          <h2 id="sl-dialog-title">{dialog.title}</h2>
          {dialog.message ? <p>{dialog.message}</p> : null}
        </div>
        <Buttons>
          <button type="button" onClick={() => dialog.answer(false)} data-testid="dialog-cancel">
            {dialog.cancelText}
          </button>
          <button type="button" autoFocus onClick={() => dialog.answer(true)} data-testid="dialog-confirm">
            {dialog.confirmText}
          </button>
        </Buttons>
      </Box>
    </Backdrop>
  );
}

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
      {dialogs[0] ? <ConfirmDialog key={dialogs[0].id} dialog={dialogs[0]} /> : null}
    </>
  );
}
