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
  /** A goal notice (MatchGoal): the score after it and who scored; absent for a kickoff. */
  goal?: { home: number; away: number; side: 'home' | 'away' };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The notice a message of NOTIFY_ROOM carries, or null: only the server's own custom messages of type RaceStart (a
 * kickoff) or MatchGoal (a football goal, with its score) with a match id and both teams count (the group is public;
 * nothing else in it is a match notice).
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
  if (
    (data.type !== 'RaceStart' && data.type !== 'MatchGoal') ||
    !Number.isInteger(matchid) ||
    matchid <= 0 ||
    !text(data.home) ||
    !text(data.away)
  )
    return null;
  const goal = data.type === 'MatchGoal' ? goalOf(data) : undefined;
  if (goal === null) return null;
  return {
    id: text(data.id) || `race_${matchid}`,
    matchid,
    sportId: Number(data.sport_id) === 2 ? 2 : 1,
    desc: text(data.desc),
    league: { zh: text(data.league), en: text(data.league_en) },
    home: { zh: text(data.home), en: text(data.home_en) },
    away: { zh: text(data.away), en: text(data.away_en) },
    ...(goal ? { goal } : {}),
  };
}

/** A goal's score and side, or null when they are not whole scores and a side. */
function goalOf(data: Record<string, unknown>): RaceStartNotice['goal'] | null {
  const [home, away] = [Number(data.home_score), Number(data.away_score)];
  if (!Number.isInteger(home) || !Number.isInteger(away) || home < 0 || away < 0 || (data.side !== 'home' && data.side !== 'away'))
    return null;
  return { home, away, side: data.side };
}

/** A name in the fan's language: Chinese for cn, else the English name when there is one. */
export const localName = (name: { zh: string; en: string }, lang: string): string => (lang === 'cn' ? name.zh : name.en || name.zh);

/** Where tapping the notice goes: the match's detail page. */
export const matchPathOf = (notice: Pick<RaceStartNotice, 'sportId' | 'matchid'>): string =>
  `/score/detail/${sportPath(notice.sportId)}/${notice.matchid}`;
