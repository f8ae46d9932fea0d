import type { OpsDeskEvent, OpsDeskMatch } from '../../../../schema/generated/api.ts';
import { serverDate, serverDayRange, unixSeconds } from '../../../clock.ts';
import { DomainError } from '../../errors.ts';
import type { Database, ReadThroughCache } from '../../ports.ts';
import { kickoffsBetween } from '../match-store.ts';
import { loadMatches, phaseOf } from '../matches.ts';
import { deskEventsOf, feedProviders, type DeskEventRow } from './desk-store.ts';

/** A desk event as the console shows it: the answer's schema (schema/api/ops/desk-event.json). */
export type DeskEventView = OpsDeskEvent;

/**
 * A match on the desk: its live state as the fans' reads compute it, who feeds it (the data feed's provider, or null:
 * the season's simulation, or added by hand), and the desk's events.
 */
export type DeskMatch = OpsDeskMatch;

export function deskEventView(row: DeskEventRow): DeskEventView {
  return {
    id: row.id,
    kind: row.kind,
    side: row.side,
    minute: row.minute,
    points: row.points,
    player: row.player,
    status: row.status,
    statusBefore: row.status_before,
    actor: row.actor,
    at: unixSeconds(row.created_at),
    voided: row.voided_at !== null,
    voidedAt: row.voided_at === null ? null : unixSeconds(row.voided_at),
    voidedBy: row.voided_by,
    voidReason: row.void_reason,
  };
}

/**
 * The matches kicking off on a server day (YYYY-MM-DD, China time; today when absent), read as the fans' score list
 * reads them, so the desk shows the score and status a fan sees, with the desk's events of each.
 */
export async function deskDay(
  reads: { db: Database; cache: ReadThroughCache },
  now: Date,
  date: string | undefined,
): Promise<{ date: string; matches: DeskMatch[] }> {
  const day = date ?? serverDate(now);
  const range = serverDayRange(day);
  if (!range) throw new DomainError('BAD_INPUT', '参数错误: date 应为 YYYY-MM-DD 日期');
  const matches = await loadMatches(reads, now, kickoffsBetween(range, 0));
  const ids = matches.map((m) => m.id);
  const [events, providers] = ids.length ? await Promise.all([deskEventsOf(reads.db, ids), feedProviders(reads.db, ids)]) : [[], new Map()];
  return {
    date: day,
    matches: matches.map((m) => ({
      id: m.id,
      sportId: m.sport_id,
      league: { nameZh: m.matchevent.short_name_zh || m.matchevent.name_zh, nameEn: m.matchevent.short_name_en || m.matchevent.name_en },
      home: { nameZh: m.hometeam.name_zh, nameEn: m.hometeam.name_en, logo: m.hometeam.logo },
      away: { nameZh: m.awayteam.name_zh, nameEn: m.awayteam.name_en, logo: m.awayteam.logo },
      startTime: m.start_time,
      status: m.status,
      phase: phaseOf(m.sport_id, m.status),
      time: m.time,
      homeScore: m.home_score,
      awayScore: m.away_score,
      provider: providers.get(m.id) ?? null,
      events: events.filter((e) => e.match_id === m.id).map(deskEventView),
    })),
  };
}
