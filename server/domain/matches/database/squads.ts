import type { LineupPlayer, TeamLineup } from '../../../../schema/generated/api.ts';
import type { ServerContext } from '../../../server-context.ts';

/** A team's formation, starters and substitutes (the API's TeamLineup). */
export type Squad = TeamLineup;

/** A team's stored squad in lineup order (starters, then substitutes): the lineup tab and the team page. */
export async function loadSquad(context: ServerContext, teamId: number): Promise<Squad> {
  return context.cache.get(`squad|${teamId}`, async () => {
    const [team] = await context.db.query<{ formation: string }>('select formation from teams where id = $1', [teamId]);
    const players = await context.db.query<LineupPlayer & { starter: boolean }>(
      'select id, name, number, position, rating::float8 as rating, starter from players where team_id = $1 order by lineup_order',
      [teamId],
    );
    const strip = ({ starter: _starter, ...player }: LineupPlayer & { starter: boolean }) => player;
    return {
      formation: team?.formation ?? '',
      starters: players.filter((p) => p.starter).map(strip),
      substitutes: players.filter((p) => !p.starter).map(strip),
    };
  });
}
