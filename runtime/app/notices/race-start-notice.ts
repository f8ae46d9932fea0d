import type { Message } from '../../im/index.ts';
import { roomSystemSender } from '../../im/index.ts';
import { sportPath } from '../../core/rules/match-status.ts';

/** A match-start notice as the popup shows it: the RaceStart message of NOTIFY_ROOM (docs/im-api.md), read defensively. */
export interface RaceStartNotice {
  id: string;
  matchid: number;
  sportId: number;
  desc: string;
  league: { zh: string; en: string };
  home: { zh: string; en: string };
  away: { zh: string; en: string };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The notice a message of NOTIFY_ROOM carries, or null: only the server's own custom messages of type RaceStart with a
 * match id and both teams count (the group is public; nothing else in it is a kickoff).
 */
export function raceStartOf(message: Pick<Message, 'type' | 'from' | 'payload'>): RaceStartNotice | null {
  if (message.type !== 'TIMCustomElem' || message.from !== roomSystemSender) return null;
  let data: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text((message.payload as { data?: unknown }).data));
    if (!parsed || typeof parsed !== 'object') return null;
    data = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const matchid = Number(data.matchid);
  if (data.type !== 'RaceStart' || !Number.isInteger(matchid) || matchid <= 0 || !text(data.home) || !text(data.away)) return null;
  return {
    id: text(data.id) || `race_${matchid}`,
    matchid,
    sportId: Number(data.sport_id) === 2 ? 2 : 1,
    desc: text(data.desc),
    league: { zh: text(data.league), en: text(data.league_en) },
    home: { zh: text(data.home), en: text(data.home_en) },
    away: { zh: text(data.away), en: text(data.away_en) },
  };
}

/** A name in the fan's language: Chinese for cn, else the English name when there is one. */
export const localName = (name: { zh: string; en: string }, lang: string): string => (lang === 'cn' ? name.zh : name.en || name.zh);

/** Where tapping the notice goes: the match's detail page. */
export const matchPathOf = (notice: Pick<RaceStartNotice, 'sportId' | 'matchid'>): string => `/score/detail/${sportPath(notice.sportId)}/${notice.matchid}`;
