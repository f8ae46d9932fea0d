import type { Ad, Match, Room, SiteConfig } from '../../../schema/generated/api.ts';

/**
 * Shapes of the client state of spec 000 §3 that come from the server. Where the spec names the fields they are
 * typed; the rest are kept as the server sends them until the feature that shows them narrows the type.
 */
type Loose = Record<string, unknown>;

/** spec 000 §3 commonConfig, next to `config` in getCommonConfig. */
export interface CommonConfig {
  emoji: string[];
  launch_ad: Loose | null;
  live_badge: Loose[];
  live_category: Loose[];
  user_tag: Loose[];
  /** The landing pages' pop-up ad (docs/decisions.md "Ad slots"). */
  home_pop_ad: Ad | null;
  /** The QR or banner card over a live room's player. */
  live_play_ad: Ad | null;
}

export interface LiveCategory {
  id: number;
  name: string;
  [field: string]: unknown;
}

export interface Banner {
  id: number;
  title: string;
  image: string;
  link: string;
  sort: number;
}

export interface HomeData {
  anchorm_lives: Room[];
  hot: Match[];
  lives: Room[];
  rec_anchors: Loose[];
  rec_matchs: Match[];
  srec_lives: Room[];
  announcement: string;
}

export interface BaseDictionary {
  basket_ball_type: Loose[];
  foot_ball_type: Loose[];
  integral_type: Loose[];
  sports_type: Loose[];
}

export interface AnchorGroup {
  id: string;
  unreadCount: number;
}

/** The server's answer to GET /api/config/getCommonConfig. */
export type CommonConfigAnswer = { config: SiteConfig } & Partial<CommonConfig>;

export type { SiteConfig };
