import type { Database } from '../../../db/database.ts';

// What the tasks count of what the server recorded elsewhere (invitations, rooms watched, news read, gifts, chat
// lines), and the rewards and check-ins they pay.

async function count(db: Database, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql, params);
  return row.n;
}

/** Invitations of the user that were rewarded. */
export function rewardedInvites(db: Database, userId: number): Promise<number> {
  return count(db, 'select count(*)::int as n from invites where inviter_id = $1 and reward > 0', [userId]);
}

/** Live rooms the user watched on the server day `day`. */
export function roomsWatched(db: Database, userId: number, day: string): Promise<number> {
  return count(db, 'select count(*)::int as n from live_log where user_id = $1 and watch_day = $2', [userId, day]);
}

/** News articles the user read on the server day `day`. */
export function newsRead(db: Database, userId: number, day: string): Promise<number> {
  return count(db, 'select count(*)::int as n from news_reads where user_id = $1 and read_day = $2', [userId, day]);
}

/** Gifts the user sent from `from` to before `to`. */
export function giftsSent(db: Database, userId: number, from: Date, to: Date): Promise<number> {
  return count(db, 'select count(*)::int as n from gift_sends where user_id = $1 and created_at >= $2 and created_at < $3', [
    userId,
    from.toISOString(),
    to.toISOString(),
  ]);
}

/** Chat lines the user wrote from Unix second `from` to before `to`. */
export function chatLines(db: Database, userId: number, from: number, to: number): Promise<number> {
  return count(db, 'select count(*)::int as n from im_messages where from_id = $1 and time >= $2 and time < $3', [
    String(userId),
    from,
    to,
  ]);
}

/** The rewards the user took in the periods `periods` (a task and its period each). */
export function rewardsTaken(
  db: Database,
  userId: number,
  periods: readonly [string, string],
): Promise<{ prop: string; period: string }[]> {
  return db.query<{ prop: string; period: string }>('select prop, period from task_rewards where user_id = $1 and period in ($2, $3)', [
    userId,
    ...periods,
  ]);
}

/** Records a reward taken unless it was (the primary key decides); false for a second take. */
export async function insertReward(
  tx: Database,
  input: { userId: number; prop: string; period: string; gold: number; now: Date },
): Promise<boolean> {
  const inserted = await tx.query(
    'insert into task_rewards (user_id, prop, period, gold, received_at) values ($1, $2, $3, $4, $5) on conflict do nothing returning prop',
    [input.userId, input.prop, input.period, input.gold, input.now.toISOString()],
  );
  return inserted.length > 0;
}

/** The user's check-ins of two days (today and yesterday), with their streaks. */
export function streakDays(db: Database, userId: number, days: readonly [string, string]): Promise<{ day: string; streak: number }[]> {
  return db.query<{ day: string; streak: number }>('select day, streak from check_ins where user_id = $1 and day in ($2, $3)', [
    userId,
    ...days,
  ]);
}

/** The user's check-ins of `days`, with their awards. */
export function checkInsOn(db: Database, userId: number, days: readonly string[]): Promise<{ day: string; award: number }[]> {
  return db.query<{ day: string; award: number }>('select day, award from check_ins where user_id = $1 and day = any($2)', [
    userId,
    [...days],
  ]);
}

/** Records the day's check-in unless there is one (the primary key decides); false for a second. */
export async function insertCheckIn(
  tx: Database,
  input: { userId: number; day: string; streak: number; award: number; now: Date },
): Promise<boolean> {
  const inserted = await tx.query(
    'insert into check_ins (user_id, day, streak, award, created_at) values ($1, $2, $3, $4, $5) on conflict do nothing returning day',
    [input.userId, input.day, input.streak, input.award, input.now.toISOString()],
  );
  return inserted.length > 0;
}
