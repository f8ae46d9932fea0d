import type { LineupPlayer, TeamLineup } from '../../../../schema/generated/api.ts';
import type { MatchReads } from '../ports.ts';
import { formationRow, squadRows } from './team-store.ts';

/** A team's formation, starters and substitutes (the API's TeamLineup). */
export type Squad = TeamLineup;

/** A team's stored squad in lineup order (starters, then substitutes): the lineup tab and the team page. */
export async function loadSquad(context: Pick<MatchReads, 'db' | 'cache'>, teamId: number): Promise<Squad> {
  return context.cache.get(`squad|${teamId}`, async () => {
    const [team] = await formationRow(context.db, teamId);
    const players = await squadRows(context.db, teamId);
    const strip = ({ starter: _starter, ...player }: LineupPlayer & { starter: boolean }) => player;
    return {
      formation: team?.formation ?? '',
      starters: players.filter((p) => p.starter).map(strip),
      substitutes: players.filter((p) => !p.starter).map(strip),
    };
  });
}
