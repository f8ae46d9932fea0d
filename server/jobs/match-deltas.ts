import type { FastifyInstance } from 'fastify';
import { listChange, liveChange, loadLiveFacts, type LiveChange, type LiveFacts } from '../domain/matches/detail/live-facts.ts';
import type { MatchDeltas as MatchDeltasPort } from '../domain/match-deltas-port.ts';
import type { ServerContext } from '../server-context.ts';
import { Ticker } from './ticker.ts';
import { dayChannelId, matchChannelId } from '../im/match-channel.ts';
import { publishGoal } from '../im/race-start-notices.ts';
import { publishOnlineOnly } from '../im/room-events.ts';
import { onSimulatorNode } from './simulator-node.ts';
import { pushMatchChange } from './match-push.ts';
import { matchesKickingOff, sportOf } from '../im/store/match-feed-store.ts';

/** How often (real time) the simulator's matches are compared with what was last published. @default 1000 */
export const matchDeltaTickMs = 1_000;
/** The ticker watches matches from this long before kickoff (so the kickoff itself is a change) ... */
const watchBeforeMs = 10 * 60_000;
/** ... to this long after it (a football match with half-time lasts 105 minutes; a pause leaves room). */
const watchAfterMs = 3 * 3_600_000;

/** What a match's channels hear when it changes (docs/im-protocol.md "Match channels"): only what changed. */
export type MatchDeltaEvent = { type: 'MatchDelta'; matchid: number; seq: number; time: string } & LiveChange;

/**
 * Publishes every change of a match a fan sees, once, into the match's channel, as the simulator (the clock) or the
 * admin API makes it, to the match's channel and its day's (docs/decisions.md "Live scores in real time"). It keeps the facts last published per match
 * and a sequence per match; the work on one match runs one job at a time, so an admin change and a tick never publish
 * the same change twice. Matches do not wait for each other: an admin goal waits for the tick's look at its own match,
 * not for the tick's pass over the forty others (docs/decisions.md "Fan-out and goal-to-screen speed").
 */
export class MatchDeltas extends Ticker<number> implements MatchDeltasPort {
  private readonly published = new Map<number, LiveFacts>();
  /** The last sequence per channel and match (`<channel>|<matchid>`): the day's channel hears fewer deltas than the match's. */
  private readonly sequences = new Map<string, number>();
  /** The job under way or last queued per match: the next job on the match starts after it. */
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(private readonly context: ServerContext) {
    super();
  }

  /**
   * Applies an admin write to a match (`write`), then publishes what it changed. The read cache is cleared after
   * the write, so the facts are read afresh. Without such a match the write runs alone (it answers "not found").
   */
  change(matchId: number, write: () => Promise<void>): Promise<MatchDeltaEvent | null> {
    return this.serially(matchId, async () => {
      const sportId = await sportOf(this.context.db, matchId);
      if (sportId !== undefined && !this.published.has(matchId))
        this.published.set(matchId, await loadLiveFacts(this.context, matchId, sportId));
      await write();
      this.context.cache.clear();
      return sportId === undefined ? null : this.publishChange(matchId, sportId);
    });
  }

  /**
   * Another node publishes the simulator's changes: what this node published last is forgotten, so after a fail-over
   * its first run takes the matches as they are then (as at a start) instead of announcing again a goal the other
   * node told.
   */
  protected override skipped(): void {
    // In each match's turn, so an admin change under way here keeps the facts it started from.
    for (const id of [...this.published.keys()]) void this.serially(id, async () => this.published.delete(id));
  }

