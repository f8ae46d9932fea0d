import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { PagedList } from '../core/http/use-paged-list.ts';
import type { Remote } from '../core/http/use-remote.ts';
import { useT } from '../core/i18n/i18n.ts';
import { MessagePanel } from './message-panel.tsx';
import { MoreFooter } from './more-footer.tsx';
import { PillButton } from './pill-button.tsx';

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

const EmptyText = styled.p`
  margin: 0.625rem 0.75rem;
  padding: 1.25rem 0.75rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
  text-align: center;
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

/** Grey rows that pulse while a request is under way. */
export function SkeletonRows(props: { testId: string; rows?: number }) {
  return (
    <Bones aria-busy="true" data-testid={props.testId}>
      {Array.from({ length: props.rows ?? 4 }, (_, i) => (
        <div key={i} />
      ))}
    </Bones>
  );
}

/**
 * The three states of a screen's request, in a feature's words: grey rows that pulse while it loads, the failure
 * with a retry, and "not found" when the server says the subject does not exist (status 3), where asking again would
 * not help. The texts are the feature's catalogue keys `loadFailed`, `loadFailedHint`, `retry`, `notFound` and
 * `notFoundHint` (and `more.loading`, `more.retry`, `more.more`, `more.noMore` for paged lists); test ids are
 * `<testId>-loading`, `-error` and `-not-found`.
 */
export function loadStates(namespace: string, testId: string) {
  function Skeleton(props: { rows?: number }) {
    return <SkeletonRows testId={`${testId}-loading`} rows={props.rows} />;
  }

  /** Not found when the server said so or when there is nothing to retry (an address that names nothing); else the retry state. */
  function LoadError(props: { retry?(): void; notFound?: boolean; notFoundTitle?: string }) {
    const { t } = useT(namespace);
    if (props.notFound || !props.retry)
      return <MessagePanel testId={`${testId}-not-found`} title={props.notFoundTitle ?? t('notFound')} text={t('notFoundHint')} />;
    return (
      <MessagePanel
        testId={`${testId}-error`}
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

  /** One request's states: skeleton, error or not found, then `children` with the answer. */
  function RemoteView<T>(props: {
    remote: Remote<T> & { retry(): void };
    notFoundTitle?: string;
    rows?: number;
    children: (data: T) => ReactNode;
  }) {
    const { remote } = props;
    if (remote.state === 'loading') return <Skeleton rows={props.rows} />;
    if (remote.state === 'error') return <LoadError retry={remote.retry} notFound={remote.notFound} notFoundTitle={props.notFoundTitle} />;
    return <>{props.children(remote.data)}</>;
  }

  /**
   * A paged list's states around its items (`children`): the skeleton, the failure or not found, the `empty` text once
   * nothing came, and the footer that fetches the next page. Test ids: `<listTestId>-footer` and `<listTestId>-more`.
   */
  function PagedView<T>(props: { list: PagedList<T>; empty: string; testId: string; children: ReactNode }) {
    const { t } = useT(namespace);
    const { list } = props;
    const settled = list.status !== 'loading' && list.status !== 'error';
    return (
      <>
        {list.status === 'loading' ? <Skeleton /> : null}
        {list.status === 'error' ? <LoadError notFound={list.notFound} retry={list.retry} /> : null}
        {props.children}
        {settled && list.items.length === 0 ? <EmptyText data-testid={`${props.testId}-empty`}>{props.empty}</EmptyText> : null}
        {list.items.length > 0 ? (
          <MoreFooter
            status={list.status}
            hasMore={list.hasMore}
            onMore={list.loadMore}
            onRetry={list.retry}
            labels={{ loading: t('more.loading'), retry: t('more.retry'), more: t('more.more'), noMore: t('more.noMore') }}
            testId={`${props.testId}-footer`}
            moreTestId={`${props.testId}-more`}
          />
        ) : null}
      </>
    );
  }

  return { Skeleton, LoadError, RemoteView, PagedView };
}
