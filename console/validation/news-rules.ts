import { bodyProblem, isoOf, lengthProblem, pictureProblem, scheduleProblems } from './content-rules.ts';
import type { Problem } from './rules.ts';

/** The rules of a news item, as the server checks them (server/domain/content/news/news-desk.ts; a test holds them). */
export const newsLimits = { title: 60, summary: 200, body: 10_000, paragraphs: 60 } as const;

/** The fan app's news tabs (server/domain/content/news/news-catalogue.ts). */
export const newsCategories = ['football', 'basketball', 'general'] as const;

/** An item as the form holds it: texts as typed, times as a datetime-local field gives them (the browser's time). */
export interface NewsDraft {
  category: string;
  title: string;
  summary: string;
  body: string;
  cover: string;
  publishAt: string;
  endAt: string;
}

export type NewsProblems = Partial<Record<keyof NewsDraft, Problem>>;

/** What is wrong with a draft, field by field; empty when nothing. */
export function newsProblems(draft: NewsDraft): NewsProblems {
  const problems: NewsProblems = {
    category: (newsCategories as readonly string[]).includes(draft.category) ? null : { key: 'validation.newsCategory' },
    title: lengthProblem(draft.title, newsLimits.title, 'validation.newsTitle'),
    summary: lengthProblem(draft.summary, newsLimits.summary, 'validation.newsSummary'),
    body: bodyProblem(draft.body, newsLimits, 'validation.newsBody'),
    cover: pictureProblem(draft.cover),
    ...scheduleProblems(draft.publishAt, draft.endAt),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as NewsProblems;
}

/** The request body of a checked draft: trimmed texts, the cover or null (a house picture), ISO instants or null. */
export function newsBody(draft: NewsDraft) {
  return {
    category: draft.category as (typeof newsCategories)[number],
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    body: draft.body,
    cover: draft.cover.trim() || null,
    publishAt: isoOf(draft.publishAt),
    endAt: isoOf(draft.endAt),
  };
}
