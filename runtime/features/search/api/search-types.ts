import type { Match, Room } from '../../../../schema/generated/api.ts';

/** A league as search answers it (docs/api.md, Search). */
export interface SearchEvent {
  id: number;
  sport_id: number;
  name_zh: string;
  short_name_zh: string;
  name_en: string;
  logo: string;
}

/** A team as search answers it (docs/api.md, Search). */
export interface SearchTeam extends SearchEvent {
  league_id: number;
}

/** The grouped answer of /webapi/search/multiple: a few of each type. */
export interface SearchResults {
  events: SearchEvent[];
  teams: SearchTeam[];
  matches: Match[];
  anchors: Room[];
}

/** A result type, in the order the page shows the groups. */
export type SearchType = keyof SearchResults;
export const searchTypes: readonly SearchType[] = ['events', 'teams', 'matches', 'anchors'];

/** One result of any type, tagged so a row knows how to draw it. */
export type SearchItem = { [T in SearchType]: { type: T; item: SearchResults[T][number] } }[SearchType];

/** How many of each type the multiple call answers at most: a full group may have more behind "more". */
export const groupSize = 5;

/** A stable key for a result: rooms are known by liveid, everything else by id. */
export const itemKey = (item: SearchItem['item']): number => ('liveid' in item ? item.liveid : item.id);
