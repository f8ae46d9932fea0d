import type { Database } from '../ports.ts';
import { unixSeconds } from '../../clock.ts';
import { countPendingApplications, pendingApplicationRows } from './application-queue-store.ts';

/** How many rows the console's queue screen shows at once: the oldest first, so none waits forever. */
const queuePageSize = 100;

/** Applications (anchor and room admin) waiting for review: the console's applications queue. */
export function pendingApplications(db: Database): Promise<number> {
  return countPendingApplications(db);
}

/** The console's applications queue: the oldest waiting applications and how many wait in all. */
export async function applicationQueue(db: Database) {
  const [rows, total] = await Promise.all([pendingApplicationRows(db, queuePageSize), countPendingApplications(db)]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      nickName: row.nick_name,
      type: row.type,
      realName: row.real_name,
      contact: row.contact,
      intro: row.intro,
      materials: row.materials,
      createdAt: unixSeconds(row.created_at),
    })),
    total,
  };
}
