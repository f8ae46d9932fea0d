import type { DatabaseEventInfo } from '../../../../schema/generated/api.ts';
import { databaseCall } from './database-call.ts';

/** POST /api/SportDatabase/getEventInfo {event_id, season?}: the competition, its seasons, rounds and current round; status 3 when unknown. */
export function getEventInfo(eventId: number, season?: string): Promise<DatabaseEventInfo> {
  return databaseCall<DatabaseEventInfo>('getEventInfo', { event_id: eventId, season });
}
