import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

/** As tall as a MatchRow (league line and teams line), so the list does not jump when the rows arrive. */
const Bone = styled.div`
  height: 5.625rem;
  margin: 0 0.75rem 0.5rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  animation: ${pulse} 1.2s ease-in-out infinite;
`;

/** Grey match cards where the list will appear, announced as loading to screen readers. */
export function MatchSkeleton(props: { rows?: number; testId: string }) {
  const { t } = useT('score');
  return (
    <div role="status" aria-label={t('loading')} data-testid={props.testId}>
      {Array.from({ length: props.rows ?? 5 }, (_, index) => (
        <Bone key={index} />
      ))}
    </div>
  );
}

/** A failed load: what happened and a retry. */
export function LoadFailed(props: { title: string; text: string; onRetry: () => void; testId: string }) {
  const { t } = useT('score');
  return (
    <MessagePanel
      testId={props.testId}
      title={props.title}
      text={props.text}
      action={
        <PillButton type="button" onClick={props.onRetry}>
          {t('load.retry')}
        </PillButton>
      }
    />
  );
}

/** The heading over a group of matches (a day, a sport). */
export const GroupHeading = styled.h2`
  margin: 0;
  padding: 0.75rem 1rem 0.5rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
  font-weight: 600;
`;
