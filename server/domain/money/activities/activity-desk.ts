import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { instantOf } from '../../schedule.ts';
import { activityStatus, statusOf } from './activities.ts';
import {
  activityRow,
  allActivities,
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

const length = (text: string) => [...text].length;

function fieldsOf(input: ActivityInput): ActivityFields {
  const title = input.title.trim();
  const summary = input.summary.trim();
  const reward = input.reward.trim();
  if (title === '' || length(title) > activityLimits.title)
    throw new DomainError('BAD_INPUT', `标题需要 1 到 ${activityLimits.title} 个字`);
  if (summary === '' || length(summary) > activityLimits.summary)
    throw new DomainError('BAD_INPUT', `摘要需要 1 到 ${activityLimits.summary} 个字`);
  if (reward === '' || length(reward) > activityLimits.reward)
    throw new DomainError('BAD_INPUT', `奖励需要 1 到 ${activityLimits.reward} 个字`);
  // Plain text only: the fan app prints each paragraph as text.
  const body = input.body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (body.length === 0 || length(input.body) > activityLimits.body || body.length > activityLimits.paragraphs)
    throw new DomainError('BAD_INPUT', `规则需要 1 到 ${activityLimits.body} 个字，最多 ${activityLimits.paragraphs} 段`);
  const start = instantOf(input.startTime, '开始时间');
  const end = instantOf(input.endTime, '结束时间');
  if (!start || !end) throw new DomainError('BAD_INPUT', '请填写开始时间和结束时间');
  if (end <= start) throw new DomainError('BAD_INPUT', '结束时间必须晚于开始时间');
  const cover = input.cover?.trim() || null;
  return { title, summary, body, cover, reward, start_time: start, end_time: end, entry_fee: input.entryFee, award: input.award };
}

/** Every activity with how many joined, the newest start first. */
export async function listActivityDesk(db: Database, now: Date) {
  const rows = await allActivities(db);
  return Promise.all(rows.map(async (row) => presentActivity(row, now, await participantCount(db, row.id))));
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
 * Withdraws an activity (status 0, 失效, no new entries) or publishes a withdrawn one back to its schedule, as read at
 * `version`. One called off with refunds (3) stays with the admin API. Answers it before and after.
 */
export async function moveActivityItem(db: Database, id: number, move: 'publish' | 'withdraw', version: number, now: Date) {
  const before = await rowOf(db, id);
  const [from, to] = move === 'withdraw' ? ([null, 0] as const) : ([0, null] as const);
  const after = await moveActivity(db, id, version, from, to, now);
  const participants = await participantCount(db, id);
  if (after) return { before: presentActivity(before, now, participants), after: presentActivity(after, now, participants) };
  if ((await rowOf(db, id)).version !== version) throw changedSince();
  throw new DomainError('BAD_INPUT', move === 'withdraw' ? '只有未下线的活动可以下线' : '只有已下线的活动可以重新发布');
}
