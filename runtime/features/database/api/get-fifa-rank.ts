import type { DatabaseFifaRank } from '../../../../schema/generated/api.ts';
import { databaseCall } from './database-call.ts';

/** POST /api/SportDatabase/getFifaRank {page, size}: one page of the national teams' ranking. */
export function getFifaRank(page: number, size: number): Promise<DatabaseFifaRank> {
  return databaseCall<DatabaseFifaRank>('getFifaRank', { page, size });
}
