import styled from '@emotion/styled';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { serverUrl } from '../../../core/http/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { uploadImage } from '../../../core/upload/image-upload.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { ChoiceBar } from '../../../ui/choice-bar.tsx';
import { Field, FormCard, FormError, FormOutcome, SubmitButton, TextAreaField } from '../../../ui/form.tsx';
import { ImageGrid } from '../../../ui/image-grid.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { feedbackApi, feedbackCategories, type FeedbackCategory } from '../api/feedback-calls.ts';
import { PastFeedback } from '../components/past-feedback.tsx';

const Pictures = styled(ImageGrid)`
  margin: 0 0 1rem;
`;

/** The server's bounds of a message (schema/api/misc/customer-service.request.json). */
const contentMin = 2;
const contentMax = 500;
const imageLimit = 4;

/**
 * Feedback to customer service (/user-center/feedback, and /mobile/service/feedback and /mobile/s/feedback as the
 * native app embeds it): what it is about, the message, up to 4 pictures for a signed-in fan, a way to reach the fan,
 * and below the form the fan's earlier messages with customer service's replies (docs/decisions.md "Feedback").
 */
export default function FeedbackPage() {
  const { t } = useT('feedback');
  const embedded = useLocation().pathname.startsWith('/mobile/');
  const user = useSession((s) => s.user);
  const past = useRemote(() => (user ? feedbackApi.mine() : Promise.resolve({ list: [], total: 0 })), `feedback-${user?.id ?? 0}`);
  const [category, setCategory] = useState<FeedbackCategory>('bug');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(0);
  const [busy, setBusy] = useState(false);
  const length = [...content.trim()].length;
  const addImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadImage(file);
      setImages((current) => [...current, url].slice(0, imageLimit));
    } catch {
      // uploadImage has told the fan why.
    } finally {
      setUploading(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length < contentMin) return setError(t('tooShort', { min: contentMin }));
    setBusy(true);
    setError('');
    try {
      const answer = await feedbackApi.publish({ category, content: content.trim(), contact: contact.trim(), images });
      setSent(answer.id);
      setContent('');
      setImages([]);
      past.retry();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page data-page="feedback">
      {embedded ? <PageHeader>{t('service')}</PageHeader> : <BackHeader title={t('feedback')} backLabel={t('back')} fallback="/user-center" />}
      <ChoiceBar
        look="chips"
        label={t('categoryLabel')}
        options={feedbackCategories.map((value) => ({ value, label: t(`category.${value}`) }))}
        value={category}
        onChange={setCategory}
        testId="feedback-category"
      />
      <FormCard onSubmit={(e) => void submit(e)} noValidate data-testid="feedback-form">
        <TextAreaField
          label={t('content')}
          name="content"
          value={content}
          maxLength={contentMax}
          placeholder={t('contentHint')}
          onChange={(e) => setContent(e.target.value)}
          count={t('count', { count: length, max: contentMax })}
        />
        {user ? (
          <Pictures columns={4} data-testid="feedback-images" aria-label={t('images', { count: images.length, max: imageLimit })}>
            {images.map((url) => (
              <li key={url} data-testid="feedback-image">
                <img src={serverUrl(url)} alt="" />
                <button type="button" aria-label={t('removeImage')} onClick={() => setImages((current) => current.filter((u) => u !== url))}>
                  ×
                </button>
              </li>
            ))}
            {images.length < imageLimit ? (
              <li>
                <label aria-label={t('addImage')} aria-busy={uploading}>
                  {uploading ? '…' : '+'}
                  <input type="file" accept="image/*" disabled={uploading} onChange={(e) => void addImage(e)} data-testid="feedback-image-input" />
                </label>
              </li>
            ) : null}
          </Pictures>
        ) : null}
        <Field label={t('contact')} name="contact" value={contact} maxLength={60} placeholder={t('contactHint')} onChange={(e) => setContact(e.target.value)} />
        {error ? <FormError role="alert">{error}</FormError> : null}
        {sent ? (
          <FormOutcome failed={false} data-testid="feedback-sent">
            {t('sent', { id: sent })}
          </FormOutcome>
        ) : null}
        <SubmitButton type="submit" disabled={busy || uploading} data-testid="feedback-submit">
          {t('submit')}
        </SubmitButton>
      </FormCard>
      {past.state === 'ready' ? <PastFeedback list={past.data.list} /> : null}
    </Page>
  );
}
