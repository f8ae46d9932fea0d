import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { Room } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { colors } from '../../../core/theme/theme.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.625rem;
  padding: 0 0.75rem;
`;

const Card = styled(Link)`
  overflow: hidden;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  color: inherit;
  text-decoration: none;
  figure {
    position: relative;
    margin: 0;
    aspect-ratio: 16 / 9;
    background: linear-gradient(135deg, ${colors.night}, ${colors.nightEnd});
  }
  figure img {
    position: absolute;
    inset: 18%;
    width: 64%;
    height: 64%;
    object-fit: contain;
  }
  figcaption {
    position: absolute;
    right: 0.375rem;
    bottom: 0.25rem;
    color: ${colors.onMedia};
    font-size: 0.6875rem;
  }
  b {
    position: absolute;
    top: 0.375rem;
    left: 0.375rem;
    padding: 0 0.375rem;
    border-radius: 0.25rem;
    background: ${colors.live};
    color: ${colors.onMedia};
    font-size: 0.625rem;
    line-height: 1rem;
  }
  p {
    overflow: hidden;
    margin: 0.375rem 0.5rem 0;
    font-size: 0.8125rem;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    display: block;
    margin: 0.125rem 0.5rem 0.5rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
`;

/** Live rooms in two columns: cover with the live badge and audience, title, anchor. Each opens the room. */
export function RoomGrid(props: { rooms: Room[] }) {
  const { t } = useT('headline');
  return (
    <Grid data-testid="home-rooms">
      {props.rooms.map((room) => (
        <Card key={room.liveid} to={`/live-detail/${room.anchorid}`} data-testid="room-card">
          <figure>
            <img src={serverUrl(room.cover)} alt="" loading="lazy" />
            <b>{t('live')}</b>
            <figcaption>{t('online', { count: room.online })}</figcaption>
          </figure>
          <p>{room.title}</p>
          <small>{room.nick_name}</small>
        </Card>
      ))}
    </Grid>
  );
}
