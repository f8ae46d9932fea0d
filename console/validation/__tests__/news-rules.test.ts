import { describe, expect, it } from 'vitest';
import { newsMessagesPtBr } from '../../i18n/messages-news-pt-br.ts';
import { newsMessagesZh } from '../../i18n/messages-news-zh.ts';
import { newsBody, newsLimits, newsProblems, type NewsDraft } from '../news-rules.ts';

const item: NewsDraft = {
  category: 'general',
  title: '决赛前瞻',
  summary: '两队状态火热。',
  body: '第一段\n第二段',
  cover: '',
  publishAt: '',
  endAt: '',
};

const zh = (problem: { key: string; values?: Record<string, string | number> } | null | undefined) =>
  problem ? newsMessagesZh[problem.key].replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(problem.values?.[key])) : null;

// One rule on both sides: the console checks what server/domain/content/news/news-desk.ts checks, in the same words
// (its API test, server/__tests__/ops-news-api.test.ts, expects these very messages).
describe("the console's news rules", () => {
  it('are the server’s limits and words', () => {
    expect(newsLimits).toEqual({ title: 60, summary: 200, body: 10_000, paragraphs: 60 });
    expect(zh(newsProblems({ ...item, title: '长'.repeat(61) }).title)).toBe('标题需要 1 到 60 个字');
    expect(zh(newsProblems({ ...item, summary: '  ' }).summary)).toBe('摘要需要 1 到 200 个字');
    expect(zh(newsProblems({ ...item, body: '\n \n' }).body)).toBe('正文需要 1 到 10000 个字，最多 60 段');
    expect(zh(newsProblems({ ...item, category: 'esports' }).category)).toBe('请选择资讯分类');
    expect(Object.keys(newsMessagesPtBr).sort()).toEqual(Object.keys(newsMessagesZh).sort());
  });

  it('takes a plain item and a picture of the app, refuses a script address and an end before the start', () => {
    expect(newsProblems(item)).toEqual({});
    expect(newsProblems({ ...item, title: '长'.repeat(60), body: '段\n'.repeat(60) })).toEqual({});
    expect(newsProblems({ ...item, body: '段\n'.repeat(61) }).body?.key).toBe('validation.newsBody');
    expect(newsProblems({ ...item, cover: 'javascript:alert(1)' }).cover?.key).toBe('validation.imageInvalid');
    expect(newsProblems({ ...item, cover: '/storage/files/ops-ab.png' }).cover).toBeUndefined();
    expect(newsProblems({ ...item, publishAt: '2026-06-01T10:00', endAt: '2026-06-01T09:00' }).endAt?.key).toBe(
      'validation.endBeforeStart',
    );
  });

  it('sends trimmed texts, no cover as null, and times as instants', () => {
    expect(newsBody({ ...item, title: ' 标题 ', cover: ' ', publishAt: '2026-06-01T10:00' })).toMatchObject({
      title: '标题',
      cover: null,
      publishAt: new Date('2026-06-01T10:00').toISOString(),
      endAt: null,
    });
  });
});
