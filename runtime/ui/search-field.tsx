import styled from '@emotion/styled';
import type { FormEvent } from 'react';
import { PillButton } from './pill-button.tsx';

const Form = styled.form`
  position: sticky;
  top: 2.75rem;
  z-index: 5;
  display: flex;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  background: ${(p) => p.theme.color.background};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 2.25rem;
  box-sizing: border-box;
  padding: 0 0.875rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 999px;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font: inherit;
  font-size: 0.875rem;
  outline: none;
  &:focus {
    border-color: ${(p) => p.theme.accent};
  }
  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

/** The texts of a search field; runtime/ui has no catalogue, each feature passes its own. */
export interface SearchFieldLabels {
  placeholder: string;
  /** The field's accessible name. */
  label: string;
  submit: string;
}

/**
 * A search bar under the page header: a rounded field and a submit pill. The field is controlled by the caller, which
 * decides what a submit does with the text (trim it, ignore an empty one).
 */
export function SearchField(props: {
  text: string;
  onType(text: string): void;
  onSubmit(text: string): void;
  labels: SearchFieldLabels;
  maxLength: number;
  testId: string;
  /** Open the keyboard with the page (a screen the fan came to only to type). @default false */
  autoFocus?: boolean;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(props.text);
  };
  return (
    <Form role="search" onSubmit={submit} data-testid={props.testId}>
      <Input
        type="search"
        autoFocus={props.autoFocus}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={props.maxLength}
        value={props.text}
        onChange={(event) => props.onType(event.target.value)}
        placeholder={props.labels.placeholder}
        aria-label={props.labels.label}
      />
      <PillButton type="submit">{props.labels.submit}</PillButton>
    </Form>
  );
}
