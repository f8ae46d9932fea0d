import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { Room } from '../../../../../schema/generated/api.ts';
import { useServerUrl } from '../../lib/server-url.ts';

const List = styled.ul`
  margin: 0;
  padding: 0.5rem 0.75rem;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  margin-bottom: 0.5rem;
  padding: 0.5rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  img {
    flex: none;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
  }
  div {
    overflow: hidden;
    flex: 1;
  }
  b,
  small {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  b {
    font-size: 0.875rem;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
`;

/** The rooms covering a match, each with its anchor, title and an action (enter the room, chat privately ...). */
export function RoomList(props: { rooms: Room[]; testId: string; action: (room: Room) => ReactNode }) {
  const url = useServerUrl();
  return (
    <List data-testid={props.testId}>
      {props.rooms.map((room) => (
        <Item key={room.liveid} data-testid="room">
          <img src={url(room.avatar)} alt="" width="40" height="40" loading="lazy" />
          <div>
            <b>{room.nick_name}</b>
            <small>{room.title}</small>
          </div>
          {props.action(room)}
        </Item>
      ))}
    </List>
  );
}
