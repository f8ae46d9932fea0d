import { api } from './api.ts';

/** An anchor or room-admin application waiting for review, as the fan wrote it. */
export interface PendingApplication {
  id: number;
  userId: number;
  nickName: string;
  type: 'anchor' | 'admin';
  realName: string;
  contact: string;
  intro: string;
  materials: string[];
  createdAt: number;
}

/** A withdrawal under review (0) or approved and being paid (1). */
export interface OpenWithdrawal {
  id: number;
  userId: number;
  nickName: string;
  diamond: number;
  cashFen: number;
  payeeName: string;
  payeeAccount: string;
  status: 0 | 1;
  createdAt: number;
  updatedAt: number;
}

export interface QueuePage<T> {
  items: T[];
  total: number;
}

export type WithdrawalAction = 'approve' | 'pay' | 'cancel';

export const readApplications = () => api.get<QueuePage<PendingApplication>>('/queues/applications');

/** Approves or rejects; a row someone else reviewed first answers status 6 naming them. */
export const reviewApplication = (id: number, approve: boolean, reason: string) =>
  api.send<unknown>('POST', `/queues/applications/${id}/review`, { approve, reason });

export const readWithdrawals = () => api.get<QueuePage<OpenWithdrawal>>('/queues/withdrawals');

/** Moves a withdrawal on from the status the page showed (`seen`); a row moved meanwhile answers status 6 naming who. */
export const moveWithdrawal = (id: number, action: WithdrawalAction, seen: 0 | 1) =>
  api.send<unknown>('POST', `/queues/withdrawals/${id}/move`, { action, seen });

/** A fan's message to customer service still without a reply. */
export interface UnansweredFeedback {
  id: number;
  userId: number;
  nickName: string;
  category: string;
  content: string;
  contact: string;
  images: string[];
  createdAt: number;
}

export const readFeedback = () => api.get<QueuePage<UnansweredFeedback>>('/queues/feedback');

/** Answers once; a message someone answered first answers status 6 naming them. */
export const replyToFeedback = (id: number, reply: string) => api.send<unknown>('POST', `/queues/feedback/${id}/reply`, { reply });