  /** The simulator's changes: every watched match is compared with what was last published. Answers how many changed. */
  protected async run(): Promise<number> {
    const now = this.context.clock.now().getTime();
    const watched = await matchesKickingOff(
      this.context.db,
      new Date(now - watchAfterMs).toISOString(),
      new Date(now + watchBeforeMs).toISOString(),
    );
    const ids = new Set(watched.map((match) => match.id));
    // A match that left the window changes no more by itself; an admin change reads it afresh. Forgotten in the
    // match's turn, so an admin change under way keeps the facts it started from.
    for (const id of [...this.published.keys()]) if (!ids.has(id)) void this.serially(id, async () => this.published.delete(id));
    let changed = 0;
    for (const match of watched) {
      const published = await this.serially(match.id, async () => {
        // A match seen for the first time (server start, a new match) is the baseline: nothing is news yet.
        if (!this.published.has(match.id)) this.published.set(match.id, await loadLiveFacts(this.context, match.id, match.sport_id));
        else return this.publishChange(match.id, match.sport_id);
        return null;
      });
      if (published) changed++;
    }
    return changed;
  }

  private async publishChange(matchId: number, sportId: number): Promise<MatchDeltaEvent | null> {
    const after = await loadLiveFacts(this.context, matchId, sportId);
    const before = this.published.get(matchId);
    this.published.set(matchId, after);
    const change = before ? liveChange(before, after) : null;
    if (!change) return null;
    if (before)
      this.context.push.pending.add(
        pushMatchChange(this.context, matchId, sportId, before, after).catch((error: unknown) =>
          this.context.im.log.warn({ err: error, matchid: matchId }, 'push notices failed'),
        ),
      );
    const event = this.publish(matchChannelId(matchId), matchId, after.time, change);
    // The day's score list hears the same change without the odds it does not show, in its own sequence: a minute's
    // repricing alone is not sent to it at all (docs/decisions.md "Odds in the match deltas").
    const forList = listChange(change);
    if (forList) this.publish(dayChannelId(after.start_time * 1000), matchId, after.time, forList);
    // A football goal is news on any page for the match's followers. A basketball score moves every few seconds: its
    // baskets stay in the match's channels. Each goal is named by its incident's row id, not by this node's sequence,
    // which starts again on the node that takes the clock's jobs over and is not the sequence of a node that posts an
    // admin goal without them: so one goal told by two nodes has one id (the app shows it once), two goals never share one.
    if (sportId === 1 && before) {
      const told = new Set(before.scored.map((incident) => incident.id));
      for (const incident of after.scored) {
        if (told.has(incident.id) || after[`${incident.side}_score`] <= before[`${incident.side}_score`]) continue;
        await publishGoal(this.context.db, this.context.im, {
          matchid: matchId,
          incident: incident.id,
          home_score: after.home_score,
          away_score: after.away_score,
          side: incident.side,
        });
      }
    }
    return event;
  }

  private publish(channel: string, matchId: number, time: string, change: LiveChange): MatchDeltaEvent {
    const key = `${channel}|${matchId}`;
    const seq = (this.sequences.get(key) ?? 0) + 1;
    this.sequences.set(key, seq);
    const event: MatchDeltaEvent = { type: 'MatchDelta', matchid: matchId, seq, time, ...change };
    publishOnlineOnly(this.context.im, channel, event);
    return event;
  }

  /** Runs `job` after the jobs queued before it on the same match; other matches' jobs run meanwhile. */
  private serially<T>(matchId: number, job: () => Promise<T>): Promise<T> {
    const next = (this.queues.get(matchId) ?? Promise.resolve()).then(job);
    const settled = next.catch(() => undefined);
    this.queues.set(matchId, settled);
    // The last job of a match removes its queue, so the map holds only matches with work under way.
    void settled.then(() => {
      if (this.queues.get(matchId) === settled) this.queues.delete(matchId);
    });
    return next;
  }
}

/** Creates the server's publisher on the context, ticks it with a moving clock (a fixed one never moves), stops it on close. */
export function matchDeltas(app: FastifyInstance, context: ServerContext): void {
  const deltas = new MatchDeltas(context);
  context.matchDeltas = deltas;
  if (!context.clock.fixed)
    app.addHook('onReady', async () =>
      deltas.start(
        matchDeltaTickMs,
        (error) => context.im.log.warn({ err: error }, 'match deltas failed'),
        () => onSimulatorNode(context),
      ),
    );
  app.addHook('onClose', () => deltas.stop());
}
