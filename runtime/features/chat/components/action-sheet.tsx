import styled from '@emotion/styled';
import { colors } from '../../../core/theme/theme.ts';

/** The dimmed screen under a bottom sheet; a tap on it closes the sheet. */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  align-items: flex-end;
  background: ${colors.scrimLight};
`;

const Sheet = styled.div`
  width: 100%;
  padding-bottom: env(safe-area-inset-bottom);
  border-radius: 0.75rem 0.75rem 0 0;
  overflow: hidden;
  background: ${(p) => p.theme.color.surface};
  button {
    display: block;
    width: 100%;
    height: 3.25rem;
    border: 0;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    background: none;
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-size: 1rem;
    cursor: pointer;
  }
  > p {
    margin: 0;
    padding: 0.875rem 1rem;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
    line-height: 1.4;
    text-align: center;
  }
  button[data-danger='true'] {
    color: ${colors.danger};
  }
  button:last-of-type {
    border-bottom: 0;
    border-top: 0.5rem solid ${(p) => p.theme.color.background};
    height: 3.75rem;
  }
`;

export interface SheetAction {
  label: string;
  testId: string;
  danger?: boolean;
  run(): void;
}

/** The sheet a long press opens: what the choice does (`hint`), the actions, then cancel; tapping outside closes it too. */
export function ActionSheet(props: { label: string; hint?: string; actions: SheetAction[]; cancelLabel: string; onClose(): void }) {
  return (
    <Backdrop onClick={props.onClose} data-testid="chat-sheet">
      <Sheet role="menu" aria-label={props.label} onClick={(event) => event.stopPropagation()}>
        {props.hint ? <p>{props.hint}</p> : null}
        {props.actions.map((action) => (
          <button
            key={action.testId}
            type="button"
            role="menuitem"
            data-testid={action.testId}
            data-danger={action.danger ? 'true' : undefined}
            onClick={() => {
              props.onClose();
              action.run();
            }}
          >
            {action.label}
          </button>
        ))}
        <button type="button" data-testid="chat-sheet-cancel" onClick={props.onClose}>
          {props.cancelLabel}
        </button>
      </Sheet>
    </Backdrop>
  );
}
