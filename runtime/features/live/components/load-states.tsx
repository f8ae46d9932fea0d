import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';

export const RetryButton = styled.button`
  min-width: 8rem;
  padding: 0.625rem 1.25rem;
  border: 0;
  border-radius: 999px;
  background: ${(p) => p.theme.primary};
  color: ${(p) => p.theme.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** A list or room that failed to load, with a retry; "not found" when the server said so. */
export function LoadError(props: { retry(): void; notFound?: boolean }) {
  const { t } = useT('live');
  if (props.notFound) return <MessagePanel testId="live-not-found" title={t('notFound')} text={t('notFoundHint')} />;
  return (
    <MessagePanel
      testId="live-error"
      title={t('loadFailed')}
      text={t('loadFailedHint')}
      action={
        <RetryButton type="button" onClick={props.retry}>
          {t('retry')}
        </RetryButton>
      }
    />
  );
}

/** Nothing to show: the title and hint say what would be here. */
export function EmptyState(props: { title: string; text: string; testId?: string }) {
  return <MessagePanel testId={props.testId ?? 'live-empty'} title={props.title} text={props.text} />;
}
