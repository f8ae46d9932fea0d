import { DomainError } from '../../errors.ts';
import { seasonDays } from '../simulation/season-schedule.ts';
import { serverDate } from '../../../clock.ts';
import { seasonSelection } from '../match-store.ts';
import { loadMatches, phaseOf, type MatchView } from '../matches.ts';
import type { MatchReads } from '../ports.ts';
import type { FinishedResult } from '../standings.ts';
import { competitionRows, seasonNames, seasonPlaces, type Competition, type SeasonStage } from './season-store.ts';

export type { Competition };

/** A season is named by its first day; it lasts `seasonDays` (simulation/season-schedule.ts). */
export interface Season {
  season: string;
  start: string;
  end: string;
}

/** A match of a season with where it sits in it. */
export type SeasonMatch = MatchView & { round: number; stage: SeasonStage; group_name: string | null };

/** Every competition of the database, by id (through the read cache). */
export function competitions(context: MatchReads): Promise<Competition[]> {
  return context.cache.get('db-competitions', () => competitionRows(context.db));
}

/** The competition of `id`, or status 3 (赛事不存在) for an unknown id. */
export async function competition(context: MatchReads, id: number): Promise<Competition> {
  const found = (await competitions(context)).find((c) => c.id === id);
  if (!found) throw new DomainError('NOT_FOUND', '赛事不存在');
  return found;
}

/** The competition's seasons, newest first, each with its first and last day. */
export async function seasonsOf(context: MatchReads, leagueId: number): Promise<Season[]> {
  const rows = await context.cache.get(`db-seasons|${leagueId}`, () => seasonNames(context.db, leagueId));
  return rows.map(({ season }) => ({
    season,
    start: season,
    end: new Date(Date.parse(`${season}T00:00:00Z`) + (seasonDays - 1) * 86_400_000).toISOString().slice(0, 10),
  }));
}

/**
 * The season asked for, or the current one: the newest season that has started (a stored next season's first days
 * are not current yet) and has a result; on a season's first day, before its first match ends, the season just
 * finished is still the one shown (docs/decisions.md). Status 3 for a season the competition does not have.
 */
export async function resolveSeason(context: MatchReads, leagueId: number, asked?: string): Promise<string> {
  const seasons = await seasonsOf(context, leagueId);
  if (asked) {
    if (!seasons.some((s) => s.season === asked)) throw new DomainError('NOT_FOUND', '赛季不存在');
    return asked;
  }
  const today = serverDate(context.clock.now());
  const started = seasons.filter((s) => s.season <= today);
  const [newest, previous] = started;
  if (newest && previous && finishedResults(await seasonMatches(context, leagueId, newest.season)).length === 0) return previous.season;
  return (newest ?? seasons[seasons.length - 1])?.season ?? '';
}

/** Every match of a competition's season with its live state now, in kickoff order (computed once a second). */
export function seasonMatches(context: MatchReads, leagueId: number, season: string): Promise<SeasonMatch[]> {
  const second = Math.floor(context.clock.now().getTime() / 1000);
  return context.cache.atSecond(`season|${leagueId}|${season}`, second, async () => {
    const [matches, places] = await Promise.all([
      loadMatches(context, context.clock.now(), seasonSelection(leagueId, season)),
      context.cache.get(`db-rounds|${leagueId}|${season}`, () => seasonPlaces(context.db, leagueId, season)),
    ]);
    const byId = new Map(places.map((p) => [p.id, p]));
    return matches.map((m) => ({
      ...m,
      round: byId.get(m.id)?.round ?? 1,
      stage: byId.get(m.id)?.stage ?? 'league',
      group_name: byId.get(m.id)?.group_name ?? null,
    }));
  });
}

/** Finished matches only (spec 000 §4: football status 8, basketball 10): what tables, form and ranks count. */
export function finishedResults<T extends MatchView>(matches: readonly T[]): (T & FinishedResult)[] {
  return matches
    .filter((m) => phaseOf(m.sport_id, m.status) === 'finished')
    .map((m) => ({ ...m, home_team_id: m.hometeam.id, away_team_id: m.awayteam.id }));
}
