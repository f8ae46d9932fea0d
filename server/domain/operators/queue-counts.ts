import { unansweredFeedback } from '../content/feedback/feedback-queue.ts';
import { waitingComments } from '../content/videos/comment-queue.ts';
import { withdrawalsUnderReview } from '../money/wallet/withdrawal-queue.ts';
import type { Database } from '../ports.ts';
import { pendingApplications } from '../rooms/application-queue.ts';

/** The console's queues (issue 36 §4). */
export const queueNames = ['applications', 'withdrawals', 'feedback', 'reports', 'comments'] as const;
export type QueueName = (typeof queueNames)[number];
export type QueueCounts = Record<QueueName, number>;
/**
 * What a `row` event of the console's stream names: a queue's row, or `rooms` with a live room's liveid (its bans or
 * managers changed; migration 067), which no count includes.
 */
export const rowKinds = [...queueNames, 'rooms'] as const;
export type RowKind = (typeof rowKinds)[number];

/** How many rows wait in each queue, read from the areas that own them. */
export async function queueCounts(db: Database): Promise<QueueCounts> {
  const [applications, withdrawals, { feedback, reports }, comments] = await Promise.all([
    pendingApplications(db),
    withdrawalsUnderReview(db),
    unansweredFeedback(db),
    waitingComments(db),
  ]);
  return { applications, withdrawals, feedback, reports, comments };
}
