import styled from '@emotion/styled';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { MediaCardLink, MediaCover } from '../../../ui/media-card.tsx';
import type { Room } from '../api/live-types.ts';
import { OnlineCount } from './online-count.tsx';
import { colors } from '../../../core/theme/theme.ts';

export const LiveBadge = styled.span`
  position: absolute;
  top: 0.375rem;
  left: 0.375rem;
  padding: 0 0.375rem;
  border-radius: 0.25rem;
  background: ${colors.live};
  color: ${colors.onMedia};
  font-size: 0.625rem;
  line-height: 1.125rem;
`;

const Online = styled(OnlineCount)`
  position: absolute;
  right: 0.375rem;
  bottom: 0.25rem;
  color: ${colors.onMedia};
  font-size: 0.6875rem;
  text-shadow: 0 1px 2px ${colors.mediaShadow};
`;

/** The text under a card's cover: a one-line title, then the anchor. */
export const CardBody = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.375rem 0.5rem 0.5rem;
  strong {
    overflow: hidden;
    font-size: 0.8125rem;
    font-weight: 500;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Anchor = styled.span`
  display: flex;
  align-items: center;
  gap: 0.375rem;
  min-width: 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.6875rem;
  img {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    background: ${(p) => p.theme.color.border};
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/**
 * A room in a list: cover, live badge, audience, title and anchor; tapping opens the room. The `first` card's cover
 * loads at once and before other images (the server preloads it); the other covers of the first screen (`eager`) load
 * at once too, as the HTML is parsed: the covers are the same size, and the browser takes whichever of them paints
 * last by a pixel as the largest paint. The rest load lazily. Covers carry their 16:9 size, so nothing moves when
 * they arrive.
 */
export function RoomCard(props: { room: Room; first?: boolean; eager?: boolean }) {
  const { t } = useT('live');
  const { room } = props;
  return (
    <MediaCardLink to={`/live-detail/${room.anchorid}`} data-testid="room-card" data-live={room.liveid}>
      <MediaCover>
        <img
          src={serverUrl(room.cover)}
          alt=""
          width={320}
          height={180}
          {...(props.first
            ? { fetchPriority: 'high' as const }
            : props.eager
              ? { decoding: 'async' as const }
              : { loading: 'lazy' as const, decoding: 'async' as const })}
        />
        <LiveBadge>{t('onAir')}</LiveBadge>
        <Online count={room.online} />
      </MediaCover>
      <CardBody>
        <strong>{room.title}</strong>
        <Anchor>
          <img src={serverUrl(room.avatar)} alt="" loading="lazy" />
          <span>{room.nick_name}</span>
        </Anchor>
      </CardBody>
    </MediaCardLink>
  );
}
