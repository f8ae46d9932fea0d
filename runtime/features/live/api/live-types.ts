import type { Match, Room } from '../../../../schema/generated/api.ts';
import type { RoomRole } from '../lib/room-moderation.ts';

export type { Match, Room };

/** A live category of GET /webapi/live/getCategory (docs/api.md "Live rooms"). */
export interface LiveCategory {
  id: number;
  name: string;
  name_en: string;
  sport_id: number;
}

/** A recommended anchor of /api/anchor/getRecAnchors. */
export interface RecommendedAnchor {
  id: number;
  nick_name: string;
  avatar: string;
  signature: string;
  is_live: number;
  room: Room;
}

/**
 * /webapi/live/getLivePageData: the room, its anchor (with fans_count), the match it covers (or null), whether the
 * viewer follows the anchor, the room's slow mode and the viewer's role in it (docs/api.md "Managing a live room").
 */
export interface LivePage extends Room {
  anchor: { id: number; nick_name: string; avatar: string; signature: string; fans_count: number };
  match: Match | null;
  is_attent: 0 | 1;
  slow_mode: number;
  role: RoomRole;
}

/** One line of /api/live/getLiveChat; `type` is a realtime message type of spec 000 §4 (RoomMessage ...). */
export interface ChatHistoryLine {
  id: number;
  uid: number;
  nick_name: string;
  type: string;
  content: string;
  time: number;
  /** Gift lines (type GiftAnimation) only. */
  gift_name?: string;
  gift_name_en?: string;
  count?: number;
}
