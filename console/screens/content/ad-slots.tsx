import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { ApiError, apiStatus } from '../../api/api-error.ts';
import { putAd, readAds } from '../../api/content-calls.ts';
import type { AdSlotState } from '../../api/types.ts';
import { problemText, useT } from '../../i18n/i18n.ts';
import { useCan } from '../../state/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHint, CardTitle, Chip } from '../../ui/card.tsx';
import { FormError, TextField } from '../../ui/field.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { RemoteView } from '../../ui/remote-view.tsx';
import { color, narrow } from '../../ui/tokens.ts';
import { useRemote } from '../../ui/use-remote.ts';
import { contentProblems, type ContentDraft, type ContentProblems } from '../../validation/content-rules.ts';
import { PictureField } from './picture-field.tsx';

const Slot = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  padding: 16px 0;
  border-top: 1px solid ${color.border};
  &:first-of-type {
    border-top: none;
    padding-top: 0;
  }
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
  & > h3 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 14px;
    display: flex;
    gap: 8px;
    align-items: center;
  }
  & > footer {
    grid-column: 1 / -1;
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
`;

/** The site's ad slots, each with the ad up in it and a form to change it (`ads.write`), read-only otherwise. */
export function AdSlots({ onChanged }: { onChanged: (text: string) => void }) {
  const { t } = useT();
  const { remote, retry } = useRemote(readAds, 'ads');
  return (
    <Card data-testid="ad-slots">
      <CardTitle>{t('ads.title')}</CardTitle>
      <CardHint>{t('ads.lead')}</CardHint>
      <RemoteView remote={remote} retry={retry}>
        {(slots) =>
          slots.map((slot) => (
            <SlotForm
              key={`${slot.slot}:${slot.ad?.id ?? 'none'}`}
              state={slot}
              onReload={retry}
              onSaved={(text) => {
                onChanged(text);
                retry();
              }}
            />
          ))
        }
      </RemoteView>
    </Card>
  );
}

function SlotForm({ state, onSaved, onReload }: { state: AdSlotState; onSaved: (text: string) => void; onReload: () => void }) {
  const { t } = useT();
  const canWrite = useCan('ads.write');
  const [draft, setDraft] = useState({
    title: state.ad?.title ?? '',
    titlePt: state.ad?.titlePt ?? '',
    image: state.ad?.image ?? '',
    link: state.ad?.link ?? '',
  });
  const [problems, setProblems] = useState<ContentProblems>({});
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (ad: typeof draft | null) => {
    setBusy(true);
    setFailure(null);
    try {
      const put = ad && { title: ad.title.trim(), titlePt: ad.titlePt.trim(), image: ad.image.trim(), link: ad.link.trim() };
      await putAd(state.slot, { ad: put, seenId: state.ad?.id ?? null });
      onSaved(t(ad ? 'ads.up' : 'ads.down', { slot: t(`ads.slot.${state.slot}`) }));
    } catch (error) {
      // Changed by someone else since the page read it: the server says who and when; reloading shows the slot as it is.
      setFailure({ text: failureText(error, t), stale: error instanceof ApiError && error.status === apiStatus.conflict });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An ad is checked as a banner is: the same lengths, picture and link rules as the server's.
    const asBanner: ContentDraft = { ...draft, sort: '0', publishAt: '', endAt: '' };
    const found = contentProblems('banner', asBanner);
    setProblems(found);
    if (Object.keys(found).length === 0) void send(draft);
  };
  const field = (key: 'title' | 'titlePt' | 'link') => ({
    value: draft[key],
    error: problemText(t, problems[key]),
    disabled: busy || !canWrite,
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  return (
    <Slot noValidate onSubmit={submit} data-testid={`ad-${state.slot}`}>
      <h3>
        {t(`ads.slot.${state.slot}`)} <code>{state.slot}</code>
        <Chip tone={state.ad ? 'success' : 'neutral'}>{state.ad ? t('ads.isUp') : t('ads.isEmpty')}</Chip>
      </h3>
      <TextField label={t('content.fieldTitle')} name="title" {...field('title')} />
      <TextField label={t('content.fieldTitlePt')} name="titlePt" {...field('titlePt')} />
      <PictureField
        value={draft.image}
        error={problemText(t, problems.image)}
        disabled={busy || !canWrite}
        onChange={(image) => setDraft((previous) => ({ ...previous, image }))}
      />
      <TextField label={t('content.fieldLink')} name="link" hint={t('content.linkHint')} {...field('link')} />
      {failure && <FormError role="alert">{failure.text}</FormError>}
      {canWrite && (
        <footer>
          <Button type="submit" disabled={busy}>
            {t('ads.putUp')}
          </Button>
          {failure?.stale && (
            <Button type="button" tone="secondary" disabled={busy} onClick={onReload}>
              {t('content.reload')}
            </Button>
          )}
          {state.ad && (
            <Button type="button" tone="danger" disabled={busy} onClick={() => void send(null)}>
              {t('ads.takeDown')}
            </Button>
          )}
        </footer>
      )}
    </Slot>
  );
}
