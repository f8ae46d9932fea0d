import { DomainError } from '../../errors.ts';
import { teamSelection } from '../match-store.ts';
import { loadMatches, phaseOf } from '../matches.ts';
import type { MatchReads } from '../ports.ts';
import { fifaRanking } from './fifa.ts';
import { competition, resolveSeason } from './seasons.ts';
import { loadSquad } from './squads.ts';
import { honoursOf, teamRow, teamSeasonMatchIds } from './team-store.ts';

/**
 * A team's page (/database/team and /fifa-team): the team, its competition, its squad, its matches of the current
 * season, its titles, its record over every stored finished match and, for a national football team, its FIFA rank.
 * Status 3 (球队不存在) for an unknown id.
 */
export async function teamProfile(context: MatchReads, teamId: number) {
  const team = await teamRow(context.db, teamId);
  if (!team) throw new DomainError('NOT_FOUND', '球队不存在');
  const league = await competition(context, team.league_id);
  const season = await resolveSeason(context, league.id);
  const now = context.clock.now();
  const [all, squad, honours, fifa] = await Promise.all([
    loadMatches(context, now, teamSelection(teamId)),
    loadSquad(context, teamId),
    honoursOf(context.db, teamId),
    team.national && team.sport_id === 1 ? fifaRanking(context) : Promise.resolve([]),
  ]);
  const seasonIds = new Set(await teamSeasonMatchIds(context.db, league.id, season, teamId));
  const finished = all.filter((m) => phaseOf(m.sport_id, m.status) === 'finished');
  const record = { played: finished.length, won: 0, drawn: 0, lost: 0, goals_for: 0, goals_against: 0 };
  for (const m of finished) {
    const [own, other] = m.hometeam.id === teamId ? [m.home_score, m.away_score] : [m.away_score, m.home_score];
    record.goals_for += own;
    record.goals_against += other;
    if (own > other) record.won++;
    else if (own === other) record.drawn++;
    else record.lost++;
  }
  const { national, ...shown } = team;
  return {
    team: { ...shown, national: national ? 1 : 0 },
    event: league,
    season,
    squad,
    matches: all.filter((m) => seasonIds.has(m.id)),
    honours,
    record,
    fifa: fifa.find((row) => row.team_id === teamId) ?? null,
  };
}
