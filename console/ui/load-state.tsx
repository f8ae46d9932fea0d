import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { ApiError } from '../api/api-error.ts';
import { useT } from '../i18n/i18n.ts';
import { Button } from './button.tsx';
import { color, radius } from './tokens.ts';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  padding: 20px 24px;
  border-radius: ${radius.medium};
  border: 1px solid ${color.border};
  background: ${color.surface};
`;

const Title = styled.strong`
  font-size: 15px;
`;

const Text = styled.span`
  color: ${color.muted};
`;

/** What a failed read says: the server's message, or that the network or the server is away. */
export function failureText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.kind === 'answer' && error.message) return error.message;
  if (error instanceof ApiError && error.kind === 'server') return t('common.serverError');
  return t('common.networkError');
}

/** A read that failed: what happened, and a retry when trying again may help. */
export function RetryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useT();
  const retryable = !(error instanceof ApiError) || error.retryable;
  return (
    <Box role="alert" data-testid="retry-state">
      <Title>{t('common.errorTitle')}</Title>
      <Text>{failureText(error, t)}</Text>
      {retryable && (
        <Button type="button" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Box>
  );
}

const Loading = styled.div`
  padding: 24px;
  color: ${color.muted};
`;

/** Shown while a read is under way. */
export function LoadingState({ children }: { children?: ReactNode }) {
  const { t } = useT();
  return <Loading aria-busy="true">{children ?? t('common.loading')}</Loading>;
}
