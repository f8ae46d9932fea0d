import type { Database } from '../ports.ts';

export async function countPendingApplications(db: Database): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from applications where status = 0');
  return row.count;
}

/** An application waiting for review, with the applicant's nickname. */
export interface PendingApplicationRow {
  id: number;
  user_id: number;
  nick_name: string;
  type: 'anchor' | 'admin';
  real_name: string;
  contact: string;
  intro: string;
  materials: string[];
  created_at: Date | string;
}

/** The oldest waiting applications first, at most `limit`. */
export function pendingApplicationRows(db: Database, limit: number): Promise<PendingApplicationRow[]> {
  return db.query<PendingApplicationRow>(
    `select a.id, a.user_id, u.nick_name, a.type, a.real_name, a.contact, a.intro, a.materials, a.created_at
     from applications a join users u on u.id = a.user_id where a.status = 0 order by a.id limit $1`,
    [limit],
  );
}
