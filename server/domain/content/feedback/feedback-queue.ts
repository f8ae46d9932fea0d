import type { Database } from '../../ports.ts';
import { unixSeconds } from '../../../clock.ts';
import { countUnanswered, unansweredRows } from './feedback-queue-store.ts';

/** How many rows the console's queue screen shows at once: the oldest first, so none waits forever. */
const queuePageSize = 100;

/** Messages to customer service without a reply, and the chat's reports without one: two of the console's queues. */
export function unansweredFeedback(db: Database): Promise<{ feedback: number; reports: number }> {
  return countUnanswered(db);
}

/** The console's feedback queue: the oldest unanswered messages and how many wait in all. */
export async function feedbackQueue(db: Database) {
  const [rows, { feedback }] = await Promise.all([unansweredRows(db, queuePageSize), countUnanswered(db)]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      userId: row.user_id ?? 0,
      nickName: row.nick_name ?? '',
      category: row.category,
      content: row.content,
      contact: row.contact,
      images: row.images,
      createdAt: unixSeconds(row.created_at),
    })),
    total: feedback,
  };
}
