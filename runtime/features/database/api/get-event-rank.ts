import type { DatabaseEventRank } from '../../../../schema/generated/api.ts';
import { databaseCall } from './database-call.ts';

/** What a football player table ranks by; basketball always ranks points per game. */
export type PlayerRankKind = 'goals' | 'assists';

/** POST /api/SportDatabase/getEventRank {event_id, season?, kind?}: the season's top players. */
export function getEventRank(eventId: number, season?: string, kind?: PlayerRankKind): Promise<DatabaseEventRank> {
  return databaseCall<DatabaseEventRank>('getEventRank', { event_id: eventId, season, kind });
}
