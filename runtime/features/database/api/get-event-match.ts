import type { DatabaseEventMatch } from '../../../../schema/generated/api.ts';
import { databaseCall } from './database-call.ts';

/**
 * POST /api/SportDatabase/getEventMatch {event_id, season?, round?}: one round's fixtures and results, every round
 * number and the round's stage. Without `round` the server answers the first round with a match still to play.
 */
export function getEventMatch(eventId: number, season?: string, round?: number): Promise<DatabaseEventMatch> {
  return databaseCall<DatabaseEventMatch>('getEventMatch', { event_id: eventId, season, round });
}
