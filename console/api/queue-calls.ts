import type {
  OpsApplicationQueue,
  OpsApplicationReviewed,
  OpsApplicationReviewRequest,
  OpsFeedbackQueue,
  OpsFeedbackReplied,
  OpsFeedbackReplyRequest,
  OpsOpenWithdrawal,
  OpsPendingApplication,
  OpsUnansweredFeedback,
  OpsWithdrawalMoved,
  OpsWithdrawalMoveRequest,
  OpsWithdrawalQueue,
} from '../../schema/generated/api.ts';
import { api } from './api.ts';

/** An anchor or room-admin application waiting for review, as the fan wrote it. */
export type PendingApplication = OpsPendingApplication;
/** A withdrawal under review (0) or approved and being paid (1). */
export type OpenWithdrawal = OpsOpenWithdrawal;
/** A fan's message to customer service still without a reply. */
export type UnansweredFeedback = OpsUnansweredFeedback;

/** A queue's rows as every queue call answers them: its items, oldest first, and how many wait. */
export interface QueuePage<T> {
  items: T[];
  total: number;
}

export type WithdrawalAction = OpsWithdrawalMoveRequest['action'];

export const readApplications = () => api.get<OpsApplicationQueue>('/queues/applications');

/** Approves or rejects; a row someone else reviewed first answers status 6 naming them. */
export const reviewApplication = (id: number, approve: boolean, reason: string) =>
  api.send<OpsApplicationReviewed>('POST', `/queues/applications/${id}/review`, { approve, reason } satisfies OpsApplicationReviewRequest);

export const readWithdrawals = () => api.get<OpsWithdrawalQueue>('/queues/withdrawals');

/** Moves a withdrawal on from the status the page showed (`seen`); a row moved meanwhile answers status 6 naming who. */
export const moveWithdrawal = (id: number, action: WithdrawalAction, seen: OpsWithdrawalMoveRequest['seen']) =>
  api.send<OpsWithdrawalMoved>('POST', `/queues/withdrawals/${id}/move`, { action, seen });

export const readFeedback = () => api.get<OpsFeedbackQueue>('/queues/feedback');

/** Answers once; a message someone answered first answers status 6 naming them. */
export const replyToFeedback = (id: number, reply: string) =>
  api.send<OpsFeedbackReplied>('POST', `/queues/feedback/${id}/reply`, { reply } satisfies OpsFeedbackReplyRequest);
