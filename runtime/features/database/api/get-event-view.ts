import type { DatabaseEventView } from '../../../../schema/generated/api.ts';
import { databaseCall } from './database-call.ts';

/** POST /api/SportDatabase/getEventView {event_id, season?}: the season's matches played, goals and leader. */
export function getEventView(eventId: number, season?: string): Promise<DatabaseEventView> {
  return databaseCall<DatabaseEventView>('getEventView', { event_id: eventId, season });
}
