import { describe, expect, it } from 'vitest';
import { newsMessagesZh } from '../../i18n/messages-news-zh.ts';
import { activityBody, activityLimits, activityProblems, type ActivityDraft } from '../activity-rules.ts';

const activity: ActivityDraft = {
  title: '周末竞猜',
  summary: '报名参加竞猜。',
  body: '规则一\n规则二',
  cover: '',
  reward: '3000 金币',
  startTime: '2026-06-01T10:00',
  endTime: '2026-06-02T10:00',
  entryFee: '1000',
  award: '3000',
};

const zh = (problem: { key: string; values?: Record<string, string | number> } | null | undefined) =>
  problem ? newsMessagesZh[problem.key].replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(problem.values?.[key])) : null;

// One rule on both sides: server/domain/money/activities/activity-desk.ts, whose API test expects these words.
describe("the console's activity rules", () => {
  it('are the server’s limits and words', () => {
    expect(activityLimits).toMatchObject({ title: 40, summary: 200, reward: 40, body: 5_000, paragraphs: 30 });
    expect(zh(activityProblems({ ...activity, title: '长'.repeat(41) }).title)).toBe('标题需要 1 到 40 个字');
    expect(zh(activityProblems({ ...activity, body: ' \n ' }).body)).toBe('规则需要 1 到 5000 个字，最多 30 段');
    expect(zh(activityProblems({ ...activity, endTime: activity.startTime }).endTime)).toBe('结束时间必须晚于开始时间');
  });

  it('wants both times and whole gold amounts, and sends instants and numbers', () => {
    expect(activityProblems(activity)).toEqual({});
    expect(activityProblems({ ...activity, startTime: '' }).startTime?.key).toBe('validation.timeInvalid');
    expect(activityProblems({ ...activity, entryFee: '-1' }).entryFee?.key).toBe('validation.activityGold');
    expect(activityProblems({ ...activity, award: '1.5' }).award?.key).toBe('validation.activityGold');
    expect(activityBody({ ...activity, cover: ' ' })).toEqual({
      cover: null,
      entryFee: 1000,
      award: 3000,
      startTime: new Date('2026-06-01T10:00').toISOString(),
      endTime: new Date(activity.endTime).toISOString(),
      title: activity.title.trim(),
      summary: activity.summary.trim(),
      body: activity.body,
      reward: activity.reward.trim(),
    });
  });
});
