import { roomText, type RoomRow } from '../rooms/rooms.ts';
import type { PushTopic } from './match-notices.ts';

/** A room going live, worth a notification to its anchor's followers who chose `anchor_live` (docs/push.md "Topics"). */
export interface RoomNotice {
  /** Names the live start the same on every node: the room and the match whose kickoff starts it. */
  key: string;
  topic: PushTopic;
  liveId: number;
  anchorId: number;
  /** The notification's title and text in each language of the sites. */
  text: Record<'cn' | 'pt-br', { title: string; body: string }>;
}

/**
 * The notice of a room that covers a match going live at the match's kickoff: rooms have no start of broadcast of
 * their own, and an anchor's commentary of a match starts with it (docs/decisions.md "A followed anchor going live").
 * The title is the room's own, in Portuguese where the seed has one (rooms.ts roomText).
 */
export function roomLiveNotice(room: Pick<RoomRow, 'liveid' | 'anchor_id' | 'title' | 'nick_name'>, matchId: number): RoomNotice {
  return {
    key: `live:${room.liveid}:${matchId}`,
    topic: 'anchor_live',
    liveId: room.liveid,
    anchorId: room.anchor_id,
    text: {
      cn: { title: `${room.nick_name} 开播了`, body: roomText(room.title, 'cn') },
      'pt-br': { title: `${room.nick_name} está ao vivo`, body: roomText(room.title, 'pt-br') },
    },
  };
}

/** Where a tap on the notice opens the app: the room under /m/. */
export function roomPath(liveId: number): string {
  return `/m/live-detail/${liveId}`;
}
