import { DomainError } from '../../errors.ts';
import type { Database } from '../../ports.ts';
import type { ReportRequest } from '../../../../schema/generated/api.ts';
import { unixSeconds } from '../../../clock.ts';
import { userExists } from '../user-store.ts';
import { ownImages } from './feedback.ts';
import { insertFeedback, receivedPage, type FeedbackCategory } from './feedback-store.ts';

/**
 * Keeps a signed-in fan's report of a chat user or group as a feedback row of category `report` (migration 036), so
 * customer service reads it with the other messages and answers it the same way. A user must exist and be someone
 * else; a group is named by its chat id (the gateway's groups are not this service's to look up).
 */
export async function publishReport(db: Database, reporterId: number, report: Required<ReportRequest>, now: Date): Promise<number> {
  if (report.type === 'user') {
    if (report.id === String(reporterId)) throw new DomainError('BAD_INPUT', '不能举报自己');
    const exists = /^\d{1,9}$/.test(report.id) && (await userExists(db, Number(report.id)));
    if (!exists) throw new DomainError('NOT_FOUND', '用户不存在');
  }
  const images = await ownImages(db, reporterId, report.images);
  return insertFeedback(
    db,
    {
      userId: reporterId,
      category: 'report',
      content: report.content.trim(),
      contact: '',
      images,
      target: { type: report.type, id: report.id, reason: report.reason },
    },
    now.toISOString(),
  );
}

/** What customer service received, newest first, one category or all: reports carry what they name and why. */
export async function receivedFeedback(db: Database, category: FeedbackCategory | undefined, page: number, size: number) {
  const { rows, total } = await receivedPage(db, category, page, size);
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
