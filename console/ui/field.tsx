import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { color, radius } from './tokens.ts';

/** A field's label, its control inside. */
export const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-weight: 600;
  font-size: 13px;
`;

export const inputStyle = `
  width: 100%;
  padding: 8px 10px;
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.small};
  background: ${color.surface};
  font-weight: 400;
  &:focus { border-color: ${color.accent}; outline: none; box-shadow: 0 0 0 3px ${color.accentSoft}; }
  &[aria-invalid='true'] { border-color: ${color.danger}; }
`;

const Input = styled.input`
  ${inputStyle}
`;

const Select = styled.select`
  ${inputStyle}
`;

const Message = styled.span<{ error?: boolean }>`
  font-weight: 400;
  font-size: 12px;
  color: ${({ error }) => (error ? color.danger : color.muted)};
`;

export interface FieldProps {
  label: string;
  /** What the field wants, under it. */
  hint?: string;
  /** Why the value is refused, under it instead of the hint. */
  error?: string | null;
}

/** A labelled input with its hint or its error, tied to it for screen readers. */
export function TextField({ label, hint, error, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Label>
      {label}
      <Input {...input} aria-invalid={error ? true : undefined} aria-describedby={`${id}-message`} />
      <FieldMessage id={`${id}-message`} hint={hint} error={error} />
    </Label>
  );
}

/** A labelled select. */
export function SelectField({ label, hint, error, children, ...select }: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Label>
      {label}
      <Select {...select} aria-invalid={error ? true : undefined} aria-describedby={`${id}-message`}>
        {children}
      </Select>
      <FieldMessage id={`${id}-message`} hint={hint} error={error} />
    </Label>
  );
}

/** The hint under a field, or why its value is refused. */
export function FieldMessage({ id, hint, error }: { id: string; hint?: string; error?: string | null }): ReactNode {
  if (error)
    return (
      <Message id={id} error role="alert">
        {error}
      </Message>
    );
  return hint ? <Message id={id}>{hint}</Message> : null;
}

/** A form's own failure (the server's answer), above its button. */
export const FormError = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: ${radius.small};
  background: ${color.dangerSoft};
  color: ${color.danger};
  font-size: 13px;
`;
