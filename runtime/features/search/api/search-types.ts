import type { League, Match, RecordVideo, Room, SearchTeam } from '../../../../schema/generated/api.ts';
import { tenant } from '../../../core/tenant/tenant.ts';

/** A league as search answers it (schema/api/models/league.json). */
export type SearchEvent = League;

/** A team as search answers it (schema/api/models/search-team.json). */
export type { SearchTeam };

/** The grouped answer of /webapi/search/multiple: a few of each type. */
export interface SearchResults {
  events: SearchEvent[];
  teams: SearchTeam[];
  matches: Match[];
  anchors: Room[];
  videos: RecordVideo[];
}

/** A result type, in the order the page shows the groups. */
export type SearchType = keyof SearchResults;
const allTypes: readonly SearchType[] = ['events', 'teams', 'matches', 'anchors', 'videos'];
/** The types a fan can open: recorded videos only where the site builds their pages. */
export const searchTypes: readonly SearchType[] = allTypes.filter((type) => type !== 'videos' || tenant.builtFeatures.includes('video'));

/** One result of any type, tagged so a row knows how to draw it. */
export type SearchItem = { [T in SearchType]: { type: T; item: SearchResults[T][number] } }[SearchType];

/** How many of each type the multiple call answers at most: a full group may have more behind "more". */
export const groupSize = 5;

/** A stable key for a result: rooms are known by liveid, everything else by id. */
export const itemKey = (item: SearchItem['item']): number => ('liveid' in item ? item.liveid : item.id);
