import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { Field, FormCard, FormError, SubmitButton } from '../../../ui/form.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';

/** The server's bounds of a message (schema/api/misc/customer-service.request.json). */
const contentMin = 2;
const contentMax = 500;

const TextArea = styled.textarea`
  min-height: 8rem;
  padding: 0.5rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.text};
  font: inherit;
  font-size: 0.9375rem;
  resize: vertical;
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
  small {
    align-self: flex-end;
  }
`;

const Done = styled.p`
  margin: 0;
  color: #16a34a;
  font-size: 0.875rem;
`;

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
        <Label>
          {t('content')}
          <TextArea name="content" value={content} maxLength={contentMax} placeholder={t('contentHint')} onChange={(e) => setContent(e.target.value)} />
          <small>{t('count', { count: length, max: contentMax })}</small>
        </Label>
        <Field label={t('contact')} name="contact" value={contact} maxLength={60} placeholder={t('contactHint')} onChange={(e) => setContact(e.target.value)} />
        {error ? <FormError role="alert">{error}</FormError> : null}
        {sent ? <Done data-testid="feedback-sent">{t('sent', { id: sent })}</Done> : null}
        <SubmitButton type="submit" disabled={busy} data-testid="feedback-submit">
          {t('submit')}
        </SubmitButton>
      </FormCard>
    </Page>
  );
}
