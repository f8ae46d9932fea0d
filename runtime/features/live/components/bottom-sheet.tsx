import styled from '@emotion/styled';
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../../../ui/modal-focus.ts';
import { SheetBackdrop } from './sheet-backdrop.ts';

const Panel = styled.section`
  width: 100%;
  max-height: 75dvh;
  overflow-y: auto;
  padding-bottom: env(safe-area-inset-bottom);
  border-radius: 0.875rem 0.875rem 0 0;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  header,
  footer {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.75rem;
  }
  h2 {
    flex: 1;
    min-width: 0;
    margin: 0;
    overflow: hidden;
    font-size: 1rem;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  header button {
    flex: none;
    width: 2rem;
    height: 2rem;
    border: 0;
    background: none;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 1.25rem;
    cursor: pointer;
  }
  footer {
    border-top: 1px solid ${(p) => p.theme.color.border};
    margin-top: 0.75rem;
  }
  footer span {
    flex: 1;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;

/**
 * A sheet of the live room, from the bottom over the whole page (on the body, whatever the chat's layout): a header
 * with the title, `aside` (the gift sheet's balance) and a close button, then the content. It closes with the button,
 * Escape or a tap on the dimmed page; it holds focus while open and gives it back to its opener (`useModalFocus`). Test ids: `<testId>`, `<testId minus "-sheet">-backdrop` and `-close`.
 */
export function BottomSheet(props: {
  testId: string;
  title: ReactNode;
  closeLabel: string;
  onClose(): void;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { onClose } = props;
  const name = props.testId.replace(/-sheet$/, '');
  const panel = useRef<HTMLElement>(null);
  useModalFocus(panel, onClose);
  return createPortal(
    <SheetBackdrop data-testid={`${name}-backdrop`} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <Panel ref={panel} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby={`${name}-title`} data-testid={props.testId}>
        <header>
          <h2 id={`${name}-title`}>{props.title}</h2>
          {props.aside}
          <button type="button" aria-label={props.closeLabel} data-testid={`${name}-close`} onClick={onClose}>
            ×
          </button>
        </header>
        {props.children}
      </Panel>
    </SheetBackdrop>,
    document.body,
  );
}
