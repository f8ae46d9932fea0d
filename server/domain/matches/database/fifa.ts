import type { FifaRankRow } from '../../../../schema/generated/api.ts';
import type { ServerContext } from '../../../server-context.ts';

/** The stored FIFA ranking of the national football teams, first place first. */
export function fifaRanking(context: ServerContext): Promise<FifaRankRow[]> {
  return context.cache.get('db-fifa', () =>
    context.db.query<FifaRankRow>(
      'select f.rank, f.team_id, t.name_zh, t.name_en, t.logo, f.points, f.change from fifa_ranks f join teams t on t.id = f.team_id order by f.rank',
    ),
  );
}
