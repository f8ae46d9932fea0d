import { DomainError } from '../../errors.ts';
import { loadMatches, phaseOf } from '../matches.ts';
import type { ServerContext } from '../../../server-context.ts';
import { fifaRanking } from './fifa.ts';
import { competition, resolveSeason } from './seasons.ts';
import { loadSquad } from './squads.ts';

interface TeamRow {
  id: number;
  sport_id: number;
  league_id: number;
  name_zh: string;
  short_name_zh: string;
  name_en: string;
  short_name_en: string;
  logo: string;
  national: boolean;
}

/**
 * A team's page (/database/team and /fifa-team): the team, its competition, its squad, its matches of the current
 * season, its titles, its record over every stored finished match and, for a national football team, its FIFA rank.
 * Status 3 (球队不存在) for an unknown id.
 */
export async function teamProfile(context: ServerContext, teamId: number) {
  const [team] = await context.db.query<TeamRow>(
    'select id, sport_id, league_id, name_zh, short_name_zh, name_en, short_name_en, logo, national from teams where id = $1',
    [teamId],
  );
  if (!team) throw new DomainError('NOT_FOUND', '球队不存在');
  const league = await competition(context, team.league_id);
  const season = await resolveSeason(context, league.id);
  const now = context.clock.now();
  const [all, squad, honours, fifa] = await Promise.all([
    loadMatches(context, now, '(m.home_team_id = $1 or m.away_team_id = $1)', [teamId]),
    loadSquad(context, teamId),
    context.db.query<{ league_id: number; name_zh: string; name_en: string; season: string }>(
      'select h.league_id, l.name_zh, l.name_en, h.season from team_honours h join leagues l on l.id = h.league_id where h.team_id = $1 order by h.season desc',
      [teamId],
    ),
    team.national && team.sport_id === 1 ? fifaRanking(context) : Promise.resolve([]),
  ]);
  const seasonIds = new Set(
    (
      await context.db.query<{ id: number }>(
        'select id from matches where league_id = $1 and season = $2 and (home_team_id = $3 or away_team_id = $3)',
        [league.id, season, teamId],
      )
    ).map((r) => r.id),
  );
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
