import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { Remote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';

const Bones = styled.div`
  padding: 0.75rem;
  div {
    height: 3rem;
    margin-bottom: 0.5rem;
    border-radius: 0.5rem;
    background: ${(p) => p.theme.color.surface};
  }
`;

/** Grey rows while a screen loads. */
export function Skeleton() {
  return (
    <Bones aria-busy="true" data-testid="model-loading">
      <div />
      <div />
      <div />
    </Bones>
  );
}

/** A failed load: not found (status 3) says so; anything else offers a retry. */
export function LoadError(props: { notFound: boolean; retry(): void }) {
  const { t } = useT('data-model');
  if (props.notFound) return <MessagePanel testId="model-not-found" title={t('notFound')} text="" />;
  return <MessagePanel testId="model-error" title={t('loadFailed')} text={t('loadFailedHint')} action={<PillButton type="button" onClick={props.retry}>{t('retry')}</PillButton>} />;
}

/** One request's states: skeleton, error or not found, then `children` with the answer. */
export function RemoteView<T>(props: { remote: Remote<T> & { retry(): void }; children: (data: T) => ReactNode }) {
  const { remote } = props;
  if (remote.state === 'loading') return <Skeleton />;
  if (remote.state === 'error') return <LoadError notFound={remote.notFound} retry={remote.retry} />;
  return <>{props.children(remote.data)}</>;
}

/** A card of a data-model screen. */
export const Card = styled.section`
  margin: 0.625rem 0.75rem;
  padding: 0.75rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 0.9375rem;
  }
  p {
    margin: 0.25rem 0;
    font-size: 0.8125rem;
    color: ${(p) => p.theme.color.textMuted};
  }
`;
