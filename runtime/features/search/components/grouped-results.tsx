import { useT } from '../../../core/i18n/i18n.ts';
import { groupSize, itemKey, searchTypes, type SearchItem, type SearchType } from '../api/search-types.ts';
import { useMultipleSearch } from '../hooks/use-multiple-search.ts';
import { ResultGroup, HeadingAction } from './result-group.tsx';
import { ResultRow } from './result-rows.tsx';
import { NoResults, ResultSkeleton, SearchFailed } from './result-states.tsx';

/**
 * The first answer to a search: a group per type (events, teams, matches, anchors, videos) from the multiple call. A full
 * group (5, the most the call gives) may have more behind it, so it offers "more", which pages through that type.
 */
export function GroupedResults(props: { keyword: string; onMore: (type: SearchType) => void }) {
  const { t } = useT('search');
  const { search, retry } = useMultipleSearch(props.keyword);
  if (search.status === 'loading') return <ResultSkeleton />;
  if (search.status === 'failed') return <SearchFailed onRetry={retry} />;
  const groups = searchTypes
    .map((type) => ({ type, items: (search.results[type] ?? []).map((item) => ({ type, item }) as SearchItem) }))
    .filter((group) => group.items.length > 0);
  if (groups.length === 0) return <NoResults keyword={props.keyword} />;
  return (
    <div data-testid="search-results">
      {groups.map((group) => (
        <ResultGroup
          key={group.type}
          testId={`group-${group.type}`}
          title={t(`type.${group.type}`)}
          action={
            group.items.length >= groupSize ? (
              <HeadingAction
                type="button"
                data-testid="group-more"
                aria-label={t('moreOf', { type: t(`type.${group.type}`) })}
                onClick={() => props.onMore(group.type)}
              >
                {t('more')}
              </HeadingAction>
            ) : null
          }
        >
          {group.items.map((result) => (
            <li key={itemKey(result.item)}>
              <ResultRow result={result} keyword={props.keyword} />
            </li>
          ))}
        </ResultGroup>
      ))}
    </div>
  );
}
