import type { Database } from '../db/database.ts';
import type { ReadCache } from './read-cache.ts';

export interface RoomRow {
  liveid: number;
  anchor_id: number;
  title: string;
  category_id: number;
  sport_id: number;
  match_id: number | null;
  cover: string;
  base_online: number;
  stream_source: string;
  notice: string;
  nick_name: string;
  avatar: string;
  signature: string;
}

export const roomSelect = `select r.*, u.nick_name, u.avatar, u.signature from rooms r join users u on u.id = r.anchor_id`;

/**
 * The pull-stream item (spec 000 §3: url, livestream_source). Each source gets the URL form its CDN would give, so the
 * client's rewrite rule (spec 000 §4) has real work: default .flv -> .m3u8; xcdn /pull and /flv -> /hls with .m3u8.
 */
export function pullStream(room: Pick<RoomRow, 'liveid' | 'stream_source'>, origin: string): { url: string; livestream_source: string } {
  const source = room.stream_source;
  const path = source === 'xcdn' ? `/live/pull/${room.liveid}.flv` : source === 'default' ? `/live/hls/${room.liveid}.flv` : `/live/hls/${room.liveid}.m3u8`;
  return { url: origin + path, livestream_source: source };
}

/** Audience size moves a little with the clock minute, like a real room. */
export function onlineCount(room: RoomRow, now: Date): number {
  const minute = Math.floor(now.getTime() / 60_000);
  return room.base_online + ((minute * 37 + room.liveid * 11) % 97);
}

export function presentRoom(room: RoomRow, now: Date, origin: string) {
  return {
    liveid: room.liveid,
    anchorid: room.anchor_id,
    title: room.title,
    cover: room.cover,
    category_id: room.category_id,
    sport_id: room.sport_id,
    match_id: room.match_id ?? 0,
    online: onlineCount(room, now),
    nick_name: room.nick_name,
    avatar: room.avatar,
    notice: room.notice,
    pull: [pullStream(room, origin)],
  };
}

export function loadRooms(context: { db: Database; cache: ReadCache }, where = 'true', params: unknown[] = []): Promise<RoomRow[]> {
  return context.cache.get(`rooms|${where}|${JSON.stringify(params)}`, () => context.db.query<RoomRow>(`${roomSelect} where ${where} order by r.liveid`, params));
}
