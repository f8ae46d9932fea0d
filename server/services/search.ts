import type { RequestContext } from '../http/request-context.ts';
import type { ServerContext } from '../server-context.ts';
import { loadMatches, type MatchView } from '../domain/matches/matches.ts';
import { loadRooms, presentRoom } from '../domain/rooms/rooms.ts';
import { roomCrowd } from '../routes/rooms/chat-ports.ts';

/** A LIKE pattern that treats the fan's text as text: %, _ and \ match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const containing = (keyword: string) => `%${escapeLike(keyword)}%`;
const startingWith = (keyword: string) => `${escapeLike(keyword)}%`;

export type SearchType = 'events' | 'teams' | 'matches' | 'anchors';
export const searchTypes: readonly SearchType[] = ['events', 'teams', 'matches', 'anchors'];

/** Everything of one type matching the keyword, best matches (names starting with it) first. */
export async function searchAll(
  context: ServerContext,
  type: SearchType,
  keyword: string,
  origin: string,
  lang: RequestContext['lang'] = 'cn',
): Promise<unknown[]> {
  const pattern = containing(keyword);
  const { db } = context;
  if (type === 'events') {
    return db.query(
      'select id, sport_id, kind, name_zh, short_name_zh, name_en, short_name_en, logo from leagues where name_zh ilike $1 or short_name_zh ilike $1 or name_en ilike $1 order by (short_name_zh ilike $2) desc, id',
      [pattern, startingWith(keyword)],
    );
  }
  if (type === 'teams') {
    return db.query(
      'select id, sport_id, league_id, name_zh, short_name_zh, name_en, logo from teams where name_zh ilike $1 or name_en ilike $1 order by (name_zh ilike $2) desc, id',
      [pattern, startingWith(keyword)],
    );
  }
  if (type === 'anchors') {
    const rooms = await loadRooms(context, { search: pattern });
    return rooms.map((r) => presentRoom(r, context.clock.now(), origin, lang, roomCrowd(context)));
  }
  const matches: MatchView[] = await loadMatches(
    context,
    context.clock.now(),
    '(h.name_zh ilike $1 or a.name_zh ilike $1 or h.name_en ilike $1 or a.name_en ilike $1 or l.name_zh ilike $1 or l.short_name_zh ilike $1)',
    [pattern],
  );
  return matches;
}
