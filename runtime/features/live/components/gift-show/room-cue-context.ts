import { createContext, useContext } from 'react';
import type { CueChannel } from '../../lib/room-cues.ts';

/**
 * The live room page's cue channel: the chat (which holds the room's group) and the gift sheet emit into it, the
 * player's layers listen. Outside a live room page (the match page's chat) there is none and nothing is emitted.
 */
export const RoomCueContext = createContext<CueChannel | null>(null);

/** The room's cue channel, or null outside a live room page. */
export const useRoomCues = (): CueChannel | null => useContext(RoomCueContext);
