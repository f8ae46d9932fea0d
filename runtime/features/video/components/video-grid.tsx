import styled from '@emotion/styled';
import type { RecordVideo } from '../../../../schema/generated/api.ts';
import { Bone } from './load-states.tsx';
import { VideoCard } from './video-card.tsx';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.625rem;
  padding: 0.75rem;
`;

const CardBone = styled(Bone)`
  height: 0;
  padding-bottom: calc(56.25% + 3.25rem);
`;

/** Recorded videos two by two. */
export function VideoGrid(props: { videos: RecordVideo[] }) {
  return (
    <Grid data-testid="video-grid">
      {props.videos.map((video) => (
        <VideoCard key={video.id} video={video} />
      ))}
    </Grid>
  );
}

/** The grid's shape while its first page loads. */
export function VideoGridSkeleton() {
  return (
    <Grid data-testid="video-skeleton" aria-busy="true">
      {Array.from({ length: 6 }, (_, n) => (
        <CardBone key={n} />
      ))}
    </Grid>
  );
}
