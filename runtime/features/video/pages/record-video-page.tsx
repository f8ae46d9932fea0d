import styled from '@emotion/styled';
import { useParams } from 'react-router-dom';
import type { VideoComment } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { PlayerFrame } from '../../../ui/player/player-frame.tsx';
import { VideoPlayer } from '../../../ui/player/video-player.tsx';
import { getVideoInfo } from '../api/get-video-info.ts';
import { Bone, LoadError } from '../components/load-states.tsx';
import { VideoCard } from '../components/video-card.tsx';
import { VideoDetails } from '../components/video-details.tsx';
import { VideoHeader } from '../components/video-header.tsx';
import { useRemote } from '../../../core/http/use-remote.ts';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { getComments } from '../api/get-comments.ts';
import { VideoComments } from '../components/video-comments.tsx';
import { usePlayerLabels } from '../lib/player-labels.ts';

/** The player stays at the top while the details and related videos scroll under it. */
const Stage = styled.div`
  position: sticky;
  top: 2.75rem;
  z-index: 6;
`;

const Related = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 0.75rem;
  h3 {
    margin: 0;
    font-size: 0.875rem;
  }
`;

const TextBone = styled(Bone)`
  height: 1rem;
  margin: 0.75rem;
`;

const commentPageSize = 20;
const commentId = (comment: VideoComment) => comment.id;

/** /rec-video/:id: the recorded video playing on top, its details (with the comment count), related videos, and comments. */
export default function RecordVideoPage() {
  const { t } = useT('video');
  const labels = usePlayerLabels();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const info = useRemote(() => (valid ? getVideoInfo(id) : Promise.reject(new Error('no such video'))), String(id));
  // Asked with the video, so the details can show the count; the list renders once the video is there.
  const comments = usePagedList(
    (page) => (valid ? getComments({ id, kind: 'record' }, page, commentPageSize) : Promise.reject(new Error('no such video'))),
    String(id),
    commentId,
  );
  const commentCount = comments.status === 'loading' || comments.status === 'error' ? null : comments.total;
  return (
    <Page data-page="video-record">
      <VideoHeader>{t('recordVideo')}</VideoHeader>
      {info.state === 'loading' ? (
        <div data-testid="video-skeleton" aria-busy="true">
          <PlayerFrame />
          <TextBone />
          <TextBone />
        </div>
      ) : null}
      {info.state === 'error' ? <LoadError retry={info.retry} notFound={info.notFound || !valid} /> : null}
      {info.state === 'ready' ? (
        <>
          <Stage>
            <VideoPlayer
              key={info.data.video.id}
              testId="record-player"
              mode="vod"
              labels={labels}
              src={info.data.video.play_url}
              poster={serverUrl(info.data.video.cover)}
            />
          </Stage>
          <VideoDetails info={info.data} commentCount={commentCount} />
          {info.data.related.length > 0 ? (
            <Related data-testid="related-videos">
              <h3>{t('related')}</h3>
              {info.data.related.map((video) => (
                <VideoCard key={video.id} video={video} layout="row" />
              ))}
            </Related>
          ) : null}
          <VideoComments videoId={id} comments={comments} />
        </>
      ) : null}
    </Page>
  );
}
