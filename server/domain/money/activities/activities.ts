import { unixSeconds } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { credit, move } from '../ledger/ledger.ts';
import {
  activityRow,
  claimSettlement,
  dueEntries,
  entryRow,
  insertEntry,
  participantCount,
  publicActivities,
  setStatusOverride,
  type ActivityRow,
} from './activity-store.ts';

/** Spec 000 §4 statuses: inactive 0, active 1, finished 2, refund 3, inplay 4. */
export const activityStatus = { inactive: 0, active: 1, finished: 2, refund: 3, inplay: 4 } as const;

/** Withdrawn (0) and refunded (3) are set by the operator; otherwise the clock decides: not started, running, over. */
export function statusOf(a: ActivityRow, now: Date): number {
  if (a.status_override !== null) return a.status_override;
  if (now < new Date(a.start_time)) return activityStatus.active;
  return now < new Date(a.end_time) ? activityStatus.inplay : activityStatus.finished;
}

/** Running first, then upcoming, then the rest; newest start first within each. */
const listOrder = [
  activityStatus.inplay,
  activityStatus.active,
  activityStatus.finished,
  activityStatus.refund,
  activityStatus.inactive,
] as number[];

const present = (a: ActivityRow, now: Date) => ({
  id: a.id,
  title: a.title,
  summary: a.summary,
  cover: a.cover,
  reward: a.reward,
  status: statusOf(a, now),
  start_time: unixSeconds(a.start_time),
  end_time: unixSeconds(a.end_time),
  match_id: a.match_id,
  entry_fee: a.entry_fee,
  award: a.award,
});

/** The activities fans may read (never a draft), optionally of one status: running first, then upcoming, then the rest. */
export async function activityList(db: Database, now: Date, status: number | undefined) {
  const all = (await publicActivities(db)).map((a) => present(a, now));
  const list = all
    .filter((a) => status === undefined || a.status === status)
    .sort((a, b) => listOrder.indexOf(a.status) - listOrder.indexOf(b.status));
  return { list, total: list.length };
}

/**
 * One activity with its body, its match (`matchOf`, the matches area's view of it), how many joined and the fan's
 * entry. A fan who opens an activity that has just ended sees their award or refund without waiting for the settler.
 */
export async function activityInfo<M>(
  db: Database,
  input: { id: number; userId: number | undefined; now: Date; matchOf: (matchId: number) => Promise<M | undefined> },
) {
  const { id, userId, now, matchOf } = input;
  const row = await activityRow(db, id);
  // A draft is the console's only: to a fan it does not exist, by id either.
  if (!row || row.draft) throw new DomainError('NOT_FOUND', '活动不存在');
  await settleActivities(db, now, row.id);
  const match = row.match_id ? await matchOf(row.match_id) : undefined;
  const participants = await participantCount(db, row.id);
  const entry = await entryOf(db, userId, row.id);
  return { ...present(row, now), body: row.body, match: match ?? null, participants, entry };
}

/** A fan may join an activity that has not ended: upcoming (active) or running (inplay). */
const joinable: readonly number[] = [activityStatus.active, activityStatus.inplay];

/**
 * Joins an activity once, paying its entry fee through the ledger (kind `activity`) in the entry's transaction. A
 * second join (or a concurrent one) finds the entry and answers it, moving nothing: the (activity, fan) key decides.
 */
export async function joinActivity(db: Database, userId: number, activityId: number, now: Date) {
  return db.transaction(async (tx) => {
    // Shared lock: an operator's edit of the fee waits for this entry, or this entry for the edit (activity-desk.ts).
    const activity = await activityRow(tx, activityId, 'share');
    if (!activity || activity.draft) throw new DomainError('NOT_FOUND', '活动不存在');
    const already = await entryRow(tx, activityId, userId);
    if (already) return { joined: true, fee: already.fee, repeated: true };
    if (!joinable.includes(statusOf(activity, now))) throw new DomainError('CONFLICT', '活动已结束或已下线，无法报名');
    if (!(await insertEntry(tx, activityId, userId, activity.entry_fee, now)))
      return { joined: true, fee: activity.entry_fee, repeated: true };
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
  const row = await entryRow(db, activityId, userId);
  return row ? { fee: row.fee, settled: row.settled ?? '', joined_at: unixSeconds(row.joined_at) } : null;
}

/**
 * The operator's hand on an activity: withdrawn (0), called off with the fees returned (3), or back to the clock
 * (null). Its entries that are due are settled at once.
 */
export async function setActivityStatus(db: Database, id: number, status: 0 | 3 | null, now: Date): Promise<{ id: number }> {
  if (!(await setStatusOverride(db, id, status))) throw new DomainError('NOT_FOUND', '活动不存在');
  await settleActivities(db, now, id);
  return { id };
}

/** Entries settled per run at most, so one run stays short. */
const maxEntriesPerRun = 500;

/**
 * Settles the open entries of activities that are over: a finished one pays each participant its award (kind
 * `activity_award`), a refunded one returns each fee (kind `activity_refund`). Each entry is claimed by a guarded update
 * (`settled is null`) in the transaction of its payment, so two settlers at once pay it once.
 */
export async function settleActivities(db: Database, now: Date, activityId?: number): Promise<number> {
  // Only entries that are due: of an activity called off (3), or over by the clock.
  const open = await dueEntries(db, now, activityId, maxEntriesPerRun);
  let settled = 0;
  for (const entry of open) {
    const status = statusOf(entry, now);
    if (status !== activityStatus.finished && status !== activityStatus.refund) continue;
    const [kind, amount] =
      status === activityStatus.refund ? (['activity_refund', entry.fee] as const) : (['activity_award', entry.award] as const);
    await db.transaction(async (tx) => {
      const outcome = amount > 0 ? (kind === 'activity_refund' ? 'refund' : 'award') : 'none';
      if (!(await claimSettlement(tx, entry.id, entry.user_id, outcome, now)) || amount === 0) return;
      await credit(tx, { userId: entry.user_id, account: 'gold', amount, kind, ref: `activity_entries:${entry.id}:${entry.user_id}`, now });
      settled++;
    });
  }
  return settled;
}
