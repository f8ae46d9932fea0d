import type { FifaRankRow } from '../../../../schema/generated/api.ts';
import type { MatchReads } from '../ports.ts';
import { fifaRankRows } from './team-store.ts';

/** The stored FIFA ranking of the national football teams, first place first. */
export function fifaRanking(context: Pick<MatchReads, 'db' | 'cache'>): Promise<FifaRankRow[]> {
  return context.cache.get('db-fifa', () => fifaRankRows(context.db));
}
