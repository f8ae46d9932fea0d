import type { Database } from '../db/database.ts';
import { DomainError } from '../domain/errors.ts';
import type { ReportRequest } from '../../schema/generated/api.ts';
import { ownImages, type FeedbackCategory } from './feedback.ts';
import { unixSeconds } from '../clock.ts';

/**
 * Keeps a signed-in fan's report of a chat user or group as a feedback row of category `report` (migration 036), so
 * customer service reads it with the other messages and answers it the same way. A user must exist and be someone
 * else; a group is named by its chat id (the gateway's groups are not this service's to look up).
 */
export async function publishReport(db: Database, reporterId: number, report: Required<ReportRequest>, now: Date): Promise<number> {
  if (report.type === 'user') {
    if (report.id === String(reporterId)) throw new DomainError('BAD_INPUT', '不能举报自己');
    const [user] = /^\d{1,9}$/.test(report.id) ? await db.query('select 1 from users where id = $1', [Number(report.id)]) : [];
    if (!user) throw new DomainError('NOT_FOUND', '用户不存在');
  }
  const images = await ownImages(db, reporterId, report.images);
  const [row] = await db.query<{ id: number }>(
    `insert into feedback (user_id, category, content, contact, images, target_type, target_id, reason, created_at)
     values ($1, 'report', $2, '', $3, $4, $5, $6, $7) returning id`,
    [reporterId, report.content.trim(), JSON.stringify(images), report.type, report.id, report.reason, now.toISOString()],
  );
  return row.id;
}

interface ReceivedRow {
  id: number;
  user_id: number | null;
  category: FeedbackCategory;
  content: string;
  contact: string;
  images: string[];
  target_type: 'user' | 'group' | null;
  target_id: string | null;
  reason: string | null;
  reply: string | null;
  created_at: Date | string;
}

/** What customer service received, newest first, one category or all: reports carry what they name and why. */
export async function receivedFeedback(db: Database, category: FeedbackCategory | undefined, page: number, size: number) {
  const filter = category ? 'where category = $3' : 'where $3::text is null';
  const rows = await db.query<ReceivedRow>(
    `select id, user_id, category, content, contact, images, target_type, target_id, reason, reply, created_at from feedback ${filter} order by id desc limit $1 offset $2`,
    [size, (page - 1) * size, category ?? null],
  );
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from feedback ${filter.replace('$3', '$1')}`, [
    category ?? null,
  ]);
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      user_id: row.user_id ?? 0,
      category: row.category,
      content: row.content,
      contact: row.contact,
      images: row.images,
      report: row.target_type ? { type: row.target_type, id: row.target_id, reason: row.reason } : null,
      reply: row.reply ?? '',
      time: unixSeconds(row.created_at),
    })),
  };
}
