import { earlyAnswer } from '../../../core/http/early-answer.ts';
import { servedAnswer } from '../../../core/http/served-answer.ts';
import { getCategories } from './get-categories.ts';
import { getRealLives } from './get-real-lives.ts';
import type { LiveCategory, Room } from './live-types.ts';

/** /live's first answers, asked for as the route opens (runtime/core/feature.ts) and taken by its page's first load. */
export const earlyCategories = earlyAnswer<LiveCategory[]>();
export const earlyRooms = earlyAnswer<Room[]>();

/**
 * The /live route's prefetch, from a module of its own so that the page's head runs it before the app has started:
 * the categories and the rooms of all of them (the room covers are the largest paint). The answers the reference
 * server put into the page, when it did, are taken instead (core/http/served-answer.ts).
 */
export function prefetch(): void {
  earlyCategories.start('categories', () => servedAnswer<LiveCategory[]>('/webapi/live/getCategory', {}) ?? getCategories());
  earlyRooms.start('rooms-0', () => servedAnswer('/api/live/getRealLives', {}, (data: { list: Room[] }) => data.list) ?? getRealLives({}));
}
