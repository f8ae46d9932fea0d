import { useParams } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { getCategories } from '../api/get-categories.ts';
import { getCollections } from '../api/get-collection.ts';
import { getVideoList } from '../api/get-video-list.ts';
import { CategoryTabs } from '../components/category-tabs.tsx';
import { CollectionStrip } from '../components/collection-strip.tsx';
import { EmptyVideos, LoadError } from '../components/load-states.tsx';
import { MoreFooter } from '../components/more-footer.tsx';
import { VideoGrid, VideoGridSkeleton } from '../components/video-grid.tsx';
import { VideoHeader } from '../components/video-header.tsx';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { useRemote } from '../../../core/http/use-remote.ts';

const pageSize = 10;

/** The videos of one category, page by page, under the collections of that category. */
function CategoryVideos(props: { categoryId: number }) {
  const videos = usePagedList((page) => getVideoList(props.categoryId, page, pageSize), String(props.categoryId));
  const collections = useRemote(() => getCollections(props.categoryId), String(props.categoryId));
  if (videos.status === 'loading') return <VideoGridSkeleton />;
  if (videos.status === 'error') return <LoadError retry={videos.retry} />;
  return (
    <>
      {collections.state === 'ready' ? <CollectionStrip collections={collections.data} /> : null}
      {videos.items.length === 0 ? <EmptyVideos /> : <VideoGrid videos={videos.items} />}
      {videos.items.length > 0 ? (
        <MoreFooter status={videos.status} hasMore={videos.hasMore} onMore={videos.loadMore} onRetry={videos.retry} />
      ) : null}
    </>
  );
}

/** /rec-category/:id?: category tabs over that category's videos; without an id, the first category. */
export default function CategoryPage() {
  const { t } = useT('video');
  const params = useParams();
  const categories = useRemote(getCategories, 'categories');
  const list = categories.state === 'ready' ? categories.data : [];
  const wanted = Number(params.id);
  const current = list.find((c) => c.id === wanted) ?? (params.id === undefined ? list[0] : undefined);
  return (
    <Page data-page="video-category">
      <VideoHeader back={params.id !== undefined}>{t('category')}</VideoHeader>
      {categories.state === 'loading' ? <VideoGridSkeleton /> : null}
      {categories.state === 'error' ? <LoadError retry={categories.retry} /> : null}
      {categories.state === 'ready' ? <CategoryTabs categories={list} current={current?.id ?? 0} /> : null}
      {categories.state === 'ready' && current ? <CategoryVideos key={current.id} categoryId={current.id} /> : null}
      {categories.state === 'ready' && !current ? <LoadError retry={categories.retry} notFound notFoundTitle={t('empty')} /> : null}
    </Page>
  );
}
