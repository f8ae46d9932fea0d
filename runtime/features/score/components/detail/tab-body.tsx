import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useT } from '../../../../core/i18n/i18n.ts';
import { SkeletonRows } from '../../../../ui/load-states.tsx';
import type { Loaded } from '../../hooks/use-loaded.ts';

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 2.5rem 1rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.875rem;
  button {
    padding: 0.375rem 1rem;
    border: 1px solid ${(p) => p.theme.accent};
    border-radius: 999px;
    background: none;
    color: ${(p) => p.theme.accent};
  }
`;

/** A designed empty state inside a tab. */
export function TabEmpty(props: { text: string }) {
  return <Notice data-testid="tab-empty">{props.text}</Notice>;
}

/** A tab's body: a skeleton while loading, a retry on failure, the empty state when `isEmpty`, else the content. */
export function TabBody<T>(props: {
  loaded: Loaded<T> & { reload(): void };
  isEmpty?: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useT('score');
  const { loaded } = props;
  if (loaded.status === 'loading') {
    return <SkeletonRows testId="tab-loading" rows={3} />;
  }
  if (loaded.status === 'failed') {
    return (
      <Notice data-testid="tab-failed">
        {t('load.failed')}
        <button type="button" onClick={loaded.reload}>
          {t('load.retry')}
        </button>
      </Notice>
    );
  }
  if (props.isEmpty?.(loaded.data)) return <TabEmpty text={props.empty ?? t('load.empty')} />;
  return <>{props.children(loaded.data)}</>;
}
