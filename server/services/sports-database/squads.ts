import type { ServerContext } from '../server-context.ts';

export interface SquadPlayer {
  id: number;
  name: string;
  number: number;
  position: string;
  rating: number;
}

export interface Squad {
  formation: string;
  starters: SquadPlayer[];
  substitutes: SquadPlayer[];
}

/** A team's stored squad in lineup order (starters, then substitutes): the lineup tab and the team page. */
export async function loadSquad(context: ServerContext, teamId: number): Promise<Squad> {
  return context.cache.get(`squad|${teamId}`, async () => {
    const [team] = await context.db.query<{ formation: string }>('select formation from teams where id = $1', [teamId]);
    const players = await context.db.query<SquadPlayer & { starter: boolean }>(
      'select id, name, number, position, rating::float8 as rating, starter from players where team_id = $1 order by lineup_order',
      [teamId],
    );
    const strip = ({ starter: _starter, ...player }: SquadPlayer & { starter: boolean }) => player;
    return { formation: team?.formation ?? '', starters: players.filter((p) => p.starter).map(strip), substitutes: players.filter((p) => !p.starter).map(strip) };
  });
}
