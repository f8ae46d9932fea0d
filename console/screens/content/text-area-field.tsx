import styled from '@emotion/styled';
import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldMessage, inputStyle, Label, type FieldProps } from '../../ui/field.tsx';

// Only the news form writes long text: this lives with it, in the content screen's chunk, not the console's first load.
const Area = styled.textarea`
  ${inputStyle}
  min-height: 160px;
  resize: vertical;
  font: inherit;
  line-height: 1.5;
`;

/** A labelled multi-line text with its hint or its error, tied to it for screen readers. */
export function TextAreaField({ label, hint, error, ...area }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Label>
      {label}
      <Area {...area} aria-invalid={error ? true : undefined} aria-describedby={`${id}-message`} />
      <FieldMessage id={`${id}-message`} hint={hint} error={error} />
    </Label>
  );
}
