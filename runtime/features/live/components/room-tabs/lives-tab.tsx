import styled from '@emotion/styled';
import { serverUrl } from '../../../../core/http/api.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { getRealLives } from '../../api/get-real-lives.ts';
import type { LivePage, Room } from '../../api/live-types.ts';
import { useRemote } from '../../../../core/http/use-remote.ts';
import { EmptyState, LoadError } from '../load-states.tsx';
import { RoomGrid, RoomGridSkeleton } from '../room-grid.tsx';

const AnchorCard = styled.section`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0.75rem 0.75rem 0;
  padding: 0.75rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  img {
    flex: none;
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
    background: ${(p) => p.theme.color.border};
  }
  div {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    min-width: 0;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Heading = styled.h2`
  margin: 0.875rem 0.75rem 0;
  font-size: 0.875rem;
  font-weight: 600;
`;

/** The other rooms worth switching to: those covering the same match, or for a room without one, its category. */
function otherRooms(rooms: Room[], page: LivePage): Room[] {
  return rooms.filter(
    (room) => room.liveid !== page.liveid && (page.match_id ? room.match_id === page.match_id : room.category_id === page.category_id),
  );
}

/** The lives tab (spec 000 §2 "lives (anchors)"): this room's anchor, then other anchors on air for the same match. */
export function LivesTab(props: { page: LivePage }) {
  const { t } = useT('live');
  const { page } = props;
  const rooms = useRemote(() => getRealLives({ sport_id: page.sport_id || undefined }), `lives-${page.liveid}`);
  return (
    <div data-testid="lives-tab">
      <AnchorCard>
        <img src={serverUrl(page.anchor.avatar)} alt="" />
        <div>
          <strong>{page.anchor.nick_name}</strong>
          <small>{page.anchor.signature}</small>
        </div>
      </AnchorCard>
      <Heading>{page.match_id ? t('sameMatch') : t('sameCategory')}</Heading>
      {rooms.state === 'loading' ? <RoomGridSkeleton count={2} /> : null}
      {rooms.state === 'error' ? <LoadError retry={rooms.retry} /> : null}
      {rooms.state === 'ready' && otherRooms(rooms.data, page).length === 0 ? (
        <EmptyState title={t('noOtherRooms')} text={t('noOtherRoomsHint')} />
      ) : null}
      {rooms.state === 'ready' ? <RoomGrid rooms={otherRooms(rooms.data, page)} /> : null}
    </div>
  );
}
