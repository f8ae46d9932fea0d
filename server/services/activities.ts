import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { DomainError } from '../domain/errors.ts';
import { credit, move } from './ledger/ledger.ts';
import type { ServerContext } from '../server-context.ts';
import { Ticker } from '../jobs/ticker.ts';
import { unixSeconds } from '../clock.ts';
import { onSimulatorNode } from '../jobs/simulator-node.ts';

export interface ActivityRow {
  id: number;
  title: string;
  summary: string;
  body: string[];
  cover: string;
  reward: string;
  match_id: number | null;
  start_time: string;
  end_time: string;
  status_override: number | null;
  entry_fee: number;
  award: number;
}

/** Spec 000 §4 statuses: inactive 0, active 1, finished 2, refund 3, inplay 4. */
export const activityStatus = { inactive: 0, active: 1, finished: 2, refund: 3, inplay: 4 } as const;

/** Withdrawn (0) and refunded (3) are set by the operator; otherwise the clock decides: not started, running, over. */
export function statusOf(a: ActivityRow, now: Date): number {
  if (a.status_override !== null) return a.status_override;
  if (now < new Date(a.start_time)) return activityStatus.active;
  return now < new Date(a.end_time) ? activityStatus.inplay : activityStatus.finished;
}

/** A fan may join an activity that has not ended: upcoming (active) or running (inplay). */
const joinable: readonly number[] = [activityStatus.active, activityStatus.inplay];

/**
 * Joins an activity once, paying its entry fee through the ledger (kind `activity`) in the entry's transaction. A
 * second join (or a concurrent one) finds the entry and answers it, moving nothing: the (activity, fan) key decides.
 */
export async function joinActivity(db: Database, userId: number, activityId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [activity] = await tx.query<ActivityRow>('select * from activities where id = $1', [activityId]);
    if (!activity) throw new DomainError('NOT_FOUND', '活动不存在');
    const [already] = await tx.query<{ fee: number }>('select fee from activity_entries where activity_id = $1 and user_id = $2', [
      activityId,
      userId,
    ]);
    if (already) return { joined: true, fee: already.fee, repeated: true };
    if (!joinable.includes(statusOf(activity, now))) throw new DomainError('CONFLICT', '活动已结束或已下线，无法报名');
    const inserted = await tx.query(
      'insert into activity_entries (activity_id, user_id, fee, joined_at) values ($1, $2, $3, $4) on conflict do nothing returning user_id',
      [activityId, userId, activity.entry_fee, now.toISOString()],
    );
    if (inserted.length === 0) return { joined: true, fee: activity.entry_fee, repeated: true };
    if (activity.entry_fee > 0) {
      const balance = await move(tx, {
        userId,
        account: 'gold',
        amount: -activity.entry_fee,
        kind: 'activity',
        ref: `activity_entries:${activityId}:${userId}`,
        now,
      });
      if (balance === null) throw new DomainError('INSUFFICIENT_BALANCE', '金币不足，请先充值');
    }
    return { joined: true, fee: activity.entry_fee, repeated: false };
  });
}

/** The fan's entry in an activity: joined or not, what they paid, and how it was settled (award, refund, none). */
export async function entryOf(db: Database, userId: number | undefined, activityId: number) {
  if (userId === undefined) return null;
  const [row] = await db.query<{ fee: number; settled: string | null; joined_at: Date | string }>(
    'select fee, settled, joined_at from activity_entries where activity_id = $1 and user_id = $2',
    [activityId, userId],
  );
  return row ? { fee: row.fee, settled: row.settled ?? '', joined_at: unixSeconds(row.joined_at) } : null;
}

/** Entries settled per run at most, so one run stays short. */
const maxEntriesPerRun = 500;

/**
 * Settles the open entries of activities that are over: a finished one pays each participant its award (kind
 * `activity_award`), a refunded one returns each fee (kind `activity_refund`). Each entry is claimed by a guarded update
 * (`settled is null`) in the transaction of its payment, so two settlers at once pay it once.
 */
export async function settleActivities(db: Database, now: Date, activityId?: number): Promise<number> {
  // Only entries that are due: of an activity called off (3), or over by the clock. Open entries of running or withdrawn
  // activities never fill the batch, however many there are.
  const open = await db.query<ActivityRow & { user_id: number; fee: number }>(
    `select a.*, e.user_id, e.fee from activity_entries e join activities a on a.id = e.activity_id
     where e.settled is null and (a.status_override = 3 or (a.status_override is null and a.end_time <= $1)) and ($2::int is null or a.id = $2)
     order by a.id, e.user_id limit ${maxEntriesPerRun}`,
    [now.toISOString(), activityId ?? null],
  );
  let settled = 0;
  for (const entry of open) {
    const status = statusOf(entry, now);
    if (status !== activityStatus.finished && status !== activityStatus.refund) continue;
    const [kind, amount] =
      status === activityStatus.refund ? (['activity_refund', entry.fee] as const) : (['activity_award', entry.award] as const);
    await db.transaction(async (tx) => {
      const claimed = await tx.query(
        'update activity_entries set settled = $3, settled_at = $4 where activity_id = $1 and user_id = $2 and settled is null returning user_id',
        [entry.id, entry.user_id, amount > 0 ? (kind === 'activity_refund' ? 'refund' : 'award') : 'none', now.toISOString()],
      );
      if (claimed.length === 0 || amount === 0) return;
      await credit(tx, { userId: entry.user_id, account: 'gold', amount, kind, ref: `activity_entries:${entry.id}:${entry.user_id}`, now });
      settled++;
    });
  }
  return settled;
}

class ActivitySettler extends Ticker<number> {
  constructor(private readonly context: ServerContext) {
    super();
  }

  protected run(): Promise<number> {
    return settleActivities(this.context.db, this.context.clock.now());
  }
}

/** Settles activities as the clock ends them (a fixed clock settles on reads only), stopping with the app. */
export function activitySettlement(app: FastifyInstance, context: ServerContext): void {
  const settler = new ActivitySettler(context);
  if (!context.clock.fixed)
    app.addHook('onReady', async () =>
      settler.start(
        30_000,
        (error) => context.im.log.warn({ err: error }, 'activity settlement failed'),
        () => onSimulatorNode(context),
      ),
    );
  app.addHook('onClose', () => settler.stop());
}
