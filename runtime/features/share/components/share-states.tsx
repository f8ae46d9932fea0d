import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import type { ShareData } from '../hooks/use-share-data.ts';
import { useSiteName } from './share-frame.tsx';

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

const Skeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  div {
    border-radius: 0.625rem;
    background: ${(p) => p.theme.color.border};
    animation: ${pulse} 1.2s ease-in-out infinite;
  }
  div:first-of-type {
    aspect-ratio: 16 / 9;
  }
  div + div {
    height: 1rem;
    width: 70%;
  }
`;

const RetryButton = styled.button`
  padding: 0.5rem 1.25rem;
  border: 1px solid ${(p) => p.theme.accent};
  border-radius: 999px;
  background: none;
  color: ${(p) => p.theme.accent};
  font: inherit;
  cursor: pointer;
`;

/**
 * What a share page shows until its data is ready: a skeleton, the not-found state (the link names nothing), or the
 * failure state with a retry. Null once the data is there.
 */
export function ShareState(props: { state: ShareData<unknown>; onRetry: () => void }) {
  const { t } = useT('share');
  const siteName = useSiteName();
  if (props.state.status === 'loading') {
    return (
      <Skeleton role="status" aria-label={t('loading')} data-testid="share-loading">
        <div />
        <div />
        <div />
      </Skeleton>
    );
  }
  if (props.state.status === 'notFound')
    return <MessagePanel testId="share-not-found" title={t('notFoundTitle')} text={t('notFoundText', { siteName })} />;
  if (props.state.status === 'failed') {
    return (
      <MessagePanel
        testId="share-error"
        title={t('errorTitle')}
        text={t('errorText')}
        action={
          <RetryButton type="button" onClick={props.onRetry}>
            {t('retry')}
          </RetryButton>
        }
      />
    );
  }
  return null;
}
