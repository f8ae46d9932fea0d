import { useT } from '../../../core/i18n/i18n.ts';
import type { Room } from '../api/live-types.ts';
import type { Remote } from '../../../core/http/use-remote.ts';
import { EmptyState, LoadError } from './load-states.tsx';
import { RoomGrid, RoomGridSkeleton } from './room-grid.tsx';

/** A list of rooms in each of its states: skeletons, the grid, nobody on air, or a failure with retry. */
export function RoomListBody(props: { rooms: Remote<Room[]> & { retry(): void } }) {
  const { t } = useT('live');
  const { rooms } = props;
  if (rooms.state === 'loading') return <RoomGridSkeleton />;
  if (rooms.state === 'error') return <LoadError retry={rooms.retry} />;
  if (rooms.data.length === 0) return <EmptyState title={t('noRooms')} text={t('noRoomsHint')} />;
  return <RoomGrid rooms={rooms.data} />;
}
