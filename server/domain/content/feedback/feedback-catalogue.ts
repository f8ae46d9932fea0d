/** What a message to customer service is about (docs/decisions.md "Feedback"). */
export const feedbackCategories = ['bug', 'suggestion', 'account', 'payment', 'content', 'other'] as const;
/** A message's category, or `report` for a report of a chat user or group (feedback/reports.ts). */
export type FeedbackCategory = (typeof feedbackCategories)[number] | 'report';
/** Images a message carries at most (issue: "up to 4 images"). */
export const feedbackImageLimit = 4;
