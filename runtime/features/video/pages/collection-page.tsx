import styled from '@emotion/styled';
import { useParams } from 'react-router-dom';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { Page } from '../../../ui/page.tsx';
import { getCollection } from '../api/get-collection.ts';
import { Bone, EmptyVideos, LoadError } from '../components/load-states.tsx';
import { MediaCover as Cover } from '../../../ui/media-card.tsx';
import { VideoCard } from '../components/video-card.tsx';
import { VideoHeader } from '../components/video-header.tsx';
import { useRemote } from '../../../core/http/use-remote.ts';

const Head = styled.header`
  display: flex;
  gap: 0.75rem;
  padding: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  ${Cover} {
    flex: none;
    width: 8.5rem;
    border-radius: 0.375rem;
  }
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  p {
    margin: 0 0 0.25rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
    line-height: 1.4;
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0.75rem;
  list-style: none;
`;

const HeadBone = styled(Bone)`
  height: 5.5rem;
  margin: 0.75rem;
`;

/** /rec-collection/:id: the collection's cover, title and description, then its videos in the collection's order. */
export default function CollectionPage() {
  const { t } = useT('video');
  const lang = useAppStore((s) => s.lang);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const remote = useRemote(() => (valid ? getCollection(id) : Promise.reject(new Error('no such collection'))), String(id));
  return (
    <Page data-page="video-collection">
      <VideoHeader>{remote.state === 'ready' ? remote.data.collection.title : t('collection')}</VideoHeader>
      {remote.state === 'loading' ? (
        <div data-testid="video-skeleton" aria-busy="true">
          <HeadBone />
          <HeadBone />
        </div>
      ) : null}
      {remote.state === 'error' ? (
        <LoadError retry={remote.retry} notFound={remote.notFound || !valid} notFoundTitle={t('collectionNotFound')} />
      ) : null}
      {remote.state === 'ready' ? (
        <>
          <Head data-testid="collection-head">
            <Cover>
              <img src={serverUrl(remote.data.collection.cover)} alt="" width={320} height={180} />
            </Cover>
            <div>
              <h2>{remote.data.collection.title}</h2>
              <p>{remote.data.collection.description}</p>
              <p>
                {t('videoCount', { count: remote.data.collection.count })} ·{' '}
                {t('views', { n: formatBalance(remote.data.collection.views, lang) })}
              </p>
            </div>
          </Head>
          {remote.data.list.length === 0 ? <EmptyVideos /> : null}
          <List data-testid="collection-videos">
            {remote.data.list.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} layout="row" />
              </li>
            ))}
          </List>
        </>
      ) : null}
    </Page>
  );
}
