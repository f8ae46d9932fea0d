import { useState } from 'react';
import type { RecordVideo } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { ListFooter } from '../../../ui/more-footer.tsx';
import { Page } from '../../../ui/page.tsx';
import { getReplays, type ReplayPage } from '../api/get-replays.ts';
import { EmptyState, LoadError } from '../components/load-states.tsx';
import { ReplayCard } from '../components/replay-card.tsx';
import { CardGrid, RoomGridSkeleton } from '../components/room-grid.tsx';
import { SubHeader } from '../components/sub-header.tsx';
import { useRemote } from '../../../core/http/use-remote.ts';

const pageSize = 20;

/** The first page, then more on request; a failed "more" leaves the list and offers the button again. */
function ReplayGrid(props: { first: ReplayPage }) {
  const { t } = useT('live');
  const [videos, setVideos] = useState<RecordVideo[]>(props.first.list);
  const [busy, setBusy] = useState(false);
  const more = () => {
    setBusy(true);
    getReplays(Math.floor(videos.length / pageSize) + 1, pageSize).then(
      (page) => {
        setVideos((list) => [...list, ...page.list]);
        setBusy(false);
      },
      () => setBusy(false),
    );
  };
  return (
    <>
      <CardGrid data-testid="replay-grid">
        {videos.map((video) => (
          <ReplayCard key={video.id} video={video} />
        ))}
      </CardGrid>
      {videos.length < props.first.total ? (
        <ListFooter>
          <button type="button" disabled={busy} onClick={more} data-testid="replay-more">
            {busy ? t('loadingMore') : t('more')}
          </button>
        </ListFooter>
      ) : null}
    </>
  );
}

/** /live/videos: recorded videos (replays and highlights), newest first; each opens /rec-video/{id}. */
export default function VideosPage() {
  const { t } = useT('live');
  const first = useRemote(() => getReplays(1, pageSize), 'replays');
  return (
    <Page data-page="live-videos">
      <SubHeader>{t('videos')}</SubHeader>
      {first.state === 'loading' ? <RoomGridSkeleton /> : null}
      {first.state === 'error' ? <LoadError retry={first.retry} /> : null}
      {first.state === 'ready' && first.data.list.length === 0 ? (
        <EmptyState testId="videos-empty" title={t('noVideos')} text={t('noVideosHint')} />
      ) : null}
      {first.state === 'ready' && first.data.list.length > 0 ? <ReplayGrid first={first.data} /> : null}
    </Page>
  );
}
