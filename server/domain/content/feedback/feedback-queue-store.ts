import type { Database } from '../../ports.ts';

export async function countUnanswered(db: Database): Promise<{ feedback: number; reports: number }> {
  const [row] = await db.query<{ feedback: number; reports: number }>(
    `select count(*) filter (where category <> 'report')::int as feedback, count(*) filter (where category = 'report')::int as reports
     from feedback where reply is null`,
  );
  return row;
}
