import type { Database } from '../db/database.ts';
import type { ChatGateway } from './gateway-port.ts';
import { notifyGroupId } from './groups.ts';
import { publishOnlineOnly, type MatchGoalEvent, type RaceStartEvent } from './room-events.ts';
import { kickoffOf, type KickoffRow } from './store/match-feed-store.ts';

/** The notice of one match; `id` names the match, so an app shows one match's kickoff once whoever sent it. */
export function raceStartEvent(row: KickoffRow): RaceStartEvent {
  const { id, sport_id, league, league_en, home, home_en, away, away_en } = row;
  return {
    type: 'RaceStart',
    id: `race_${id}`,
    matchid: id,
    sport_id,
    league,
    league_en,
    home,
    home_en,
    away,
    away_en,
    desc: `${league} ${home} vs ${away} 比赛开始`,
  };
}

/** The kickoff notice of a match into NOTIFY_ROOM (online-only: a fan who opens the app later has missed it); null if no such match. */
export async function publishRaceStart(db: Database, gateway: ChatGateway, matchid: number): Promise<RaceStartEvent | null> {
  const row = await kickoffOf(db, matchid);
  if (!row) return null;
  const event = raceStartEvent(row);
  publishOnlineOnly(gateway, notifyGroupId, event);
  return event;
}

/** A goal as the match's delta tells it (jobs/match-deltas.ts): its incident's row id, the score after it and who scored. */
export interface Goal {
  matchid: number;
  incident: number;
  home_score: number;
  away_score: number;
  side: 'home' | 'away';
}

/**
 * A football goal into NOTIFY_ROOM (online-only, like a kickoff): the app shows it to the match's followers on any
 * page (docs/decisions.md "Goal notices"); null if no such match.
 */
export async function publishGoal(db: Database, gateway: ChatGateway, goal: Goal): Promise<MatchGoalEvent | null> {
  const row = await kickoffOf(db, goal.matchid);
  if (!row) return null;
  const { home_score, away_score, side } = goal;
  const names = raceStartEvent(row);
  const event: MatchGoalEvent = {
    ...names,
    type: 'MatchGoal',
    id: `goal_${goal.matchid}_${goal.incident}`,
    home_score,
    away_score,
    side,
    desc: `${names.league} ${names.home} ${home_score}-${away_score} ${names.away} 进球`,
  };
  publishOnlineOnly(gateway, notifyGroupId, event);
  return event;
}
