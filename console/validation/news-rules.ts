import { pictureAddressPattern } from './content-rules.ts';
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

function instantOf(text: string): Date | null {
  if (text.trim() === '') return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

function length(text: string): number {
  return [...text.trim()].length;
}

/** What is wrong with a draft, field by field; empty when nothing. */
export function newsProblems(draft: NewsDraft): NewsProblems {
  const paragraphs = draft.body.split(/\r?\n/).filter((line) => line.trim() !== '').length;
  const cover = draft.cover.trim();
  const problems: NewsProblems = {
    category: (newsCategories as readonly string[]).includes(draft.category) ? null : { key: 'validation.newsCategory' },
    title:
      length(draft.title) === 0 || length(draft.title) > newsLimits.title
        ? { key: 'validation.newsTitle', values: { max: newsLimits.title } }
        : null,
    summary:
      length(draft.summary) === 0 || length(draft.summary) > newsLimits.summary
        ? { key: 'validation.newsSummary', values: { max: newsLimits.summary } }
        : null,
    body:
      paragraphs === 0 || [...draft.body].length > newsLimits.body || paragraphs > newsLimits.paragraphs
        ? { key: 'validation.newsBody', values: { max: newsLimits.body, paragraphs: newsLimits.paragraphs } }
        : null,
    cover: cover !== '' && (cover.length > 300 || !pictureAddressPattern.test(cover)) ? { key: 'validation.imageInvalid' } : null,
  };
  if (draft.publishAt.trim() !== '' && !instantOf(draft.publishAt)) problems.publishAt = { key: 'validation.timeInvalid' };
  if (draft.endAt.trim() !== '' && !instantOf(draft.endAt)) problems.endAt = { key: 'validation.timeInvalid' };
  const start = instantOf(draft.publishAt);
  const end = instantOf(draft.endAt);
  if (start && end && end <= start) problems.endAt = { key: 'validation.endBeforeStart' };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as NewsProblems;
}

/** The request body of a checked draft: trimmed texts, the cover or null (a house picture), ISO instants or null. */
export function newsBody(draft: NewsDraft) {
  const iso = (text: string) => instantOf(text)?.toISOString() ?? null;
  return {
    category: draft.category as (typeof newsCategories)[number],
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    body: draft.body,
    cover: draft.cover.trim() || null,
    publishAt: iso(draft.publishAt),
    endAt: iso(draft.endAt),
  };
}
