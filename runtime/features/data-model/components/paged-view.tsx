import type { ReactNode } from 'react';
import type { PagedList } from '../../../core/http/use-paged-list.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { MoreFooter } from '../../../ui/more-footer.tsx';
import { Card, LoadError, Skeleton } from './remote-states.tsx';

/**
 * A paged list's states around its items (`children`): the skeleton, the failure or not found, the empty text once
 * nothing came, and the footer that fetches the next page. Test ids: `<testId>-footer` and `<testId>-more`.
 */
export function PagedView<T>(props: { list: PagedList<T>; empty: string; testId: string; children: ReactNode }) {
  const { t } = useT('data-model');
  const { list } = props;
  const settled = list.status !== 'loading' && list.status !== 'error';
  return (
    <>
      {list.status === 'loading' ? <Skeleton /> : null}
      {list.status === 'error' ? <LoadError notFound={list.notFound} retry={list.retry} /> : null}
      {props.children}
      {settled && list.items.length === 0 ? (
        <Card>
          <p>{props.empty}</p>
        </Card>
      ) : null}
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
