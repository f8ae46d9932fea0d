import { createContext, useContext } from 'react';
import type { RoomFeed } from '../../lib/room-feed.ts';

/**
 * The live room page's feed of its chat group (lib/room-feed.ts): the room chat listens to it rather than joining the
 * group itself. Outside a live room page (the match page's chat) there is none, and the chat joins on its own.
 */
export const RoomFeedContext = createContext<RoomFeed | null>(null);

export const useRoomFeed = (): RoomFeed | null => useContext(RoomFeedContext);
