import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { colors } from '../core/theme/theme.ts';

/** A column of fields on a surface card. */
export const FormCard = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 1rem 0.75rem;
  padding: 1.25rem 1rem;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  font-size: 0.8125rem;
  color: ${(p) => p.theme.color.textMuted};
`;

const Row = styled.span`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  &:focus-within {
    border-bottom-color: ${(p) => p.theme.accent};
  }
  input {
    flex: 1;
    min-width: 0;
    height: 2.5rem;
    padding: 0;
    border: 0;
    outline: 0;
    background: transparent;
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-size: 1rem;
  }
  input::placeholder {
    color: ${(p) => p.theme.color.textMuted};
    opacity: 0.7;
  }
`;

const Hint = styled.small<{ error: boolean }>`
  color: ${(p) => (p.error ? colors.danger : p.theme.color.textMuted)};
  font-size: 0.75rem;
  line-height: 1.4;
`;

/**
 * A labelled input with an optional control at its end (show password, send code) and a hint or error below, which
 * describes the input to screen readers.
 */
export function Field(
  props: { label: string; hint?: string; error?: string; trailing?: ReactNode } & InputHTMLAttributes<HTMLInputElement>,
) {
  const { label, hint, error, trailing, ...input } = props;
  const id = useId();
  const note = error || hint;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <Row>
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={note ? `${id}-note` : undefined} {...input} />
        {trailing}
      </Row>
      {note ? (
        <Hint id={`${id}-note`} error={Boolean(error)}>
          {note}
        </Hint>
      ) : null}
    </FieldBox>
  );
}

/** The form's main action, in the brand colour. */
export const SubmitButton = styled.button`
  height: 2.75rem;
  margin-top: 0.5rem;
  border: 0;
  border-radius: 999px;
  background: ${(p) => p.theme.primary};
  color: ${(p) => p.theme.onPrimary};
  font: inherit;
  font-size: 1rem;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

/** A small secondary control inside a field row. */
export const InlineButton = styled.button`
  flex: none;
  padding: 0.25rem 0;
  border: 0;
  background: none;
  color: ${(p) => p.theme.accent};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
  &:disabled {
    color: ${(p) => p.theme.color.textMuted};
    cursor: default;
  }
`;

/** An error about the whole form (a network failure), read out when it appears. */
export const FormError = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-size: 0.8125rem;
`;

/** What a form's action came to: the server's refusal in red, or its confirmation in green. */
export const FormOutcome = styled.p<{ failed: boolean }>`
  margin: 0;
  color: ${(p) => (p.failed ? colors.danger : colors.success)};
  font-size: 0.8125rem;
`;

const TextArea = styled.textarea`
  min-height: 6rem;
  padding: 0.5rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.text};
  font: inherit;
  font-size: 0.9375rem;
  resize: vertical;
`;

const AreaBox = styled(FieldBox)`
  small {
    align-self: flex-end;
  }
`;

/** A labelled multi-line field (feedback, an application's introduction), with an optional count under it. */
export function TextAreaField(props: { label: string; count?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { label, count, ...area } = props;
  const id = useId();
  return (
    <AreaBox>
      <label htmlFor={id}>{label}</label>
      <TextArea id={id} {...area} />
      {count ? <small>{count}</small> : null}
    </AreaBox>
  );
}

/** Links under a form: register, forgot password, back to login. */
export const FormLinks = styled.nav`
  display: flex;
  justify-content: space-between;
  margin: 0 1.5rem;
  font-size: 0.875rem;
  color: ${(p) => p.theme.color.textMuted};
  a {
    color: ${(p) => p.theme.accent};
    text-decoration: none;
  }
  /* A link inside a sentence is told from the words around it by more than its colour (WCAG 1.4.1). */
  span a {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;
