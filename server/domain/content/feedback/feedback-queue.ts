import type { Database } from '../../ports.ts';
import { countUnanswered } from './feedback-queue-store.ts';

/** Messages to customer service without a reply, and the chat's reports without one: two of the console's queues. */
export function unansweredFeedback(db: Database): Promise<{ feedback: number; reports: number }> {
  return countUnanswered(db);
}
