import type { OpsNewsItem } from '../../../../schema/generated/api.ts';
import { DomainError } from '../../errors.ts';
import { lineOf, paragraphsOf } from '../../plain-text.ts';
import { instantOf, scheduleState, type ScheduleState } from '../../schedule.ts';
import type { Database } from '../../ports.ts';
import { newsCategories } from './news-catalogue.ts';
import {
  deskNews,
  deskNewsRow,
  insertNews,
  moveNews,
  updateNews,
  type NewsDeskRow,
  type NewsFields,
  type NewsStatus,
} from './news-desk-store.ts';

export type { NewsStatus } from './news-desk-store.ts';

/** Where an item stands for the fans at an instant, as the banners' (docs/decisions.md "News statuses"). */
export type NewsState = ScheduleState;

/** What an operator writes of an item; the body is plain text, one paragraph per line; dates ISO 8601 or null. */
export interface NewsInput {
  category: string;
  title: string;
  summary: string;
  body: string;
  cover?: string | null;
  publishAt?: string | null;
  endAt?: string | null;
}

/** An item as the console shows it: the answer's schema (schema/api/ops/news-item.json). */
export type NewsDeskItem = OpsNewsItem;

/** The longest texts: a title fits two lines of the list, a summary three; the body at most 60 paragraphs. */
export const newsLimits = { title: 60, summary: 200, body: 10_000, paragraphs: 60 } as const;

/** Where an item stands at `now`. */
export function newsState(row: Pick<NewsDeskRow, 'status' | 'published_at' | 'end_at'>, now: Date): NewsState {
  return scheduleState(row.status, row.published_at, row.end_at, now);
}

function present(row: NewsDeskRow, now: Date): NewsDeskItem {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    summary: row.summary,
    body: row.body.join('\n'),
    cover: row.cover,
    status: row.status,
    state: newsState(row, now),
    publishAt: row.published_at ? new Date(row.published_at).toISOString() : null,
    endAt: row.end_at ? new Date(row.end_at).toISOString() : null,
    seeded: row.seeded,
    editedAt: row.edited_at ? new Date(row.edited_at).toISOString() : null,
    version: row.version,
  };
}

/** The fields of an item from what the operator wrote, checked against the rules the console checks too. */
function fieldsOf(input: NewsInput): NewsFields {
  if (!newsCategories.some((category) => category.id === input.category)) throw new DomainError('BAD_INPUT', '请选择资讯分类');
  const title = lineOf(input.title, newsLimits.title, '标题');
  const summary = lineOf(input.summary, newsLimits.summary, '摘要');
  const body = paragraphsOf(input.body, newsLimits, '正文');
  const publishAt = instantOf(input.publishAt, '发布时间');
  const endAt = instantOf(input.endAt, '结束时间');
  if (publishAt && endAt && endAt <= publishAt) throw new DomainError('BAD_INPUT', '结束时间必须晚于发布时间');
  const cover = input.cover?.trim() || null;
  return { category: input.category, title, summary, body, cover, published_at: publishAt, end_at: endAt };
}

/** Every item, seeded or an operator's, in every status. */
export async function listNewsDesk(db: Database, now: Date): Promise<NewsDeskItem[]> {
  return (await deskNews(db)).map((row) => present(row, now));
}

/** A new item, a draft until an operator publishes it. */
export async function createNews(db: Database, input: NewsInput, now: Date): Promise<NewsDeskItem> {
  return present(await insertNews(db, fieldsOf(input), now), now);
}

async function rowOf(db: Database, id: number): Promise<NewsDeskRow> {
  const row = await deskNewsRow(db, id);
  if (!row) throw new DomainError('NOT_FOUND', '资讯不存在');
  return row;
}

/** The refusal of a change to an item that changed since the operator read it. */
const changedSince = () => new DomainError('CONFLICT', '资讯已被其他人更改，请重新加载');

/**
 * Rewrites an item the operator read at `version`, whatever its status; one changed since is refused with CONFLICT
 * (two edits from one version: exactly one wins). Answers it before and after.
 */
export async function editNews(db: Database, id: number, version: number, input: NewsInput, now: Date) {
  const fields = fieldsOf(input);
  const before = await rowOf(db, id);
  const after = await updateNews(db, id, version, fields, now);
  if (!after) throw changedSince();
  return { before: present(before, now), after: present(after, now) };
}

/** The moves an operator makes (spec 000 §4 as for banners): publish a draft or a withdrawn item; withdraw a published one. */
const moves = {
  publish: { from: ['draft', 'withdrawn'], to: 'published' },
  withdraw: { from: ['published'], to: 'withdrawn' },
} as const satisfies Record<string, { from: readonly NewsStatus[]; to: NewsStatus }>;

export type NewsMove = keyof typeof moves;

/**
 * Publishes or withdraws an item the operator read at `version`. A move its status does not allow is BAD_INPUT; an
 * item changed since is CONFLICT. Answers it before and after.
 */
export async function moveNewsItem(db: Database, id: number, move: NewsMove, version: number, now: Date) {
  const before = await rowOf(db, id);
  const after = await moveNews(db, id, version, moves[move].from, moves[move].to, now);
  if (after) return { before: present(before, now), after: present(after, now) };
  // Read again: another operator may have moved it between the read above and the guarded update.
  if ((await rowOf(db, id)).version !== version) throw changedSince();
  throw new DomainError('BAD_INPUT', move === 'publish' ? '只有草稿或已下线的资讯可以发布' : '只有已发布的资讯可以下线');
}
