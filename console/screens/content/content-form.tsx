import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { ApiError, apiStatus } from '../../api/api-error.ts';
import { createContent, editContent } from '../../api/content-calls.ts';
import type { ContentItem, ContentKind } from '../../api/types.ts';
import { problemText, useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardTitle } from '../../ui/card.tsx';
import { FormError, TextField } from '../../ui/field.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { narrow } from '../../ui/tokens.ts';
import { localInput } from './local-input.ts';
import { PictureField } from './picture-field.tsx';
import { contentBody, contentProblems, type ContentDraft, type ContentProblems } from '../../validation/content-rules.ts';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const blank: ContentDraft = { title: '', titlePt: '', image: '', link: '', sort: '0', publishAt: '', endAt: '' };

function draftOf(item: ContentItem | null): ContentDraft {
  if (!item) return blank;
  return {
    title: item.title,
    titlePt: item.titlePt,
    image: item.image,
    link: item.link,
    sort: String(item.sort),
    publishAt: localInput(item.publishAt),
    endAt: localInput(item.endAt),
  };
}

/**
 * A new banner or announcement (saved as a draft), or the edit of `editing` at the version the page read: checked here
 * with the server's rules and words, then by the server, whose refusal shows above the buttons. A row changed since by
 * someone else is refused with who and when, and the operator may reload it (`onReload`) rather than overwrite it.
 */
export function ContentForm(props: {
  kind: ContentKind;
  editing: ContentItem | null;
  onSaved: (item: ContentItem, created: boolean) => void;
  onCancel: () => void;
  onReload: (id: number) => void;
}) {
  const { t } = useT();
  const { kind, editing } = props;
  const [draft, setDraft] = useState<ContentDraft>(() => draftOf(editing));
  const [problems, setProblems] = useState<ContentProblems>({});
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = contentProblems(kind, draft);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const body = contentBody(kind, draft);
      const saved = editing ? await editContent(editing.id, { ...body, version: editing.version }) : await createContent({ kind, ...body });
      if (!editing) setDraft(blank);
      props.onSaved(saved, !editing);
    } catch (error) {
      setFailure({ text: failureText(error, t), stale: error instanceof ApiError && error.status === apiStatus.conflict });
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof ContentDraft) => ({
    value: draft[key],
    error: problemText(t, problems[key]),
    disabled: busy,
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const banner = kind === 'banner';
  const heading = editing ? t('content.editing', { id: editing.id }) : t(banner ? 'content.newBanner' : 'content.newAnnouncement');
  return (
    <Card>
      <CardTitle>{heading}</CardTitle>
      <Grid onSubmit={(event) => void submit(event)} noValidate data-testid="content-form">
        <TextField label={t(banner ? 'content.fieldTitle' : 'content.fieldText')} name="title" {...field('title')} />
        <TextField label={t(banner ? 'content.fieldTitlePt' : 'content.fieldTextPt')} name="titlePt" {...field('titlePt')} />
        {banner && (
          <PictureField
            value={draft.image}
            error={problemText(t, problems.image)}
            disabled={busy}
            onChange={(image) => setDraft((previous) => ({ ...previous, image }))}
          />
        )}
        {banner && <TextField label={t('content.fieldLink')} name="link" hint={t('content.linkHint')} {...field('link')} />}
        <TextField label={t('content.fieldSort')} name="sort" inputMode="numeric" hint={t('content.sortHint')} {...field('sort')} />
        <div />
        <TextField
          label={t('content.fieldPublishAt')}
          name="publishAt"
          type="datetime-local"
          hint={t('content.publishHint')}
          {...field('publishAt')}
        />
        <TextField label={t('content.fieldEndAt')} name="endAt" type="datetime-local" hint={t('content.endHint')} {...field('endAt')} />
        {failure && (
          <Wide>
            <FormError role="alert" data-testid="content-form-error">
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
              {t('content.reload')}
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
