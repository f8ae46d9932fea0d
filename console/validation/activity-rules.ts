import { instantOf } from '../../schema/form-rules.ts';
import { bodyProblem, lengthProblem, pictureProblem } from './content-rules.ts';
import type { Problem } from './rules.ts';

/** The rules of an activity, as the server checks them (server/domain/money/activities/activity-desk.ts; a test holds them). */
export const activityLimits = { title: 40, summary: 200, reward: 40, body: 5_000, paragraphs: 30, gold: 1_000_000 } as const;

/** An activity as the form holds it: texts as typed, times as datetime-local fields give them, gold as typed. */
export interface ActivityDraft {
  title: string;
  summary: string;
  body: string;
  cover: string;
  reward: string;
  startTime: string;
  endTime: string;
  entryFee: string;
  award: string;
}

export type ActivityProblems = Partial<Record<keyof ActivityDraft, Problem>>;

const goldProblem = (text: string): Problem =>
  /^\d{1,7}$/.test(text.trim()) && Number(text) <= activityLimits.gold
    ? null
    : { key: 'validation.activityGold', values: { max: activityLimits.gold } };

/** What is wrong with a draft, field by field; empty when nothing. */
export function activityProblems(draft: ActivityDraft): ActivityProblems {
  const start = instantOf(draft.startTime);
  const end = instantOf(draft.endTime);
  const problems: ActivityProblems = {
    title: lengthProblem(draft.title, activityLimits.title, 'validation.newsTitle'),
    summary: lengthProblem(draft.summary, activityLimits.summary, 'validation.newsSummary'),
    reward: lengthProblem(draft.reward, activityLimits.reward, 'validation.activityReward'),
    body: bodyProblem(draft.body, activityLimits, 'validation.activityBody'),
    cover: pictureProblem(draft.cover),
    startTime: start ? null : { key: 'validation.timeInvalid' },
    endTime: !end ? { key: 'validation.timeInvalid' } : start && end <= start ? { key: 'validation.activityEnd' } : null,
    entryFee: goldProblem(draft.entryFee),
    award: goldProblem(draft.award),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as ActivityProblems;
}

/** The request body of a checked draft (an edit adds the version it was read at). */
export function activityBody(draft: ActivityDraft) {
  return {
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    body: draft.body,
    cover: draft.cover.trim() || null,
    reward: draft.reward.trim(),
    startTime: new Date(draft.startTime).toISOString(),
    endTime: new Date(draft.endTime).toISOString(),
    entryFee: Number(draft.entryFee.trim()),
    award: Number(draft.award.trim()),
  };
}
