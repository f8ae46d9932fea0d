import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  margin: 1rem 0.875rem;
  padding: 1rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  label {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
  input,
  textarea {
    box-sizing: border-box;
    width: 100%;
    padding: 0.5rem 0.625rem;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 0.375rem;
    background: ${(p) => p.theme.color.background};
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-size: 0.9375rem;
    resize: none;
  }
  div {
    display: flex;
    gap: 0.625rem;
  }
  button {
    flex: 1;
    height: 2.5rem;
    border: 0;
    border-radius: 0.5rem;
    background: ${(p) => p.theme.color.background};
    color: ${(p) => p.theme.color.text};
    font: inherit;
    cursor: pointer;
  }
  button[type='submit'] {
    background: ${(p) => p.theme.primary};
    color: ${(p) => p.theme.onPrimary};
    font-weight: 600;
  }
  button:disabled {
    opacity: 0.6;
  }
`;

/** One text to write and send (a remark, an application's words): prefilled, trimmed on submit, cancel leaves it. */
export function TextForm(props: {
  label: string;
  initial: string;
  maxLength: number;
  submitLabel: string;
  onSubmit(text: string): Promise<unknown>;
  onCancel(): void;
  testId: string;
  multiline?: boolean;
}) {
  const { t } = useT('chat');
  const [text, setText] = useState(props.initial.slice(0, props.maxLength));
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    void props.onSubmit(text.trim()).finally(() => setBusy(false));
  };
  const field = {
    id: `${props.testId}-text`,
    value: text,
    maxLength: props.maxLength,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
    autoFocus: true,
  };
  return (
    <Form onSubmit={submit} data-testid={props.testId}>
      <label htmlFor={field.id}>{props.label}</label>
      {props.multiline ? <textarea rows={3} {...field} /> : <input type="text" {...field} />}
      <div>
        <button type="button" onClick={props.onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" disabled={busy} data-testid={`${props.testId}-submit`}>
          {props.submitLabel}
        </button>
      </div>
    </Form>
  );
}
