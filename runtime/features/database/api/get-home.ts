import type { DatabaseHome } from '../../../../schema/generated/api.ts';
import { databaseCall } from './database-call.ts';

/** POST /api/SportDatabase/getHome: the hot competitions of both sports and the FIFA top 10 (the spec does not show this path; docs/api.md). */
export function getHome(): Promise<DatabaseHome> {
  return databaseCall<DatabaseHome>('getHome');
}
