import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import { onTablistKey } from './tablist-keys.ts';

/** The bar under a row of tabs: one line that scrolls sideways when the tabs do not fit, without a scroll bar. */
export const tabBarLook = (p: { theme: Theme }) => `
  display: flex;
  gap: 1.25rem;
  overflow-x: auto;
  padding: 0 0.875rem;
  border-bottom: 1px solid ${p.theme.color.border};
  background: ${p.theme.color.surface};
  scrollbar-width: none;
`;

const Strip = styled.div`
  ${tabBarLook}
  button {
    flex: none;
    position: relative;
    height: 2.5rem;
    padding: 0;
    border: 0;
    background: none;
    color: ${(p) => p.theme.color.textMuted};
    font: inherit;
    font-size: 0.875rem;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    color: ${(p) => p.theme.color.text};
    font-weight: 600;
  }
  button[aria-selected='true']::after {
    content: '';
    position: absolute;
    left: 25%;
    right: 25%;
    bottom: 0.25rem;
    height: 0.1875rem;
    border-radius: 2px;
    background: ${(p) => p.theme.accent};
  }
`;

/** A row of tabs (categories of /live, the room's tabs); scrolls sideways when they do not fit. */
export function TabStrip<T extends string | number>(props: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  testId?: string;
}) {
  return (
    <Strip role="tablist" aria-label={props.label} data-testid={props.testId} onKeyDown={onTablistKey}>
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === props.value}
          tabIndex={option.value === props.value ? 0 : -1}
          data-tab={option.value}
          onClick={() => props.onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </Strip>
  );
}
