import type { DatabaseHotRank } from '../../../../schema/generated/api.ts';
import { databaseCall } from './database-call.ts';

/** The billboards: one per sport. */
export type BillboardSport = 'football' | 'basketball';

const paths: Record<BillboardSport, string> = { football: 'getHotFootballRank', basketball: 'getHotBasketballRank' };

/** POST /api/SportDatabase/getHotFootballRank or getHotBasketballRank: each league of the sport with its top 5. */
export function getHotRank(sport: BillboardSport): Promise<DatabaseHotRank> {
  return databaseCall<DatabaseHotRank>(paths[sport]);
}
