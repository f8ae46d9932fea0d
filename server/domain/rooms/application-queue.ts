import type { Database } from '../ports.ts';
import { countPendingApplications } from './application-queue-store.ts';

/** Applications (anchor and room admin) waiting for review: the console's applications queue. */
export function pendingApplications(db: Database): Promise<number> {
  return countPendingApplications(db);
}
