import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { ChoiceBar } from '../../../ui/choice-bar.tsx';
import { Field, FormCard, FormError, FormOutcome, SubmitButton, TextAreaField } from '../../../ui/form.tsx';
import { ImagePicker } from '../../../ui/image-picker.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { feedbackApi, feedbackCategories, type FeedbackCategory } from '../api/feedback-calls.ts';
import { PastFeedback } from '../components/past-feedback.tsx';

const Pictures = styled(ImagePicker)`
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
      {embedded ? (
        <PageHeader>{t('service')}</PageHeader>
      ) : (
        <BackHeader title={t('feedback')} backLabel={t('back')} fallback="/user-center" />
      )}
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
          <Pictures
            images={images}
            limit={imageLimit}
            onChange={setImages}
            onBusy={setUploading}
            labels={{ list: t('images', { count: images.length, max: imageLimit }), add: t('addImage'), remove: t('removeImage') }}
            testId="feedback-images"
          />
        ) : null}
        <Field
          label={t('contact')}
          name="contact"
          value={contact}
          maxLength={60}
          placeholder={t('contactHint')}
          onChange={(e) => setContact(e.target.value)}
        />
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
