import styled from '@emotion/styled';
import type { RecordVideo } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { LengthBadge, MediaCardLink, MediaCover } from '../../../ui/media-card.tsx';
import { formatDuration } from '../../../ui/player/format-duration.ts';
import { Anchor, CardBody } from './room-card.tsx';

// A little further from the edge than the video pages' badge, in line with the room cards' audience.
const Length = styled(LengthBadge)`
  right: 0.375rem;
`;

/** A recorded video in the replay list: cover with its length, title, author and plays; opens /rec-video/{id}. */
export function ReplayCard(props: { video: RecordVideo }) {
  const { t } = useT('live');
  const lang = useAppStore((s) => s.lang);
  const { video } = props;
  return (
    <MediaCardLink to={`/rec-video/${video.id}`} data-testid="replay-card">
      <MediaCover>
        <img src={serverUrl(video.cover)} alt="" loading="lazy" decoding="async" width={320} height={180} />
        <Length>{formatDuration(video.duration)}</Length>
      </MediaCover>
      <CardBody>
        <strong>{video.title}</strong>
        <Anchor>
          <img src={serverUrl(video.author.avatar)} alt="" loading="lazy" width={18} height={18} />
          <span>
            {video.author.nick_name} · {t('replayViews', { n: formatBalance(video.views, lang) })}
          </span>
        </Anchor>
      </CardBody>
    </MediaCardLink>
  );
}
