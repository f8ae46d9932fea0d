import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { Remote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

const Bones = styled.div`
  padding: 0.75rem;
  div {
    height: 2.5rem;
    margin-bottom: 0.5rem;
    border-radius: 0.5rem;
    background: ${(p) => p.theme.color.surface};
    animation: ${pulse} 1.2s ease-in-out infinite;
  }
`;

/** Grey rows that pulse while a list loads. */
export function Skeleton(props: { rows?: number }) {
  return (
    <Bones aria-busy="true" data-testid="database-loading">
      {Array.from({ length: props.rows ?? 4 }, (_, i) => (
        <div key={i} />
      ))}
    </Bones>
  );
}

/**
 * A failed load: the not-found state when the server says the subject does not exist (status 3), where asking again
 * would not help; otherwise the retry state.
 */
export function LoadError(props: { retry?(): void; notFound?: boolean; notFoundTitle?: string }) {
  const { t } = useT('database');
  if (props.notFound || !props.retry) return <MessagePanel testId="database-not-found" title={props.notFoundTitle ?? t('notFoundHint')} text={t('notFoundHint')} />;
  return (
    <MessagePanel
      testId="database-error"
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

const Notice = styled.p`
  margin: 0;
  padding: 1.5rem 1rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
  text-align: center;
`;

/** Nothing to show in a list or a tab. */
export function Empty(props: { text: string; testId?: string }) {
  return <Notice data-testid={props.testId ?? 'database-empty'}>{props.text}</Notice>;
}

/** One request's states: skeleton while loading, the error or not-found state, then `children` with the answer. */
export function RemoteView<T>(props: { remote: Remote<T> & { retry(): void }; notFoundTitle?: string; rows?: number; children: (data: T) => ReactNode }) {
  const { remote } = props;
  if (remote.state === 'loading') return <Skeleton rows={props.rows} />;
  if (remote.state === 'error') return <LoadError retry={remote.retry} notFound={remote.notFound} notFoundTitle={props.notFoundTitle} />;
  return <>{props.children(remote.data)}</>;
}
