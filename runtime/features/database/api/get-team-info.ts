import type { DatabaseTeamInfo } from '../../../../schema/generated/api.ts';
import { databaseCall } from './database-call.ts';

/** POST /api/SportDatabase/getTeamInfo {team_id}: the team, squad, season matches, honours, record and FIFA rank; status 3 when unknown. */
export function getTeamInfo(teamId: number): Promise<DatabaseTeamInfo> {
  return databaseCall<DatabaseTeamInfo>('getTeamInfo', { team_id: teamId });
}
