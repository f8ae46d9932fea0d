import styled from '@emotion/styled';
import type { Room } from '../api/live-types.ts';
import { RoomCard } from './room-card.tsx';

/** Two columns of cards (rooms, replays). */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
`;

const Bone = styled.div`
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.surface};
  &::before {
    content: '';
    display: block;
    aspect-ratio: 16 / 9;
    border-radius: 0.5rem 0.5rem 0 0;
    background: ${(p) => p.theme.color.border};
  }
  &::after {
    content: '';
    display: block;
    height: 0.75rem;
    margin: 0.5rem;
    border-radius: 0.25rem;
    background: ${(p) => p.theme.color.border};
  }
  animation: pulse 1.4s ease-in-out infinite;
  @keyframes pulse {
    50% {
      opacity: 0.55;
    }
  }
`;

/** The cards a phone's first screen shows (three rows of two at 375x667 under /live's tabs), whose covers load at once. */
const firstScreenCards = 6;

/** Rooms two by two; the first screen's covers are the page's largest paint. */
export function RoomGrid(props: { rooms: readonly Room[] }) {
  return (
    <CardGrid data-testid="room-grid">
      {props.rooms.map((room, index) => (
        <RoomCard key={room.liveid} room={room} first={index === 0} eager={index < firstScreenCards} />
      ))}
    </CardGrid>
  );
}

/** The grid's shape while rooms load. */
export function RoomGridSkeleton(props: { count?: number }) {
  return (
    <CardGrid data-testid="room-skeleton" aria-hidden="true">
      {Array.from({ length: props.count ?? 6 }, (_, index) => (
        <Bone key={index} />
      ))}
    </CardGrid>
  );
}
