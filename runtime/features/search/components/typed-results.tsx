import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { itemKey, type SearchItem, type SearchType } from '../api/search-types.ts';
import { usePagedSearch } from '../hooks/use-paged-search.ts';
import { canLoadMore } from '../lib/paging.ts';
import { ResultGroup, HeadingAction } from './result-group.tsx';
import { ResultRow } from './result-rows.tsx';
import { ActionButton, NoResults, ResultSkeleton, SearchFailed } from './result-states.tsx';

const Footer = styled.footer`
  padding: 0.25rem 0.75rem 1.5rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
  text-align: center;
`;

/** Every result of one type, page by page ("load more" until the server's total is shown). */
export function TypedResults(props: { type: SearchType; keyword: string; onBack: () => void }) {
  const { t } = useT('search');
  const { state, loadMore, retry } = usePagedSearch(props.type, props.keyword);
  if (state.status === 'first') return <ResultSkeleton />;
  if (state.status === 'failed' && state.page === 0) return <SearchFailed onRetry={retry} />;
  if (state.items.length === 0) return <NoResults keyword={props.keyword} />;
  const back = (
    <HeadingAction type="button" data-testid="group-back" onClick={props.onBack}>
      {t('back')}
    </HeadingAction>
  );
  return (
    <div data-testid="search-typed" data-type={props.type}>
      <ResultGroup testId={`group-${props.type}`} title={t(`type.${props.type}`)} action={back}>
        {state.items.map((item) => (
          <li key={itemKey(item)}>
            <ResultRow result={{ type: props.type, item } as SearchItem} keyword={props.keyword} />
          </li>
        ))}
      </ResultGroup>
      <Footer>
        {state.status === 'more' ? <ResultSkeleton rows={2} /> : null}
        {canLoadMore(state) ? (
          <ActionButton type="button" data-testid="load-more" onClick={loadMore}>
            {state.status === 'failed' ? t('retry') : t('loadMore')}
          </ActionButton>
        ) : null}
        {state.status === 'complete' ? <span data-testid="all-loaded">{t('allLoaded', { total: state.total })}</span> : null}
      </Footer>
    </div>
  );
}
