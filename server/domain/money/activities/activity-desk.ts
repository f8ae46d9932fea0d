import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { lineOf, paragraphsOf } from '../../plain-text.ts';
import { instantOf } from '../../schedule.ts';
import { activityStatus, statusOf } from './activities.ts';
import {
  activityRow,
  deskActivities,
  insertActivity,
  moveActivity,
  participantCount,
  updateActivity,
  type ActivityFields,
  type ActivityRow,
} from './activity-store.ts';

/** What an operator writes of an activity; the body is plain text, one paragraph per line; times ISO 8601. */
export interface ActivityInput {
  title: string;
  summary: string;
  body: string;
  cover?: string | null;
  reward: string;
  startTime: string;
  endTime: string;
  entryFee: number;
  award: number;
}

/** The longest texts: a title fits the card's line, a summary its two lines, a reward the badge. */
export const activityLimits = { title: 40, summary: 200, reward: 40, body: 5_000, paragraphs: 30 } as const;

/** An activity as the console shows it: its status as fans read it (spec 000 §4) and the version a change sends back. */
export function presentActivity(row: ActivityRow, now: Date, participants: number) {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body.join('\n'),
    cover: row.cover,
    reward: row.reward,
    status: statusOf(row, now),
    draft: row.draft,
    withdrawn: row.status_override === activityStatus.inactive,
    startTime: new Date(row.start_time).toISOString(),
    endTime: new Date(row.end_time).toISOString(),
    entryFee: row.entry_fee,
    award: row.award,
    participants,
    editedAt: row.edited_at ? new Date(row.edited_at).toISOString() : null,
    version: row.version,
  };
}

function fieldsOf(input: ActivityInput): ActivityFields {
  const title = lineOf(input.title, activityLimits.title, '标题');
  const summary = lineOf(input.summary, activityLimits.summary, '摘要');
  const reward = lineOf(input.reward, activityLimits.reward, '奖励');
  const body = paragraphsOf(input.body, activityLimits, '规则');
  const start = instantOf(input.startTime, '开始时间');
  const end = instantOf(input.endTime, '结束时间');
  if (!start || !end) throw new DomainError('BAD_INPUT', '请填写开始时间和结束时间');
  if (end <= start) throw new DomainError('BAD_INPUT', '结束时间必须晚于开始时间');
  const cover = input.cover?.trim() || null;
  return { title, summary, body, cover, reward, start_time: start, end_time: end, entry_fee: input.entryFee, award: input.award };
}

/** Every activity with how many joined, drafts first, then the newest start. */
export async function listActivityDesk(db: Database, now: Date) {
  return (await deskActivities(db)).map((row) => presentActivity(row, now, row.participants));
}

/** A new activity, a draft (the console's only) until an operator publishes it. */
export async function createActivity(db: Database, input: ActivityInput, now: Date) {
  return presentActivity(await insertActivity(db, fieldsOf(input), now), now, 0);
}

async function rowOf(db: Database, id: number, lock?: 'update'): Promise<ActivityRow> {
  const row = await activityRow(db, id, lock);
  if (!row) throw new DomainError('NOT_FOUND', '活动不存在');
  return row;
}

const changedSince = () => new DomainError('CONFLICT', '活动已被其他人更改，请重新加载');

/**
 * Rewrites an activity the operator read at `version`: texts, cover, reward and schedule always; the entry fee and the
 * award only while no fan has joined (what they paid and were promised stands). Answers it before and after.
 */
export async function editActivity(db: Database, id: number, version: number, input: ActivityInput, now: Date) {
  const fields = fieldsOf(input);
  // Locked until the edit commits: a fan's entry waits, then pays what the edit left (activities.ts joinActivity).
  const before = await rowOf(db, id, 'update');
  const participants = await participantCount(db, id);
  if (participants > 0 && (fields.entry_fee !== before.entry_fee || fields.award !== before.award))
    throw new DomainError('BAD_INPUT', '已有粉丝报名，报名费和奖励不能再改');
  const after = await updateActivity(db, id, version, fields, now);
  if (!after) throw changedSince();
  return { before: presentActivity(before, now, participants), after: presentActivity(after, now, participants) };
}

/**
 * Publishes a draft (fans see it at their next read) or a withdrawn activity back to its schedule, or withdraws one on
 * its schedule (status 0, 失效, no new entries), as read at `version`. One called off with refunds (3) stays with the
 * admin API. Answers it before and after.
 */
export async function moveActivityItem(db: Database, id: number, move: 'publish' | 'withdraw', version: number, now: Date) {
  const before = await rowOf(db, id);
  const after = await moveActivity(db, id, version, move, now);
  const participants = await participantCount(db, id);
  if (after) return { before: presentActivity(before, now, participants), after: presentActivity(after, now, participants) };
  if ((await rowOf(db, id)).version !== version) throw changedSince();
  throw new DomainError('BAD_INPUT', move === 'withdraw' ? '只有已发布且未下线的活动可以下线' : '只有草稿或已下线的活动可以发布');
}
