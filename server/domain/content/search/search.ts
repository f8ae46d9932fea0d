import type { ContentLanguage, Database } from '../../ports.ts';
import type { SearchSources } from '../ports.ts';
import { recordsMatching } from '../videos/videos.ts';
import { firstLeagues, leaguesMatching, teamsMatching } from './search-store.ts';

/** A LIKE pattern that treats the fan's text as text: %, _ and \ match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const containing = (keyword: string) => `%${escapeLike(keyword)}%`;
const startingWith = (keyword: string) => `${escapeLike(keyword)}%`;

export type SearchType = 'events' | 'teams' | 'matches' | 'anchors' | 'videos';
export const searchTypes: readonly SearchType[] = ['events', 'teams', 'matches', 'anchors', 'videos'];

/** Who is searching, for what is answered in their words: their language, the page's origin, the signed-in fan. */
export interface SearchReader {
  lang: ContentLanguage;
  origin: string;
  userId?: number;
}

const hotKeywords = ['英超', 'NBA', '中超', '西甲', '巴甲', 'CBA'];

/**
 * Everything of one type matching the keyword, best matches (names starting with it) first. Matches and rooms come
 * from their areas through `sources`; recorded videos match and answer their title in the reader's language.
 */
export async function searchAll(
  db: Database,
  sources: SearchSources,
  type: SearchType,
  keyword: string,
  reader: SearchReader,
): Promise<unknown[]> {
  const pattern = containing(keyword);
  if (type === 'videos') return recordsMatching(db, pattern, startingWith(keyword), reader);
  if (type === 'events') return leaguesMatching(db, pattern, startingWith(keyword));
  if (type === 'teams') return teamsMatching(db, pattern, startingWith(keyword));
  if (type === 'anchors') return sources.anchors(pattern);
  return sources.matches(pattern);
}

/** The search page before a keyword: the hot keywords and six leagues. */
export async function searchHome(db: Database) {
  return { hot_keywords: hotKeywords, hot_events: await firstLeagues(db, 6) };
}
