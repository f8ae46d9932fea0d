import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { MoreFooter } from '../../../ui/more-footer.tsx';
import { getFifaRank } from '../api/get-fifa-rank.ts';
import { FifaRankTable } from './fifa-rank-table.tsx';
import { LoadError, Skeleton } from './load-states.tsx';
import { Section } from './section.tsx';

const pageSize = 20;

/** The whole FIFA ranking, 20 teams a page, the next page fetched as the list's end scrolls into view. */
export function FifaRankPages() {
  const { t } = useT('database');
  const ranking = usePagedList(
    (page) => getFifaRank(page, pageSize),
    'fifa',
    (row) => row.team_id,
  );
  if (ranking.status === 'loading') return <Skeleton rows={8} />;
  if (ranking.status === 'error') return <LoadError retry={ranking.retry} notFound={ranking.notFound} />;
  return (
    <Section testId="fifa-ranking">
      <FifaRankTable rows={ranking.items} />
      <MoreFooter
        status={ranking.status}
        hasMore={ranking.hasMore}
        onMore={ranking.loadMore}
        onRetry={ranking.retry}
        labels={{ loading: t('loading'), retry: t('retry'), more: t('loadMore'), noMore: t('noMore') }}
        testId="fifa-footer"
        moreTestId="fifa-load-more"
      />
    </Section>
  );
}
