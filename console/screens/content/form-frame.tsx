import styled from '@emotion/styled';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, apiStatus } from '../../api/api-error.ts';
import type { Problem } from '../../validation/rules.ts';
import type { FormSlot } from './editor-frame.tsx';
import { PictureField } from './picture-field.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { problemText, useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardTitle } from '../../ui/card.tsx';
import { FormError, TextField } from '../../ui/field.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { narrow } from '../../ui/tokens.ts';

// The form every content editor shares (banners, announcements, news, activities): a new row saved as a draft, or the
// edit of a row at the version the page read, checked with the server's rules and words before the call; a row
// changed since by someone else is refused with who and when, and the operator may reload it rather than overwrite it.

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A part of the form across both columns. */
export const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

/** What a text field takes from the form: its value, name, error and change. */
interface FieldBinding {
  value: string;
  name: string;
  error: string | null;
  disabled: boolean;
  onChange: (event: { target: { value: string } }) => void;
}

/** What a screen's form gives: the draft of a row (`draftOf(null)` a blank one), its checks, and how it is saved. */
export interface EditorFormSpec<D, T> {
  draftOf: (item: T | null) => D;
  problems: (draft: D) => Partial<Record<keyof D, Problem>>;
  /** Sends a checked draft: a creation when the slot edits nothing, else an edit at its version. */
  save: (draft: D) => Promise<T>;
}

/**
 * A content form's state: the draft as typed, its problems, the server's refusal (stale or not) and the submit that
 * checks, then saves; `field(key)` gives a text field its value, error and change.
 */
export function useEditorForm<D extends { [K in keyof D]: string }, T>(slot: FormSlot<T>, spec: EditorFormSpec<D, T>) {
  const { t } = useT();
  const editing = slot.editing !== null;
  const [draft, setDraft] = useState<D>(() => spec.draftOf(slot.editing));
  const [problems, setProblems] = useState<Partial<Record<keyof D, Problem>>>({});
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = spec.problems(draft);
    setProblems(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const saved = await spec.save(draft);
      if (!editing) setDraft(spec.draftOf(null));
      slot.onSaved(saved, !editing);
    } catch (error) {
      setFailure({ text: failureText(error, t), stale: error instanceof ApiError && error.status === apiStatus.conflict });
    } finally {
      setBusy(false);
    }
  };

  const set = (key: keyof D, value: string) => setDraft((previous) => ({ ...previous, [key]: value }) as D);
  const field = (key: keyof D & string): FieldBinding => ({
    value: draft[key],
    name: key,
    error: problemText(t, problems[key]),
    disabled: busy,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  const errorOf = (key: keyof D) => problemText(t, problems[key]);
  return { slot, draft, set, field, errorOf, failure, busy, submit };
}

/**
 * The frame of a content form: its heading, its fields (`children`), the server's refusal, and save, reload (after a
 * stale refusal) and cancel (while editing). `name` gives the test ids (`<name>-form`, `<name>-form-error`).
 */
export function FormFrame(props: {
  name: string;
  heading: string;
  reloadLabel: string;
  form: { slot: Omit<FormSlot<unknown>, 'onSaved'> } & Pick<ReturnType<typeof useEditorForm>, 'failure' | 'busy' | 'submit'>;
  children: ReactNode;
}) {
  const { t } = useT();
  const { failure, busy, submit, slot } = props.form;
  const editing = slot.editing !== null;
  return (
    <Card>
      <CardTitle>{props.heading}</CardTitle>
      <Grid onSubmit={(event) => void submit(event)} noValidate data-testid={`${props.name}-form`}>
        {props.children}
        {failure && (
          <Wide>
            <FormError role="alert" data-testid={`${props.name}-form-error`}>
              {failure.text}
            </FormError>
          </Wide>
        )}
        <Actions>
          <Button type="submit" disabled={busy}>
            {editing ? t('content.saveEdit') : t('content.saveDraft')}
          </Button>
          {editing && failure?.stale && (
            <Button type="button" tone="secondary" onClick={slot.onReload} disabled={busy}>
              {props.reloadLabel}
            </Button>
          )}
          {editing && (
            <Button type="button" tone="secondary" onClick={slot.onCancel} disabled={busy}>
              {t('content.cancel')}
            </Button>
          )}
        </Actions>
      </Grid>
    </Card>
  );
}

/**
 * The texts and cover of a story (a news item, an activity): its summary, its body one paragraph per line, and its
 * picture, uploaded or typed; `bodyLabel` names the body.
 */
export function StoryFields(props: {
  form: {
    draft: { cover: string };
    set: (key: 'cover', value: string) => void;
    field: (key: 'summary' | 'body') => FieldBinding;
    errorOf: (key: 'cover') => string | null;
    busy: boolean;
  };
  bodyLabel: string;
}) {
  const { t } = useT();
  const { form } = props;
  return (
    <>
      <Wide>
        <TextField label={t('news.fieldSummary')} {...form.field('summary')} />
        <TextAreaField label={props.bodyLabel} hint={t('news.bodyHint')} {...form.field('body')} />
      </Wide>
      <PictureField
        value={form.draft.cover}
        error={form.errorOf('cover')}
        disabled={form.busy}
        onChange={(cover) => form.set('cover', cover)}
      />
      <div />
    </>
  );
}
