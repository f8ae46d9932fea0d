import type { Database } from '../db/database.ts';
import type { RequestContext } from '../http/request-context.ts';
import { seededPortuguese } from '../seed/live-rooms.ts';
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
  const path =
    source === 'xcdn'
      ? `/live/pull/${room.liveid}.flv`
      : source === 'default'
        ? `/live/hls/${room.liveid}.flv`
        : `/live/hls/${room.liveid}.m3u8`;
  return { url: origin + path, livestream_source: source };
}

/** Who is in a room besides its seeded crowd: the robots (services/robots/robots.ts) and the chat gateway's viewers (services/room-audience.ts). */
export interface RoomCrowd {
  present(liveid: number, now: Date): number;
}

/** Audience size moves a little with the clock minute, like a real room; the robots and the viewers in it count too. */
export function onlineCount(room: RoomRow, now: Date, crowd?: RoomCrowd): number {
  const minute = Math.floor(now.getTime() / 60_000);
  return room.base_online + ((minute * 37 + room.liveid * 11) % 97) + (crowd?.present(room.liveid, now) ?? 0);
}

/**
 * A room's title or notice in the fan's language (spec 000 §7: lang=pt-br on every request when the language is not
 * cn). They are the anchor's words, so there is no column per language: the seed's own text has its Portuguese in the
 * seed, and anything an anchor wrote is answered as written.
 */
export function roomText(text: string, lang: RequestContext['lang']): string {
  return lang === 'pt-br' ? (seededPortuguese.get(text) ?? text) : text;
}

/** A room as the API answers it; `lang` from contextOf(request) (cn when a caller leaves it out); `crowd` the robots and viewers in it. */
export function presentRoom(room: RoomRow, now: Date, origin: string, lang: RequestContext['lang'] = 'cn', crowd?: RoomCrowd) {
  return {
    liveid: room.liveid,
    anchorid: room.anchor_id,
    title: roomText(room.title, lang),
    cover: room.cover,
    category_id: room.category_id,
    sport_id: room.sport_id,
    match_id: room.match_id ?? 0,
    online: onlineCount(room, now, crowd),
    nick_name: room.nick_name,
    avatar: room.avatar,
    notice: roomText(room.notice, lang),
    pull: [pullStream(room, origin)],
  };
}

export function loadRooms(context: { db: Database; cache: ReadCache }, where = 'true', params: unknown[] = []): Promise<RoomRow[]> {
  return context.cache.get(`rooms|${where}|${JSON.stringify(params)}`, () =>
    context.db.query<RoomRow>(`${roomSelect} where ${where} order by r.liveid`, params),
  );
}
