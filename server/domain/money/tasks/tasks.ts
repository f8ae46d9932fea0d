import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { credit } from '../ledger/ledger.ts';
import { serverDate, serverDayStart } from '../../../clock.ts';
import { checkInAward, checkInAwards, taskDefinitions, type TaskDefinition } from './task-catalogue.ts';
import {
  chatLines,
  checkInsOn,
  giftsSent,
  insertCheckIn,
  insertReward,
  newsRead,
  rewardedInvites,
  rewardsTaken,
  roomsWatched,
  streakDays,
} from './task-store.ts';

/** Points that start each user level: level n begins at (n - 1) * 1000 points. */
const pointsPerLevel = 1000;

/** How far a user is with a task today (server day, UTC+8), from what the server itself recorded. */
async function stageOf(db: Database, userId: number, task: TaskDefinition, now: Date): Promise<number> {
  const today = serverDate(now);
  if (task.prop === 'appFirstLogin') return 1;
  if (task.prop === 'inviteFriend') return rewardedInvites(db, userId);
  if (task.prop === 'watchLive') return roomsWatched(db, userId, today);
  if (task.prop === 'readInfo') return newsRead(db, userId, today);
  if (task.prop === 'sendGift') return giftsSent(db, userId, serverDayStart(now), serverDayStart(now, 1));
  const from = Math.floor(serverDayStart(now).getTime() / 1000);
  return chatLines(db, userId, from, from + 86_400);
}

const periodOf = (task: TaskDefinition, now: Date) => (task.kind === 'daily' ? serverDate(now) : '');

/** The tasks with progress and whether each reward was taken (newbie ones once per account, daily ones per day). */
export async function taskList(db: Database, userId: number, now: Date) {
  const taken = await rewardsTaken(db, userId, ['', serverDate(now)]);
  return Promise.all(
    taskDefinitions.map(async (task) => {
      const stage = Math.min(task.stage_max, await stageOf(db, userId, task, now));
      const received = taken.some((t) => t.prop === task.prop && t.period === periodOf(task, now)) ? 1 : 0;
      return {
        prop: task.prop,
        kind: task.kind,
        name: task.name,
        name_en: task.name_en,
        desc: task.desc,
        stage,
        stage_max: task.stage_max,
        reward: task.reward,
        received,
      };
    }),
  );
}

/** Pays a finished task's gold once; the primary key of task_rewards makes a second (or concurrent) call fail. */
export async function receiveReward(db: Database, userId: number, prop: string, now: Date) {
  const task = taskDefinitions.find((t) => t.prop === prop);
  if (!task) throw new DomainError('NOT_FOUND', '任务不存在');
  if ((await stageOf(db, userId, task, now)) < task.stage_max) throw new DomainError('CONFLICT', '任务尚未完成');
  return db.transaction(async (tx) => {
    if (!(await insertReward(tx, { userId, prop, period: periodOf(task, now), gold: task.reward, now })))
      throw new DomainError('CONFLICT', '奖励已领取');
    const gold = await credit(tx, {
      userId,
      account: 'gold',
      amount: task.reward,
      kind: 'task',
      ref: `task_rewards:${prop}:${periodOf(task, now) || 'once'}`,
      now,
    });
    return { prop, award: task.reward, gold };
  });
}

/** The streak that today's check-in continues (yesterday's), or today's once checked in. */
async function streaks(db: Database, userId: number, now: Date) {
  const rows = await streakDays(db, userId, [serverDate(now), serverDate(serverDayStart(now, -1))]);
  const today = rows.find((r) => r.day === serverDate(now));
  const yesterday = rows.find((r) => r.day !== serverDate(now));
  return { checkedToday: Boolean(today), continuous: today?.streak ?? yesterday?.streak ?? 0 };
}

/** Checks in once per server day: the streak grows when yesterday was checked in too, and the award follows the streak. */
export async function checkIn(db: Database, userId: number, now: Date) {
  const { checkedToday, continuous } = await streaks(db, userId, now);
  if (checkedToday) throw new DomainError('CONFLICT', '今天已签到');
  const streak = continuous + 1;
  const award = checkInAward(streak);
  return db.transaction(async (tx) => {
    if (!(await insertCheckIn(tx, { userId, day: serverDate(now), streak, award, now }))) throw new DomainError('CONFLICT', '今天已签到');
    const gold = await credit(tx, { userId, account: 'gold', amount: award, kind: 'check_in', ref: `check_ins:${serverDate(now)}`, now });
    return { continuous: streak, award, gold };
  });
}

/** This week (Monday to Sunday, server days) with the days checked in, and the streak. */
export async function checkInWeek(db: Database, userId: number, now: Date) {
  // Days since Monday: getUTCDay of the server date is 0 on Sunday.
  const monday = (new Date(`${serverDate(now)}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days = Array.from({ length: 7 }, (_, i) => serverDate(serverDayStart(now, i - monday)));
  const rows = await checkInsOn(db, userId, days);
  const { checkedToday, continuous } = await streaks(db, userId, now);
  return {
    today: serverDate(now),
    checkin: checkedToday ? 1 : 0,
    continuous,
    days: days.map((date) => ({
      date,
      checked: rows.some((r) => r.day === date) ? 1 : 0,
      award: rows.find((r) => r.day === date)?.award ?? 0,
    })),
  };
}

/** Task info (spec 000 §3): check-in state, wallet gold, level and tasks in one answer. */
export async function taskInfo(db: Database, user: { id: number; gold: number; point: number; user_level: number }, now: Date) {
  const { checkedToday, continuous } = await streaks(db, user.id, now);
  const nth = checkedToday ? ((continuous - 1) % checkInAwards.length) + 1 : (continuous % checkInAwards.length) + 1;
  return {
    checkin: checkedToday ? 1 : 0,
    checkText: checkedToday ? `已连续签到 ${continuous} 天` : `签到领 ${checkInAward(continuous + 1)} 金币`,
    checkin_continuous: continuous,
    checkin_nth: nth,
    checkin_nth_status: checkInAwards.map((award, i) => ({
      nth: i + 1,
      award,
      checked: i + 1 < nth || (checkedToday && i + 1 === nth) ? 1 : 0,
    })),
    gold: user.gold,
    level: { level: user.user_level, next: user.user_level * pointsPerLevel, point: user.point },
    tasks: await taskList(db, user.id, now),
  };
}
