import type { Database } from '../../ports.ts';

export async function countUnanswered(db: Database): Promise<{ feedback: number; reports: number }> {
  const [row] = await db.query<{ feedback: number; reports: number }>(
    `select count(*) filter (where category <> 'report')::int as feedback, count(*) filter (where category = 'report')::int as reports
     from feedback where reply is null`,
  );
  return row;
}

/** A message to customer service without a reply, with the sender's nickname (none for a deleted account). */
export interface UnansweredRow {
  id: number;
  user_id: number | null;
  nick_name: string | null;
  category: string;
  content: string;
  contact: string;
  images: string[];
  created_at: Date | string;
}

/** The oldest unanswered messages (reports apart), at most `limit`. */
export function unansweredRows(db: Database, limit: number): Promise<UnansweredRow[]> {
  return db.query<UnansweredRow>(
    `select f.id, f.user_id, u.nick_name, f.category, f.content, f.contact, f.images, f.created_at
     from feedback f left join users u on u.id = f.user_id
     where f.reply is null and f.category <> 'report' order by f.id limit $1`,
    [limit],
  );
}
