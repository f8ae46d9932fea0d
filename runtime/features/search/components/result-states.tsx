import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

const Bone = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.625rem 0.75rem;
  &::before,
  &::after {
    content: '';
    border-radius: 0.375rem;
    background: ${(p) => p.theme.color.border};
    animation: ${pulse} 1.2s ease-in-out infinite;
  }
  &::before {
    flex: none;
    width: 2.25rem;
    height: 2.25rem;
  }
  &::after {
    flex: 1;
    height: 0.875rem;
    max-width: 70%;
  }
`;

/** Grey rows where results will appear, announced as loading to screen readers. */
export function ResultSkeleton(props: { rows?: number }) {
  const { t } = useT('search');
  return (
    <div role="status" aria-label={t('loading')} data-testid="search-loading">
      {Array.from({ length: props.rows ?? 6 }, (_, index) => (
        <Bone key={index} />
      ))}
    </div>
  );
}

/** A button in the theme colour, for retry and load-more. */
export const ActionButton = styled.button`
  display: block;
  min-width: 8rem;
  margin: 0 auto;
  padding: 0.5rem 1.25rem;
  border: 1px solid ${(p) => p.theme.accent};
  border-radius: 999px;
  background: none;
  color: ${(p) => p.theme.accent};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

/** The search failed: say so and offer to try again. */
export function SearchFailed(props: { onRetry: () => void }) {
  const { t } = useT('search');
  return (
    <MessagePanel
      testId="search-error"
      title={t('error')}
      text={t('errorHint')}
      action={
        <ActionButton type="button" onClick={props.onRetry}>
          {t('retry')}
        </ActionButton>
      }
    />
  );
}

/** Nothing matched: the keyword is shown back as text. */
export function NoResults(props: { keyword: string }) {
  const { t } = useT('search');
  return <MessagePanel testId="search-empty" title={t('empty', { keyword: props.keyword })} text={t('emptyHint')} />;
}
