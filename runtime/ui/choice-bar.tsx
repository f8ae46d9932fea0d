import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';

const Bar = styled.div<{ look: 'tabs' | 'chips' }>`
  position: relative;
  display: flex;
  gap: ${(p) => (p.look === 'tabs' ? '1.25rem' : '0.5rem')};
  overflow-x: auto;
  padding: ${(p) => (p.look === 'tabs' ? '0 1rem' : '0.5rem 0.75rem')};
  scrollbar-width: none;
`;

const Tab = styled.button`
  flex: none;
  height: 2.5rem;
  padding: 0;
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${(p) => p.theme.color.textMuted};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-bottom-color: ${(p) => p.theme.accent};
    color: ${(p) => p.theme.color.text};
    font-weight: 600;
  }
`;

const Chip = styled.button`
  flex: none;
  padding: 0.25rem 0.75rem;
  border: 0;
  border-radius: 999px;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.textMuted};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${(p) => p.theme.primary};
    color: ${(p) => p.theme.onPrimary};
  }
`;

/**
 * A row of mutually exclusive choices, as underlined tabs or as chips. It scrolls sideways when the choices overflow
 * (a league's rounds), keeping the chosen one in view.
 */
export function ChoiceBar<T extends string | number>(props: {
  label: string;
  look: 'tabs' | 'chips';
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  testId?: string;
}) {
  const Button = props.look === 'tabs' ? Tab : Chip;
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chosen = bar.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (bar.current && chosen) bar.current.scrollLeft = chosen.offsetLeft - (bar.current.clientWidth - chosen.offsetWidth) / 2;
  }, [props.value]);
  return (
    <Bar ref={bar} look={props.look} role="group" aria-label={props.label} data-testid={props.testId}>
      {props.options.map((option) => (
        <Button
          key={option.value}
          type="button"
          aria-pressed={option.value === props.value}
          data-value={option.value}
          onClick={() => props.onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Bar>
  );
}
