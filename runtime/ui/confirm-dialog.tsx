import styled from '@emotion/styled';
import { useRef } from 'react';
import type { Dialog } from '../core/feedback/feedback-store.ts';
import { colors } from '../core/theme/theme.ts';
import { useModalFocus } from './modal-focus.ts';

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
  /* A label longer than half the box (pt-BR's) wraps onto a second line, and the button grows with it. */
  button {
    flex: 1;
    min-width: 0;
    min-height: 2.875rem;
    /* The browser's own side padding (6px), so a label that fitted on one line still does. */
    padding: 0.5rem 0.375rem;
    border: 0;
    background: none;
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-size: 1rem;
    overflow-wrap: anywhere;
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

/** A confirm dialog (core/feedback's `confirm`): a title, an optional message, cancel and confirm. */
export function ConfirmDialog({ dialog }: { dialog: Dialog }) {
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
