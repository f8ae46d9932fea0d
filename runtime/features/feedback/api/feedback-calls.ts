import { api } from '../../../core/http/api.ts';

/** What a message is about (docs/decisions.md "Feedback"); the server refuses any other. */
export const feedbackCategories = ['bug', 'suggestion', 'account', 'payment', 'content', 'other'] as const;
/** A sent message's category: one of those, or `report` for a report made from the chat (/c2c-feedback). */
export type FeedbackCategory = (typeof feedbackCategories)[number] | 'report';

export interface SentFeedback {
  id: number;
  category: FeedbackCategory;
  content: string;
  images: string[];
  /** Customer service's answer, '' until there is one. */
  reply: string;
  time: number;
  replied_at: number;
}

const quiet = { hideLoading: true, noToast: true } as const;

export const feedbackApi = {
  publish: (body: { category: FeedbackCategory; content: string; contact: string; images: string[] }) =>
    api.post<{ id: number }>('/api/customerservice/publish', body, quiet),
  mine: () => api.post<{ list: SentFeedback[]; total: number }>('/api/customerservice/getMyFeedback', { page: 1, size: 20 }, quiet),
};
