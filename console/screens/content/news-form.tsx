import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { ApiError, apiStatus } from '../../api/api-error.ts';
import { createNews, editNews } from '../../api/news-calls.ts';
import type { NewsItem } from '../../api/types.ts';
import { problemText, useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardTitle } from '../../ui/card.tsx';
import { FormError, SelectField, TextField } from '../../ui/field.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { narrow } from '../../ui/tokens.ts';
import { newsBody, newsCategories, newsProblems, type NewsDraft, type NewsProblems } from '../../validation/news-rules.ts';
import { localInput } from './local-input.ts';
import { PictureField } from './picture-field.tsx';
import { TextAreaField } from './text-area-field.tsx';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Wide = styled.div`
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

const blank: NewsDraft = { category: 'football', title: '', summary: '', body: '', cover: '', publishAt: '', endAt: '' };

function draftOf(item: NewsItem | null): NewsDraft {
  if (!item) return blank;
  const { category, title, summary, body, cover } = item;
  return { category, title, summary, body, cover, publishAt: localInput(item.publishAt), endAt: localInput(item.endAt) };
}

/**
 * A new news item (saved as a draft), or the edit of `editing` at the version the page read: checked here with the
 * server's rules and words, then by the server. An item changed since by someone else is refused with who and when,
 * and the operator may reload it (`onReload`) rather than overwrite their change.
 */
export function NewsForm(props: {
  editing: NewsItem | null;
  onSaved: (item: NewsItem, created: boolean) => void;
  onCancel: () => void;
  onReload: (id: number) => void;
}) {
  const { t } = useT();
  const { editing } = props;
  const [draft, setDraft] = useState<NewsDraft>(() => draftOf(editing));
  const [problems, setProblems] = useState<NewsProblems>({});
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newsProblems(draft);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const body = newsBody(draft);
      const saved = editing ? await editNews(editing.id, editing.version, body) : await createNews(body);
      if (!editing) setDraft(blank);
      props.onSaved(saved, !editing);
    } catch (error) {
      const stale = error instanceof ApiError && error.status === apiStatus.conflict;
      setFailure({ text: failureText(error, t), stale });
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof NewsDraft) => ({
    value: draft[key],
    name: key,
    error: problemText(t, problems[key]),
    disabled: busy,
    onChange: (event: { target: { value: string } }) => setDraft((previous) => ({ ...previous, [key]: event.target.value })),
  });
  return (
    <Card>
      <CardTitle>{editing ? t('news.editing', { id: editing.id }) : t('news.new')}</CardTitle>
      <Grid onSubmit={(event) => void submit(event)} noValidate data-testid="news-form">
        <SelectField label={t('news.fieldCategory')} {...field('category')}>
          {newsCategories.map((category) => (
            <option key={category} value={category}>
              {t(`news.category.${category}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('news.fieldTitle')} {...field('title')} />
        <Wide>
          <TextField label={t('news.fieldSummary')} {...field('summary')} />
          <TextAreaField label={t('news.fieldBody')} hint={t('news.bodyHint')} {...field('body')} />
        </Wide>
        <PictureField
          value={draft.cover}
          error={problemText(t, problems.cover)}
          disabled={busy}
          onChange={(cover) => setDraft((previous) => ({ ...previous, cover }))}
        />
        <div />
        <TextField label={t('content.fieldPublishAt')} type="datetime-local" hint={t('content.publishHint')} {...field('publishAt')} />
        <TextField label={t('content.fieldEndAt')} type="datetime-local" hint={t('content.endHint')} {...field('endAt')} />
        {failure && (
          <Wide>
            <FormError role="alert" data-testid="news-form-error">
              {failure.text}
            </FormError>
          </Wide>
        )}
        <Actions>
          <Button type="submit" disabled={busy}>
            {editing ? t('content.saveEdit') : t('content.saveDraft')}
          </Button>
          {editing && failure?.stale && (
            <Button type="button" tone="secondary" onClick={() => props.onReload(editing.id)} disabled={busy}>
              {t('news.reload')}
            </Button>
          )}
          {editing && (
            <Button type="button" tone="secondary" onClick={props.onCancel} disabled={busy}>
              {t('content.cancel')}
            </Button>
          )}
        </Actions>
      </Grid>
    </Card>
  );
}
