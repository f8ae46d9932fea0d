import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { HeldLock } from '../db/advisory-lock.ts';
import type { Database } from '../db/database.ts';
import type { ChatGateway } from '../im/gateway-port.ts';
import { notifyGroupId } from '../im/groups.ts';
import { raceStartEvent } from '../im/race-start-notices.ts';
import { publishOnlineOnly } from '../im/room-events.ts';
import { kickoffsBetween } from '../im/store/match-feed-store.ts';
import { matchState } from '../domain/matches/simulation/match-state.ts';
import { phaseOf } from '../domain/matches/matches.ts';
import { onSimulatorNode } from './simulator-node.ts';
import { Ticker } from './ticker.ts';

/** How often (real time) the ticker compares the clock with the kickoffs. @default 5000 */
export const raceStartTickMs = 5_000;
/**
 * Kickoffs older than this at a tick are stale news and skipped: after a pause (a laptop asleep, a jump of an
 * accelerated clock) the apps would otherwise get a burst of notices for matches long under way.
 */
const staleAfterMs = 10 * 60_000;
/** Notices one tick may send at most: the seed has a few dozen kickoffs a day; this bounds a database with many more. */
const maxNoticesPerTick = 100;

/**
 * Tells NOTIFY_ROOM when a match moves from waiting to in play, by the server clock: each tick covers the kickoffs
 * after the previous tick's instant up to now, so windows never overlap and a match is announced once. Every match
 * counts, not only hot ones: the app decides whom to tell (docs/decisions.md "Match-start notices"). A fixed clock
 * (`--clock`) never moves, so it never announces anything and QA screens stay still.
 */
export class RaceStartTicker extends Ticker<number> {
  private last: Date;

  constructor(private readonly context: { db: Database; clock: Clock; im: ChatGateway }) {
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
    const rows = await kickoffsBetween(this.context.db, from.toISOString(), now.toISOString(), maxNoticesPerTick);
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
export function raceStartNotices(
  app: FastifyInstance,
  context: { db: Database; clock: Clock; im: ChatGateway; simulator?: HeldLock },
): void {
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
