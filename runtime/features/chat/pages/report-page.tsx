import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { FormCard, FormError, SubmitButton, TextAreaField } from '../../../ui/form.tsx';
import { ImagePicker } from '../../../ui/image-picker.tsx';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { sendReport } from '../api/report.ts';
import { ChatLoginPanel } from '../components/chat-login-panel.tsx';
import { reportReasons, reportTarget, type ReportReason } from '../lib/report-target.ts';

const ReportPictures = styled(ImagePicker)`
  margin: 0;
`;

/** How many screenshots a report carries at most (the server's limit, schema/api/misc/report.request.json). */
const reportImageLimit = 4;

const Reasons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
  border: 0;
  button {
    height: 2.5rem;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 0.5rem;
    background: ${(p) => p.theme.color.background};
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-size: 0.875rem;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${(p) => p.theme.accent};
    color: ${(p) => p.theme.accent};
    font-weight: 600;
  }
`;

const Legend = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
`;

const contentMax = 500;

/**
 * /c2c-feedback/{user|group}/{id} (and /mobile/... as the native app embeds it): report a user or a group to customer
 * service with a reason, what happened and up to 4 screenshots (docs/decisions.md "Chat screens"). Reporting needs an
 * account; an address naming nothing says so.
 */
export default function ReportPage() {
  const { t } = useT('chat');
  const params = useParams();
  const embedded = useLocation().pathname.startsWith('/mobile/');
  const signedIn = useSession((s) => Boolean(s.user?.uid));
  const target = reportTarget(params.type, params.gid);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const title = target?.type === 'group' ? t('reportGroup') : t('reportUser');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    if (!reason) return setError(t('reasonRequired'));
    setBusy(true);
    setError('');
    try {
      await sendReport({ ...target, reason, content: content.trim(), images });
      setSent(true);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('reportFailed'));
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (!target) return <MessagePanel testId="report-invalid" title={t('reportInvalid')} text={t('reportInvalidHint')} />;
    if (!signedIn) return <ChatLoginPanel title={t('guestReportTitle')} />;
    if (sent) return <MessagePanel testId="report-sent" title={t('reportSent')} text={t('reportSentHint')} />;
    return (
      <FormCard onSubmit={(e) => void submit(e)} noValidate data-testid="report-form">
        <Legend id="report-reason">{t('reportReason')}</Legend>
        <Reasons role="group" aria-labelledby="report-reason" data-testid="report-reasons">
          {reportReasons.map((value) => (
            <button key={value} type="button" aria-pressed={reason === value} data-value={value} onClick={() => setReason(value)}>
              {t(`reason.${value}`)}
            </button>
          ))}
        </Reasons>
        <TextAreaField
          label={t('reportContent')}
          name="content"
          value={content}
          maxLength={contentMax}
          placeholder={t('reportContentHint')}
          onChange={(e) => setContent(e.target.value)}
          count={t('count', { count: [...content.trim()].length, max: contentMax })}
        />
        <Legend>{t('reportImagesHint')}</Legend>
        <ReportPictures
          images={images}
          limit={reportImageLimit}
          onChange={setImages}
          onBusy={setUploading}
          labels={{
            list: t('reportImages', { count: images.length, max: reportImageLimit }),
            add: t('addImage'),
            remove: t('removeImage'),
          }}
          testId="report-images"
        />
        {error ? <FormError role="alert">{error}</FormError> : null}
        <SubmitButton type="submit" disabled={busy || uploading} data-testid="report-submit">
          {t('submitReport')}
        </SubmitButton>
      </FormCard>
    );
  };
  return (
    <Page data-page="c2c-feedback">
      {embedded ? <PageHeader>{title}</PageHeader> : <BackHeader title={title} backLabel={t('back')} fallback="/c2c" />}
      {body()}
    </Page>
  );
}
