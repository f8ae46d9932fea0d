import type { DatabaseEventIntegral } from '../../../../schema/generated/api.ts';
import { databaseCall } from './database-call.ts';

/**
 * The integral types of the base dictionary (GET /api/SportDatabase/getBaseDictionary `integral_type`): 1 every game,
 * 2 home games, 3 away games.
 */
export const integralType = { all: 1, home: 2, away: 3 } as const;
export type IntegralType = (typeof integralType)[keyof typeof integralType];

/** POST /api/SportDatabase/getEventIntegral {event_id, type, season?}: a league's table (`list`) or a cup's group tables (`groups`). */
export function getEventIntegral(eventId: number, type: IntegralType, season?: string): Promise<DatabaseEventIntegral> {
  return databaseCall<DatabaseEventIntegral>('getEventIntegral', { event_id: eventId, type, season });
}
