import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { Field, FormCard, FormError, FormOutcome, SubmitButton, TextAreaField } from '../../../ui/form.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';

/** The server's bounds of a message (schema/api/misc/customer-service.request.json). */
const contentMin = 2;
const contentMax = 500;

/**
 * Feedback to customer service (/user-center/feedback, and /mobile/service/feedback and /mobile/s/feedback as the
 * native app embeds it): the message and a way to reach the fan, signed in or not (docs/decisions.md "Feedback").
 */
export default function FeedbackPage() {
  const { t } = useT('feedback');
  const embedded = useLocation().pathname.startsWith('/mobile/');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
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
      const answer = await api.post<{ id: number }>('/api/customerservice/publish', { content: content.trim(), contact: contact.trim() }, { hideLoading: true, noToast: true });
      setSent(answer.id);
      setContent('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page data-page="feedback">
      {embedded ? <PageHeader>{t('service')}</PageHeader> : <BackHeader title={t('feedback')} backLabel={t('back')} fallback="/user-center" />}
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
        <Field label={t('contact')} name="contact" value={contact} maxLength={60} placeholder={t('contactHint')} onChange={(e) => setContact(e.target.value)} />
        {error ? <FormError role="alert">{error}</FormError> : null}
        {sent ? (
          <FormOutcome failed={false} data-testid="feedback-sent">
            {t('sent', { id: sent })}
          </FormOutcome>
        ) : null}
        <SubmitButton type="submit" disabled={busy} data-testid="feedback-submit">
          {t('submit')}
        </SubmitButton>
      </FormCard>
    </Page>
  );
}
