import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

/** A grey block that pulses while its content loads. */
export const Bone = styled.div`
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.border};
  animation: ${pulse} 1.2s ease-in-out infinite;
`;

/** A failed load with a retry; "not found" (status 3) has no retry: asking again would not help. */
export function LoadError(props: { retry(): void; notFound?: boolean; notFoundTitle?: string }) {
  const { t } = useT('video');
  if (props.notFound)
    return <MessagePanel testId="video-not-found" title={props.notFoundTitle ?? t('notFound')} text={t('notFoundHint')} />;
  return (
    <MessagePanel
      testId="video-error"
      title={t('loadFailed')}
      text={t('loadFailedHint')}
      action={
        <PillButton type="button" onClick={props.retry}>
          {t('retry')}
        </PillButton>
      }
    />
  );
}

/** Nothing in this list. */
export function EmptyVideos() {
  const { t } = useT('video');
  return <MessagePanel testId="video-empty" title={t('empty')} text={t('emptyHint')} />;
}
