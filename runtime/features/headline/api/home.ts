import type { League, Match, Room } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';
import type { Banner, HomeData } from '../../../core/store/client-state.ts';

/** The home calls of spec 000 §7 (answers in docs/api.md): quiet, since the page draws its own skeletons. */
const quiet = { hideLoading: true, noToast: true } as const;

/** A recommended anchor of getHomeData (docs/api.md); a type, so it fits the client state's loose records. */
export type RecAnchor = {
  id: number;
  nick_name: string;
  avatar: string;
  is_live: number;
  liveid: number;
};

/** A league of the database home's hot events (schema/api/models/league.json). */
export type HotEvent = League;

export type HomeAnswer = Omit<HomeData, 'rec_anchors' | 'hot' | 'srec_lives'> & {
  rec_anchors: RecAnchor[];
  hot: Match[];
  srec_lives: Room[];
};

export const homeApi = {
  homeData: () => api.post<HomeAnswer>('/api/home/getHomeData', {}, quiet),
  banners: () => api.get<Banner[]>('/api/home/getHomeScroll', undefined, quiet),
  databaseHome: () => api.post<{ hot_events: HotEvent[] }>('/api/SportDatabase/getHome', {}, quiet),
};
