import type { DatabaseTeamInfo } from '../../../../schema/generated/api.ts';
import { HttpError } from '../../../core/http/http-errors.ts';
import { getTeamInfo } from './get-team-info.ts';

/**
 * A national team's page data: getTeamInfo, where a club (national 0) or a missing id counts as not found (status 3),
 * as an unknown id does, so the national team pages never show a club.
 */
export async function getNationalTeam(teamId: number | undefined): Promise<DatabaseTeamInfo> {
  const notFound = () => new HttpError('API_STATUS', 'not a national team', 3);
  if (teamId === undefined) throw notFound();
  const info = await getTeamInfo(teamId);
  if (info.team.national !== 1) throw notFound();
  return info;
}
