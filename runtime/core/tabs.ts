/** Room and match-detail tabs in the spec's order (spec 000 §2). */
export const tabOrder = ['chat', 'c2c', 'lives', 'quiz', 'status', 'analysis', 'lineup', 'index', 'rank'] as const;
export type TabName = (typeof tabOrder)[number];
