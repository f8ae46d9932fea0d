import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { matchState } from '../seed/match-state.ts';
import { phaseOf } from '../services/matches.ts';
import { Ticker } from '../services/ticker.ts';
import type { ImGateway } from './gateway.ts';
import { notifyGroupId } from './groups.ts';
import { publishOnlineOnly, type MatchGoalEvent, type RaceStartEvent } from './room-events.ts';
import type { HeldLock } from '../db/advisory-lock.ts';
import { onSimulatorNode } from '../services/simulator-node.ts';

/** How often (real time) the ticker compares the clock with the kickoffs. @default 5000 */
export const raceStartTickMs = 5_000;
/**
 * Kickoffs older than this at a tick are stale news and skipped: after a pause (a laptop asleep, a jump of an
 * accelerated clock) the apps would otherwise get a burst of notices for matches long under way.
 */
const staleAfterMs = 10 * 60_000;
/** Notices one tick may send at most: the seed has a few dozen kickoffs a day; this bounds a database with many more. */
const maxNoticesPerTick = 100;

interface KickoffRow {
  id: number;
  sport_id: number;
  kickoff_time: Date | string;
  status_override: number | null;
  league: string;
  league_en: string;
  home: string;
  home_en: string;
  away: string;
  away_en: string;
}

const kickoffSelect = `
  select m.id, m.sport_id, m.kickoff_time, m.status_override,
         coalesce(nullif(l.short_name_zh, ''), l.name_zh) as league, l.name_en as league_en,
         coalesce(nullif(h.short_name_zh, ''), h.name_zh) as home, coalesce(nullif(h.short_name_en, ''), h.name_en) as home_en,
         coalesce(nullif(a.short_name_zh, ''), a.name_zh) as away, coalesce(nullif(a.short_name_en, ''), a.name_en) as away_en
  from matches m
  join leagues l on l.id = m.league_id
  join teams h on h.id = m.home_team_id
  join teams a on a.id = m.away_team_id`;

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
export async function publishRaceStart(db: Database, gateway: ImGateway, matchid: number): Promise<RaceStartEvent | null> {
  const [row] = await db.query<KickoffRow>(`${kickoffSelect} where m.id = $1`, [matchid]);
  if (!row) return null;
  const event = raceStartEvent(row);
  publishOnlineOnly(gateway, notifyGroupId, event);
  return event;
}

/** A goal as the match's delta tells it (match-deltas.ts): its incident's row id, the score after it and who scored. */
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
export async function publishGoal(db: Database, gateway: ImGateway, goal: Goal): Promise<MatchGoalEvent | null> {
  const [row] = await db.query<KickoffRow>(`${kickoffSelect} where m.id = $1`, [goal.matchid]);
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

/**
 * Tells NOTIFY_ROOM when a match moves from waiting to in play, by the server clock: each tick covers the kickoffs
 * after the previous tick's instant up to now, so windows never overlap and a match is announced once. Every match
 * counts, not only hot ones: the app decides whom to tell (docs/decisions.md "Match-start notices"). A fixed clock
 * (`--clock`) never moves, so it never announces anything and QA screens stay still.
 */
export class RaceStartTicker extends Ticker<number> {
  private last: Date;

  constructor(private readonly context: { db: Database; clock: Clock; im: ImGateway }) {
    super();
    this.last = context.clock.now();
  }

  /** The node that does the clock's jobs announced this tick's kickoffs: after a fail-over this node starts from here. */
  protected override skipped(): void {
    this.last = this.context.clock.now();
  }

  /** Announces the matches that kicked off since the last tick and are in play now; answers how many. */
  protected async run(): Promise<number> {
    const now = this.context.clock.now();
    if (now <= this.last) return 0;
    const from = new Date(Math.max(this.last.getTime(), now.getTime() - staleAfterMs));
    const rows = await this.context.db.query<KickoffRow>(
      `${kickoffSelect} where m.kickoff_time > $1 and m.kickoff_time <= $2 order by m.kickoff_time, m.id limit ${maxNoticesPerTick}`,
      [from.toISOString(), now.toISOString()],
    );
    this.last = now;
    // A postponed or cancelled match (a fixed status) has not started, whatever its kickoff time says.
    const started = rows.filter(
      (row) =>
        phaseOf(row.sport_id, matchState(row.sport_id, new Date(row.kickoff_time), now, [], row.status_override).status) === 'inplay',
    );
    for (const row of started) publishOnlineOnly(this.context.im, notifyGroupId, raceStartEvent(row));
    return started.length;
  }
}

/** Starts the server's ticker with the app (not for a fixed clock, which never moves) and stops it when the app closes. */
export function raceStartNotices(app: FastifyInstance, context: { db: Database; clock: Clock; im: ImGateway; simulator?: HeldLock }): void {
  const ticker = new RaceStartTicker(context);
  if (!context.clock.fixed)
    app.addHook('onReady', async () =>
      ticker.start(
        raceStartTickMs,
        (error) => context.im.log.warn({ err: error }, 'race start notices failed'),
        () => onSimulatorNode(context),
      ),
    );
  app.addHook('onClose', () => ticker.stop());
}
