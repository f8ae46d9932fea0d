import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';

const Bar = styled.div`
  position: relative;
  display: flex;
  gap: 0.5rem;
  overflow-x: auto;
  padding: 0.5rem 0.75rem;
  scrollbar-width: none;
  button {
    flex: none;
    padding: 0.25rem 0.75rem;
    border: 0;
    border-radius: 999px;
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.textMuted};
    font: inherit;
    font-size: 0.8125rem;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.primary};
    color: ${(p) => p.theme.onPrimary};
  }
`;

/** A row of mutually exclusive chips (table type, round, ranking); scrolls sideways, the chosen one kept in view. */
export function ChoiceChips<T extends string | number>(props: { label: string; options: readonly { value: T; label: string }[]; value: T; onChange(value: T): void; testId?: string }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chosen = bar.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (bar.current && chosen) bar.current.scrollLeft = chosen.offsetLeft - (bar.current.clientWidth - chosen.offsetWidth) / 2;
  }, [props.value]);
  return (
    <Bar ref={bar} role="group" aria-label={props.label} data-testid={props.testId}>
      {props.options.map((option) => (
        <button key={option.value} type="button" aria-pressed={option.value === props.value} data-value={option.value} onClick={() => props.onChange(option.value)}>
          {option.label}
        </button>
      ))}
    </Bar>
  );
}
