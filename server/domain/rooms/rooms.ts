import type { Database, ReadThroughCache } from '../ports.ts';
import type { RoomCrowd } from './ports.ts';
import { seededPortuguese } from './room-catalogue.ts';
import { selectRooms, type RoomFilter, type RoomRow } from './rooms-store.ts';

export type { RoomRow };

/** The fan's language as the requests give it (spec 000 §7: lang=pt-br on every request when it is not cn). */
export type RoomLang = 'cn' | 'pt-br';

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

/** Audience size moves a little with the clock minute, like a real room; the robots and the viewers in it count too. */
export function onlineCount(room: RoomRow, now: Date, crowd?: RoomCrowd): number {
  const minute = Math.floor(now.getTime() / 60_000);
  return room.base_online + ((minute * 37 + room.liveid * 11) % 97) + (crowd?.present(room.liveid, now) ?? 0);
}

/**
 * A room's title or notice in the fan's language (spec 000 §7: lang=pt-br on every request when the language is not
 * cn). They are the anchor's words, so there is no column per language: the seed's own text has its Portuguese in the
 * room catalogue, and anything an anchor wrote is answered as written.
 */
export function roomText(text: string, lang: RoomLang): string {
  return lang === 'pt-br' ? (seededPortuguese.get(text) ?? text) : text;
}

/** A room as the API answers it; `lang` from contextOf(request) (cn when a caller leaves it out); `crowd` the robots and viewers in it. */
export function presentRoom(room: RoomRow, now: Date, origin: string, lang: RoomLang = 'cn', crowd?: RoomCrowd) {
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

/** The rooms the filter matches, in liveid order, through the read cache (every write to the rooms clears it). */
export function loadRooms(source: { db: Database; cache: Pick<ReadThroughCache, 'get'> }, filter: RoomFilter = {}): Promise<RoomRow[]> {
  return source.cache.get(`rooms|${JSON.stringify(filter)}`, () => selectRooms(source.db, filter));
}

/** The rooms whose anchor commentates the match (`match_id`), read fresh: the going-live notices' rooms (domain/push). */
export function roomsCovering(db: Database, matchId: number): Promise<RoomRow[]> {
  return selectRooms(db, { matchId });
}
