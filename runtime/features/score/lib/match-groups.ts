import type { Match } from '../../../../schema/generated/api.ts';
import { cstDate } from './schedule.ts';

/** Matches of one China Standard Time day; `offset` is days from today (0 today, 1 tomorrow, -1 yesterday). */
export interface DayGroup {
  date: string;
  offset: number;
  matches: Match[];
}

const dayMs = 86_400_000;

/**
 * The followed matches by scheduled kickoff day (China Standard Time, as the schedule counts days), days and matches
 * in kickoff order. The day comes from `start_time`, the scheduled kickoff: a second half's `kickoff_time` may fall
 * after midnight and must not move the match to the next day.
 */
export function groupByDay(list: readonly Match[], nowMs: number): DayGroup[] {
  const today = Date.parse(`${cstDate(nowMs)}T00:00:00Z`);
  const groups = new Map<string, DayGroup>();
  for (const match of [...list].sort((a, b) => a.start_time - b.start_time || a.id - b.id)) {
    const date = cstDate(match.start_time * 1000);
    let group = groups.get(date);
    if (!group) {
      group = { date, offset: Math.round((Date.parse(`${date}T00:00:00Z`) - today) / dayMs), matches: [] };
      groups.set(date, group);
    }
    group.matches.push(match);
  }
  return [...groups.values()];
}

/** Search results by sport, football first; a sport without results has no group. Server order is kept inside. */
export function groupBySport(list: readonly Match[]): { sportId: Match['sport_id']; matches: Match[] }[] {
  return ([1, 2] as const)
    .map((sportId) => ({ sportId, matches: list.filter((m) => m.sport_id === sportId) }))
    .filter((g) => g.matches.length > 0);
}
